import type { Translated } from "../types";
import type { refillNow as english } from "../en/refillNow";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const refillNow: Translated<typeof english> = {
  menu: "Recargar ahora",
  title: "Recargar ahora",
  summary: "Resumen",
  line: "Línea",
  carrier: "Operador",
  plan: "Plan",
  amount: "Importe",
  choose: "Elija una línea y un plan para ver el importe.",
  phoneNumber: "Número de teléfono",
  phoneNumberRequired: "Elija la línea que desea recargar.",
  customerFirst: "Elija primero el cliente",
  chooseLine: "Elija una línea",
  noPhoneNumbers: "No hay números de teléfono",
  customerHasNoLine: "Este cliente no tiene ningún número de teléfono activo.",
  addPhoneNumber: "Primero agregue un número de teléfono.",
  planRequired: "Elija un plan.",
  plansOf: "Planes de {{carrier}}",
  plansOfLineCarrier: "Planes del operador de la línea",
  choosePlan: "Elija un plan",
  pay: "Pagar {{amount}} y recargar",
  refill: "Recargar",
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    queued: "Recarga en cola",
    failed: "No se pudo hacer la recarga",
  },
  autoRefill: "Recargar automáticamente cuando mi plan termine",
  autoRefillStaff: "Recargar automáticamente cuando el plan termine (el cliente aceptó)",
  autoEnrolled: "Las recargas automáticas están activadas",
  autoFailed: "No se pudieron activar las recargas automáticas",
};
