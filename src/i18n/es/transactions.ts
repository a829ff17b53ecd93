import type { Translated } from "../types";
import type { transactions as english } from "../en/transactions";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const transactions: Translated<typeof english> = {};
