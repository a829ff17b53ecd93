import type { Translated } from "../types";
import type { settings as english } from "../en/settings";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const settings: Translated<typeof english> = {};
