import type { Translated } from "../types";
import type { fees as english } from "../en/fees";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const fees: Translated<typeof english> = {
  menu: "Cargos",
  search: "Buscar por nombre",
  allKinds: "Todos los tipos",
  kind: {
    late_return: "Devolución tardía",
    lost_device: "Equipo perdido",
    damage: "Daños",
    missing_accessory: "Accesorio faltante",
  },
  list: {
    kind: "Tipo",
    amount: "Importe",
    perDayLate: "{{amount}} por día de retraso",
    tax: "Impuesto",
    taxed: "Con impuesto",
    untaxed: "Sin impuesto",
  },
  form: {
    kind: "Tipo",
    kindRequired: "Elija el tipo de cargo.",
    nameRequired: "Escriba el nombre del cargo.",
    namePlaceholder: "Pantalla rota",
    amount: "Importe",
    amountRequired: "Escriba el importe.",
    amountExtra: "El importe de una devolución tardía se cobra por cada día después de la fecha de fin.",
    taxable: "Sumar el impuesto de la empresa",
  },
  catalog: {
    noun: "cargo",
    title: "Cargos",
    consequence:
      "El personal ya no podrá añadir este cargo en una devolución; los alquileres que lo tienen lo conservan.",
    created: "Cargo añadido",
    updated: "Cargo actualizado",
    deactivated: "Cargo desactivado",
    reactivated: "Cargo reactivado",
    fetchFailed: "No se pudieron cargar los cargos",
    saveFailed: "No se pudo guardar el cargo",
    deactivateFailed: "No se pudo desactivar el cargo",
    reactivateFailed: "No se pudo reactivar el cargo",
    add: "Añadir cargo",
    addFirst: "Añadir el primer cargo",
    edit: "Editar cargo",
    noMatch: "Ningún cargo coincide con esta búsqueda.",
    nothing: "Todavía no hay cargos.",
    deactivateQuestion: "¿Desactivar el cargo “{{name}}”?",
    deactivateDescription:
      "El personal ya no podrá añadir este cargo en una devolución; los alquileres que lo tienen lo conservan. Puede reactivarlo más tarde.",
    reactivateQuestion: "¿Reactivar el cargo “{{name}}”?",
  },
};
