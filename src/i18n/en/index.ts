/** The English catalogue: one area per part of the panel (src/i18n/README.md). */
import * as enKit from "./kit";
import * as enScreens from "./screens";
import { legal } from "./legal";

export const en = { ...enKit, ...enScreens, legal };

export type Catalogue = typeof en;
