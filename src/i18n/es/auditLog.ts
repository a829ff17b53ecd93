import type { Translated } from "../types";
import type { auditLog as english } from "../en/auditLog";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const auditLog: Translated<typeof english> = {};
