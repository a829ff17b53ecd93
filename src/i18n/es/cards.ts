import type { Translated } from "../types";
import type { cards as english } from "../en/cards";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const cards: Translated<typeof english> = {};
