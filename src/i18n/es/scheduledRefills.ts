import type { Translated } from "../types";
import type { scheduledRefills as english } from "../en/scheduledRefills";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const scheduledRefills: Translated<typeof english> = {};
