import type { Translated } from "../types";
import type { customers as english } from "../en/customers";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const customers: Translated<typeof english> = {};
