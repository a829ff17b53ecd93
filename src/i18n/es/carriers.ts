import type { Translated } from "../types";
import type { carriers as english } from "../en/carriers";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const carriers: Translated<typeof english> = {
  label: "Operadores",
  search: "Buscar operadores por nombre",
  list: {
    nothingStaff: "Todavía no hay operadores.",
    nothing: "No hay operadores disponibles.",
    activePlans: "Planes activos",
    providerOperatorId: "ID del operador en el proveedor",
    added: "Agregado",
  },
  form: {
    nameRequired: "Ingrese el nombre del operador.",
    namePlaceholder: "p. ej. Tello Mobile",
    providerOperatorId: "ID del operador en el proveedor",
    providerOperatorIdHint:
      "El ID del operador en el proveedor de recargas; las recargas a las líneas de este operador se envían con él.",
    providerOperatorIdPlaceholder: "p. ej. 1042",
  },
  show: {
    noun: "Operador",
    edit: "Editar",
    activePlans: "Planes activos",
    status: "Estado",
    providerOperatorId: "ID del operador en el proveedor",
    added: "Agregado",
  },
};
