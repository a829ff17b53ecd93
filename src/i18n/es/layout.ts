import type { Translated } from "../types";
import type { layout as english } from "../en/layout";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const layout: Translated<typeof english> = {
  switchLanguage: "Mostrar el panel en este idioma",
  companyLogo: "Logotipo de {{company}}",
};
