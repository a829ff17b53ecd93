import type { Translated } from "../types";
import type { devices as english } from "../en/devices";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const devices: Translated<typeof english> = {};
