import type { Translated } from "../types";
import type { records as english } from "../en/records";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const records: Translated<typeof english> = {
  notFound: "{{noun}}: no se encontró",
  notFoundOwn: "Este registro ({{noun}}) no existe o no le pertenece.",
  notFoundCompany: "Este registro ({{noun}}) no existe o pertenece a otra empresa.",
  notFoundCatalogue: "Este registro ({{noun}}) no existe o ya no está disponible.",
  backTo: "Volver a {{label}}",
};
