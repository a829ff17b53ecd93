import type { Translated } from "../types";
import type { dashboard as english } from "../en/dashboard";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const dashboard: Translated<typeof english> = {
  label: "Panel de control",
  title: "Panel de control",
  range: "Período",
  ranges: { today: "Hoy", "7d": "7 días", "30d": "30 días" },
  asOf: "Al {{date}}, en la zona horaria de la empresa ({{zone}}).",
  between: "Del {{from}} al {{to}}, en la zona horaria de la empresa ({{zone}}).",
  loading: "Cargando el panel de control",
  fetchFailed: "No se pudo obtener el panel de control",
  figureLink: "{{title}}: {{value}}",
  figureLinkWithTag: "{{title}}: {{value}}, {{tag}}",
  percent: "{{value}} %",
  refillsIn: {
    today: "Recargas de hoy",
    "7d": "Recargas de los últimos 7 días",
    "30d": "Recargas de los últimos 30 días",
  },
  moneyIn: {
    today: "Dinero de hoy",
    "7d": "Dinero de los últimos 7 días",
    "30d": "Dinero de los últimos 30 días",
  },
  marginOn: {
    today: "Margen de las recargas de hoy",
    "7d": "Margen de las recargas de los últimos 7 días",
    "30d": "Margen de las recargas de los últimos 30 días",
  },
  noRefillsIn: {
    today: "Todavía no hay recargas hoy: los gráficos comienzan con la primera.",
    "7d": "Todavía no hay recargas en los últimos 7 días: los gráficos comienzan con la primera.",
    "30d": "Todavía no hay recargas en los últimos 30 días: los gráficos comienzan con la primera.",
  },
  figures: {
    refills: "Recargas",
    succeeded: "Exitosas",
    revenue: "Ventas de recargas",
    successRate: "Tasa de éxito",
    netRevenue: "Ingresos netos",
    netRevenueNote:
      "Lo que cobraron los cargos (recargas, alquileres, pagos y depósitos, con tarjeta y en efectivo) menos los " +
      "reembolsos hechos, cada uno el día en que se hizo: la exportación de los cargos de esos días suma lo mismo.",
    grossRevenue: "Ingresos brutos",
    fees: "Comisiones del procesador",
    feesNote:
      "Lo que cobró el procesador de pagos por los pagos con tarjeta de estos días (Stripe: de la transacción de saldo de cada pago).",
    refunds: "Reembolsos",
    marginRevenue: "Ingresos de las recargas",
    marginRevenueNote:
      "Lo que pagaron los clientes por estas recargas, menos lo que se les reembolsó (cuando fuera): la " +
      "exportación de las transacciones de esos días suma lo mismo.",
    topupCost: "Costo de las recargas",
    topupCostNote: "Lo que costaron las recargas en el proveedor de recargas, después de su descuento.",
    refillFees: "Comisiones de las recargas",
    grossMargin: "Margen bruto",
    grossMarginNote: "Ingresos menos el costo de las recargas menos las comisiones del procesador.",
    failed: "Fallidas",
    pending: "Pendientes",
    waiting: "En espera de una acción",
    inError: "Con error",
    actionRequired: "Acción requerida",
    disputesNeedingResponse: "Disputas que requieren respuesta",
    rentals: "Alquileres",
    goingOutToday: "Salen hoy",
    dueBackToday: "Se devuelven hoy",
    overdue: "Atrasados",
    automaticRefills: "Recargas automáticas",
    enrolledLines: "Líneas inscritas",
    autoDue7d: "En los próximos 7 días",
    autoSuspended: "Suspendidas",
    balancesDue: "Saldos pendientes",
    owingRentals_one: "{{formatted}} alquiler",
    owingRentals_other: "{{formatted}} alquileres",
    depositsHeld: "Depósitos retenidos",
    depositsHeldNote:
      "Depósitos que los clientes pagaron por sus alquileres y que la empresa aún conserva: todavía no se " +
      "aplicaron a lo que debe un alquiler ni se reembolsaron. Ninguna lista los muestra.",
  },
  charts: {
    daily: "Recargas e ingresos por día",
    perCarrier: "Ingresos por operador",
    succeeded: "Exitosas",
    failed: "Fallidas",
    pending: "Pendientes",
    revenue: "Ingresos",
  },
  tables: {
    dayByDay: "Día por día",
    noDays: "No hay días",
    day: "Día",
    byCarrier: "Por operador",
    noCarrier: "Ningún operador tuvo recargas",
    carrier: "Operador",
    refills: "Recargas",
    succeeded: "Exitosas",
    failed: "Fallidas",
    revenue: "Ingresos",
    cost: "Costo de las recargas",
    grossMargin: "Margen bruto",
  },
};
