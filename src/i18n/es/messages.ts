import type { Translated } from "../types";
import type { messages as english } from "../en/messages";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const messages: Translated<typeof english> = {};
