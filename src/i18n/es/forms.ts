import type { Translated } from "../types";
import type { forms as english } from "../en/forms";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const forms: Translated<typeof english> = {};
