import type { Translated } from "../types";
import type { dashboard as english } from "../en/dashboard";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const dashboard: Translated<typeof english> = {};
