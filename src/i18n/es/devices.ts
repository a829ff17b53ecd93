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
};
