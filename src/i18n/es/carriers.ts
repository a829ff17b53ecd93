import type { Translated } from "../types";
import type { carriers as english } from "../en/carriers";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const carriers: Translated<typeof english> = {};
