import type { Translated } from "../types";
import type { phoneMenu as english } from "../en/phoneMenu";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const phoneMenu: Translated<typeof english> = {};
