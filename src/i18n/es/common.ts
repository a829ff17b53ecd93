import type { Translated } from "../types";
import type { common as english } from "../en/common";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const common: Translated<typeof english> = {};
