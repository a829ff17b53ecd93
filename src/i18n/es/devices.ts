import { SPANISH_VALUE_WORDS as words } from "@common/labels-es";
import type { Translated } from "../types";
import type { devices as english } from "../en/devices";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const devices: Translated<typeof english> = {
  kindName: words.deviceKind,
  menu: "Equipos",
  filters: {
    search: "Buscar equipos por nombre",
    kind: "Filtrar por tipo",
    allKinds: "Todos los tipos",
  },
  list: {
    kind: "Tipo",
    rate: "Tarifa del equipo",
    perDay: "{{rate}}/día",
    deposit: "Depósito",
    stock: "En existencia",
  },
  form: {
    nameRequired: "Ingrese el nombre del equipo.",
    namePlaceholder: "p. ej., Hotspot de bolsillo 5G",
    kind: "Tipo",
    kindRequired: "Elija el tipo de equipo.",
    rate: "Tarifa diaria del equipo",
    rateRequired: "Ingrese el precio por día.",
    rateExtra: "Se cobra por cada día de alquiler, más el recargo del país; como mínimo $0.01.",
    deposit: "Depósito",
    depositRequired: "Ingrese el depósito ($0.00 si no hay).",
    depositExtra: "Se retiene mientras el equipo está alquilado y se reembolsa al devolverlo.",
    stock: "Unidades en existencia",
    stockRequired: "Ingrese cuántas unidades tiene.",
    stockExtra: "Los alquileres de este equipo que coincidan en fechas no pueden superar esta cantidad.",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "equipo",
    title: "Equipos",
    consequence: "Los clientes ya no podrán alquilarlo; los alquileres en curso no se ven afectados.",
    created: "Equipo agregado",
    updated: "Equipo actualizado",
    deactivated: "Equipo desactivado",
    reactivated: "Equipo reactivado",
    fetchFailed: "No se pudieron cargar los equipos",
    saveFailed: "No se pudo guardar el equipo",
    deactivateFailed: "No se pudo desactivar el equipo",
    reactivateFailed: "No se pudo reactivar el equipo",
    add: "Agregar equipo",
    addFirst: "Agregar el primer equipo",
    edit: "Editar equipo",
    noMatch: "Ningún equipo coincide con esta búsqueda.",
    nothing: "Todavía no hay equipos.",
    deactivateQuestion: "¿Desactivar el equipo “{{name}}”?",
    deactivateDescription:
      "Los clientes ya no podrán alquilarlo; los alquileres en curso no se ven afectados. Puede reactivarlo más adelante.",
    reactivateQuestion: "¿Reactivar el equipo “{{name}}”?",
  },
};
