import type { Translated } from "../types";
import type { records as english } from "../en/records";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const records: Translated<typeof english> = {};
