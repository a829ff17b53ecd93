import type { Translated } from "../types";
import type { charges as english } from "../en/charges";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const charges: Translated<typeof english> = {};
