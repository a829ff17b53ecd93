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
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "operador",
    title: "Operadores",
    consequence:
      "Los clientes ya no verán este operador ni sus planes, y no podrán hacer recargas con ellos.",
    created: "Operador agregado",
    updated: "Operador actualizado",
    deactivated: "Operador desactivado",
    reactivated: "Operador reactivado",
    fetchFailed: "No se pudieron cargar los operadores",
    saveFailed: "No se pudo guardar el operador",
    deactivateFailed: "No se pudo desactivar el operador",
    reactivateFailed: "No se pudo reactivar el operador",
    add: "Agregar operador",
    addFirst: "Agregar el primer operador",
    edit: "Editar operador",
    noMatch: "Ningún operador coincide con esta búsqueda.",
    nothing: "Todavía no hay operadores.",
    deactivateQuestion: "¿Desactivar el operador “{{name}}”?",
    deactivateDescription:
      "Los clientes ya no verán este operador ni sus planes, y no podrán hacer recargas con ellos. Puede reactivarlo más adelante.",
    reactivateQuestion: "¿Reactivar el operador “{{name}}”?",
  },
};
