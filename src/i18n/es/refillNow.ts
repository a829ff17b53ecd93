import type { Translated } from "../types";
import type { refillNow as english } from "../en/refillNow";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const refillNow: Translated<typeof english> = {};
