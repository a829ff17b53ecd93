import type { Translated } from "../types";
import type { phoneNumbers as english } from "../en/phoneNumbers";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const phoneNumbers: Translated<typeof english> = {
  label: "Números de teléfono",
  filters: {
    search: "Número o apodo",
    staffSearch: "Número, apodo, nombre o correo del cliente",
    addedBetween: "Agregados entre",
    serviceEnds: "Fin del servicio",
    anyEnd: "Cualquier fecha de fin",
    endsWithinWeek: "Termina en los próximos 7 días",
  },
  list: {
    title: "Números de teléfono",
    add: "Agregar número de teléfono",
    noMatch: "Ningún número de teléfono coincide con estos filtros.",
    nothingStaff: "Todavía no hay números de teléfono. Agregue uno para un cliente.",
    nothing: "Todavía no tiene números de teléfono. Agregue su número para recargarlo.",
    number: "Número",
    carrier: "Operador",
    plan: "Plan",
    removed: "Quitado",
    added: "Agregado",
    actions: "Acciones",
    edit: "Editar {{number}}",
    remove: "Quitar",
    removeConsequence:
      "Sus recargas programadas se detienen. Las recargas anteriores lo conservan en el registro.",
    reactivate: "Reactivar",
    serviceEnds: "Fin del servicio",
    serviceEndsOn: "El servicio termina el {{date}}",
  },
  operator: {
    movedTag: "El número ahora está en {{operator}}",
    movedTitle: "Este número se pasó a {{operator}}",
    movedHelp:
      "El proveedor de recargas lo detectó el {{when}}. Sus recargas fallan antes de cobrar la tarjeta hasta que se elijan de nuevo el operador y el plan de la línea.",
  },
  form: {
    addTitle: "Agregar número de teléfono",
    editTitle: "Editar número de teléfono",
    customerRequired: "Elija el cliente al que pertenece esta línea.",
    customer: "Cliente",
    number: "Número de teléfono",
    numberHint: "De 10 a 15 dígitos; puede usar +1, espacios, guiones y paréntesis.",
    numberRequired: "Ingrese el número de teléfono.",
    numberCharacters: "Use solo dígitos, espacios, guiones o paréntesis.",
    nickname: "Apodo",
    nicknameTooLong: "Como máximo 80 caracteres.",
    nicknamePlaceholder: "p. ej. Mamá, Teléfono del trabajo",
    serviceEndsOn: "El servicio termina el",
    serviceEndsHint:
      "El día en que vence el plan de la línea; fíjelo para una línea recargada en otro lugar. Cada recarga lo mueve.",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    created: "Número agregado",
    updated: "Número actualizado",
    removed: "Número eliminado",
    fetchFailed: "No se pudieron cargar los números",
    saveFailed: "No se pudo guardar el número",
    removeFailed: "No se pudo eliminar el número",
    reactivated: "Número reactivado",
    reactivateFailed: "No se pudo reactivar el número",
  },
};
