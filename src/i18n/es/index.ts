import type { Translated } from "../types";
import type { Catalogue } from "../en";
import * as areas from "./areas";

/** The Spanish catalogue: loaded only when the panel speaks Spanish (src/i18n/index.ts). */
export const es: Translated<Catalogue> = areas;
export { serverWords } from "./server-words";
