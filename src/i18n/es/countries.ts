import type { Translated } from "../types";
import type { countries as english } from "../en/countries";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const countries: Translated<typeof english> = {
  menu: "Países",
  search: "Buscar por nombre o código",
  list: {
    code: "Código",
    surcharge: "Recargo",
    perDay: "+{{rate}}/día",
  },
  form: {
    code: "Código de país",
    codeRequired: "Ingrese el código de país de dos letras.",
    codePattern: "Dos letras, como US o MX.",
    codeExtra: "ISO 3166-1 alfa-2, como US, MX o GB.",
    nameRequired: "Ingrese el nombre del país.",
    surcharge: "Recargo por día",
    surchargeRequired: "Ingrese el recargo ($0.00 si no hay).",
    surchargeExtra:
      "Se suma a la tarifa del equipo por cada día de alquiler en este país: la tarifa diaria de un alquiler es la suma de ambas.",
  },
};
