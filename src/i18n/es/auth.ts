import type { Translated } from "../types";
import type { auth as english } from "../en/auth";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const auth: Translated<typeof english> = {};
