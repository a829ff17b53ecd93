import type { CatalogActivationTexts } from "../components/buttons/ActiveToggle";
import { t } from "./translate";

/** The catalogues the catalogue kit shows: each keeps its texts in its own area, under `catalog`. */
export type CatalogArea = "carriers" | "plans" | "devices" | "countries" | "fees";

/**
 * A catalogue screen's texts (carriers, plans, devices, countries) in the panel's language: its title, how it
 * names one row, what deactivating means, its buttons, empty states, confirmations and notices, each a whole
 * sentence (`<area>.catalog` in the catalogues). Read where a screen draws, or at the top of a resource's
 * module (after the language is chosen: src/i18n/README.md).
 */
export function catalogTexts(area: CatalogArea) {
  return {
    ...t(`${area}.catalog`, { returnObjects: true }),
    /** "Deactivate carrier “Movistar”?" */
    deactivateQuestion: (name: string) => t(`${area}.catalog.deactivateQuestion`, { name }),
    /** "Reactivate carrier “Movistar”?" */
    reactivateQuestion: (name: string) => t(`${area}.catalog.reactivateQuestion`, { name }),
  } satisfies CatalogActivationTexts;
}
