import type { Translated } from "../types";
import type { lists as english } from "../en/lists";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const lists: Translated<typeof english> = {
  search: "Buscar",
  clear: "Borrar",
  inAll: "{{total}} en total",
  tabs: {
    all: "Todos",
    label: "Estados",
  },
  pages: {
    previous: "Página anterior",
    next: "Página siguiente",
    back: "5 páginas atrás",
    forward: "5 páginas adelante",
    label: "Páginas",
    size: "Filas por página",
    perPage: "{{size}} / página",
    ofPages: "{{current}} / {{pages}}",
  },
  filters: {
    /** a phone's one button the filters fold behind, and the drawer it opens */
    button: "Filtros",
    title: "Filtros",
    done: "Listo",
    byStatus: "Filtrar por estado",
    activeAndInactive: "Activos e inactivos",
    activeOnly: "Solo activos",
    inactiveOnly: "Solo inactivos",
    status: "Estado",
    byCustomer: "Filtrar por cliente",
    anyCustomer: "Cualquier cliente",
    byCarrier: "Filtrar por operador",
    anyCarrier: "Cualquier operador",
    byPlan: "Filtrar por plan",
    anyPlan: "Cualquier plan",
    createdBetween: "Creado entre",
    addedBetween: "Agregado entre",
  },
  dates: {
    today: "Hoy",
    yesterday: "Ayer",
    last7Days: "Últimos 7 días",
    last30Days: "Últimos 30 días",
    thisMonth: "Este mes",
    lastMonth: "Mes pasado",
    from: "Desde",
    to: "Hasta",
    fromOf: "{{label}}: desde",
    toOf: "{{label}}: hasta",
    format: "D MMM YYYY",
  },
  export: {
    button: "Exportar CSV",
    exporting_one: "Exportando… {{rows}} fila",
    exporting_other: "Exportando… {{rows}} filas",
    ready: "Exportación lista",
    rows_one: "{{rows}} fila",
    rows_other: "{{rows}} filas",
    failed: "No se pudo exportar",
    interrupted:
      "La exportación se detuvo a medias, así que no se guardó ningún archivo. Inténtelo de nuevo.",
  },
};
