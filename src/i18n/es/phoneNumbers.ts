import type { Translated } from "../types";
import type { phoneNumbers as english } from "../en/phoneNumbers";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const phoneNumbers: Translated<typeof english> = {};
