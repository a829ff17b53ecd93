import type { Translated } from "../types";
import type { rentals as english } from "../en/rentals";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const rentals: Translated<typeof english> = {};
