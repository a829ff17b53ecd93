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
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "país",
    title: "Países",
    consequence:
      "Los clientes ya no podrán alquilar equipos para este país; los alquileres en curso no se ven afectados.",
    created: "País agregado",
    updated: "País actualizado",
    deactivated: "País desactivado",
    reactivated: "País reactivado",
    fetchFailed: "No se pudieron cargar los países",
    saveFailed: "No se pudo guardar el país",
    deactivateFailed: "No se pudo desactivar el país",
    reactivateFailed: "No se pudo reactivar el país",
    add: "Agregar país",
    addFirst: "Agregar el primer país",
    edit: "Editar país",
    noMatch: "Ningún país coincide con esta búsqueda.",
    nothing: "Todavía no hay países.",
    deactivateQuestion: "¿Desactivar el país “{{name}}”?",
    deactivateDescription:
      "Los clientes ya no podrán alquilar equipos para este país; los alquileres en curso no se ven afectados. Puede reactivarlo más adelante.",
    reactivateQuestion: "¿Reactivar el país “{{name}}”?",
  },
};
