import type { ValueWords } from "./labels";

/**
 * The enumerated values in Spanish (Latin-American): the panel's Spanish catalogue shows them and the
 * server's exports write them, from this one table.
 */
export const SPANISH_VALUE_WORDS: ValueWords = {
  transactionStatus: {
    in_queue: "En cola",
    in_progress: "En curso",
    success: "Exitosa",
    resolved: "Resuelta",
    error: "Error",
    action_required: "Requiere acción",
  },
  transactionTrigger: {
    manual: "Recargar ahora",
    scheduled: "Programada",
    ivr: "Menú telefónico",
    sms: "Mensaje de texto",
  },
  rentalStatus: {
    preorder: "Reserva",
    ready_for_pickup: "Listo para recoger",
    picked_up: "Recogido",
    returned: "Devuelto",
    error: "Error",
    resolved: "Resuelto",
  },
  rentalTrigger: { manual: "Alquilar ahora", member: "Por el personal" },
  deviceKind: { phone: "Teléfono", hotspot: "Punto de acceso", sim: "Tarjeta SIM" },
  chargeKind: {
    refill: "Recarga",
    rental: "Alquiler",
    rental_payment: "Pago de alquiler",
    deposit: "Depósito",
    refund: "Reembolso",
  },
  chargeStatus: {
    pending: "Pendiente",
    succeeded: "Exitoso",
    failed: "Fallido",
    refunded: "Reembolsado",
  },
  chargeMethod: { card: "Tarjeta", cash: "Efectivo" },
};
