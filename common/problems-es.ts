import type { ProblemWords } from "./problems";

/**
 * Why a payment, a refund, a top-up or a rental's provisioning did not go through, in Spanish (Latin-American, "usted"):
 * the panel's Spanish catalogue, the server's e-mails and texts and the phone menu read them from this one table.
 */
export const SPANISH_PROBLEM_WORDS: ProblemWords = {
  codes: {
    no_card: "No hay tarjeta que cobrar: el cliente debe agregar o elegir una tarjeta.",
    card_expired: "La tarjeta está vencida: el cliente debe agregar o elegir otra tarjeta.",
    card_declined: "Su tarjeta fue rechazada.",
    insufficient_funds: "Su tarjeta no tiene fondos suficientes.",
    expired_card: "Su tarjeta está vencida.",
    incorrect_cvc: "El código de seguridad de su tarjeta es incorrecto.",
    processing_error: "Hubo un error al procesar su tarjeta. Vuelva a intentarlo en un momento.",
    authentication_required: "Se requiere autenticación.",
    payment_canceled: "El pago fue cancelado.",
    payment_processing: "El pago todavía se está procesando.",
    processor_unreachable: "No se pudo contactar al procesador de pagos.",
    payment_failed: "El pago no se realizó.",
    authentication_failed: "La autenticación falló: su banco no confirmó el pago.",
    other_card_chosen: "Sin autenticar: se eligió otra tarjeta para esta recarga.",
    replaced: "Reemplazado por un pago con otra tarjeta.",
    payment_unconfirmed: "El procesador no confirmó el pago.",
    hold_lapsed: "La retención en la tarjeta venció o el banco la canceló.",
    refund_failed: "El reembolso falló.",
    refund_too_large: "El reembolso supera el monto no reembolsado del cobro.",
    topup_refused: "El operador rechazó la recarga.",
    topup_refunded: "El operador devolvió la recarga.",
    topup_reversed: "Revertida por el operador",
    operator_changed:
      "El número se pasó a otro operador: elija de nuevo el operador y el plan de la línea. No se cobró.",
    wallet_short: "El saldo de la billetera de recargas no alcanza para esta recarga.",
    no_operator: "El operador no tiene identificador en el proveedor de recargas.",
    no_country: "No se pudo saber el país del número por sus dígitos.",
    topup_processing: "El operador todavía está procesando la recarga.",
    topup_unreachable: "No se pudo contactar al proveedor de recargas.",
    topup_not_signed_in: "El proveedor de recargas no aceptó nuestras credenciales.",
    topup_failed: "La recarga no se realizó.",
    provisioning_failed: "La activación de la SIM falló en el operador.",
  },
  gaveUp: (text, tries) => `${text} (se dejó de intentar tras ${tries} intentos)`,
  nextTry: (text, at) => `${text} Próximo intento: ${at}.`,
  reference: (text, reference) => `${reference}: ${text}`,
};

/** Stripe's reasons for a dispute, in Spanish. */
export const SPANISH_DISPUTE_REASONS: Readonly<Record<string, string>> = {
  bank_cannot_process: "el banco no puede procesarlo",
  credit_not_processed: "no se hizo un reembolso prometido",
  customer_initiated: "el cliente lo pidió a su banco",
  debit_not_authorized: "el pago no fue autorizado",
  duplicate: "cobro duplicado",
  fraudulent: "fraude",
  general: "sin motivo indicado",
  incorrect_account_details: "datos de cuenta incorrectos",
  insufficient_funds: "fondos insuficientes",
  product_not_received: "servicio no recibido",
  product_unacceptable: "servicio distinto de lo descrito",
  subscription_canceled: "la suscripción fue cancelada",
  unrecognized: "el cliente no reconoce el cobro",
};
