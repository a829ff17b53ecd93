import type { Translated } from "../types";
import type { lists as english } from "../en/lists";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const lists: Translated<typeof english> = {};
