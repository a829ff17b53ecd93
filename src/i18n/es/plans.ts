import type { Translated } from "../types";
import type { plans as english } from "../en/plans";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const plans: Translated<typeof english> = {};
