import type { Translated } from "../types";
import type { members as english } from "../en/members";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const members: Translated<typeof english> = {};
