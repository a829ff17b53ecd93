import type { Translated } from "../types";
import type { cards as english } from "../en/cards";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const cards: Translated<typeof english> = {
  label: "Tarjetas",
  add: {
    title: "Agregar una tarjeta",
    ok: "Guardar tarjeta",
    number: "Número de tarjeta",
    numberRequired: "Ingrese el número de la tarjeta.",
    digitsOnly: "Use solo dígitos.",
    numberLooksWrong: "Este número no parece correcto. Revise si tiene un error de escritura.",
    month: "Mes de vencimiento",
    monthRequired: "Elija el mes.",
    monthPlaceholder: "MM",
    year: "Año de vencimiento",
    yearRequired: "Elija el año.",
    yearPlaceholder: "AAAA",
    cvc: "CVC",
    cvcRequired: "Ingrese el CVC.",
    cvcDigits: "3 dígitos (4 en American Express).",
    keptWithStripe:
      "Los datos de su tarjeta van directamente a Stripe. Solo guardamos la marca, los últimos cuatro dígitos y la fecha de vencimiento de la tarjeta.",
    kept: "Solo guardamos la marca, los últimos cuatro dígitos y la fecha de vencimiento de la tarjeta.",
  },
  stripe: {
    card: "Tarjeta",
    tooSlow: "Stripe.js tardó demasiado en cargar",
    notAvailable: "Stripe.js no está disponible aquí",
  },
  list: {
    title: "Tarjetas",
    addCard: "Agregar tarjeta",
    nothing: "Todavía no tiene tarjetas guardadas. Agregue una tarjeta para pagar sus recargas.",
    card: "Tarjeta",
    expires: "Vence",
    added: "Agregada",
    actions: "Acciones",
    default: "Predeterminada",
    expired: "Vencida",
    makeDefault: "Hacer predeterminada",
    makeDefaultLabel: "Hacer de {{card}} la tarjeta predeterminada",
    remove: "Quitar",
    removeDefault:
      "Es su tarjeta predeterminada: su otra tarjeta más reciente pasará a ser la predeterminada.",
    removeOther: "Los pagos anteriores la seguirán mostrando.",
    staffHint:
      "Los clientes agregan y quitan sus propias tarjetas. El personal solo ve la marca, los últimos cuatro dígitos y el vencimiento.",
    customer: "Cliente",
    chooseCustomer: "Elija un cliente para ver sus tarjetas guardadas.",
    customerHasNone: "Este cliente no tiene tarjetas guardadas.",
  },
  field: {
    card: "Tarjeta",
    required: "Elija una tarjeta.",
    placeholder: "Elija una tarjeta",
    defaultOption: "{{card}} (predeterminada)",
    noneSaved: "No hay tarjetas guardadas",
    addCard: "Agregar tarjeta",
    customerHasNone: "Este cliente no tiene una tarjeta a la cual cobrar.",
  },
};
