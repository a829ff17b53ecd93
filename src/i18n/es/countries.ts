import type { Translated } from "../types";
import type { countries as english } from "../en/countries";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const countries: Translated<typeof english> = {};
