import type { Translated } from "../types";
import type { forms as english } from "../en/forms";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const forms: Translated<typeof english> = {
  atLeast: "Como mínimo {{amount}}.",
  atMost: "Como máximo {{amount}}.",
  wholeNumber: "Un número entero de {{min}} a {{max}}.",
  money: {
    understood: "= {{amount}}",
    wrongMark: "Escriba los centavos después de una coma (15,50); el punto solo separa los miles (1.234,50).",
    tooManyDecimals: "Como máximo 2 decimales (centavos): 15,50.",
    tooLarge: "El importe es demasiado grande.",
    notAnAmount: "Ingrese un importe, por ejemplo 15,50.",
  },
  recordNotLoaded: "No se pudo cargar este registro.",
  firstName: "Nombre",
  lastName: "Apellido",
  enterFirstName: "Ingrese el nombre.",
  enterLastName: "Ingrese el apellido.",
  sayWhy: "Indique el motivo",
  carrierPlan: {
    chooseCarrier: "Elija el operador",
    chooseCarrierFirst: "Primero elija un operador.",
    choosePlan: "Elija el plan",
  },
  customer: {
    search: "Busque clientes por nombre, correo electrónico o teléfono",
    noneFound: "No se encontraron clientes",
    choose: "Elija el cliente.",
  },
  planOption: "{{name}} — {{price}}",
  assignCard: {
    card: "Tarjeta a cobrar",
    chooseCard: "Elija una tarjeta.",
    lastChargeFailed: "Su último cargo falló: {{problem}}",
    notePlaceholder: "Opcional: por qué esta tarjeta",
    chargesNow: "A la tarjeta que elija se le cobrarán {{amount}} en este momento.",
    chargeOk: "Cobrar {{amount}}",
    noChargeNow: "Ahora no se cobra nada.",
  },
  toggle: {
    reactivateLater: "Puede reactivarlo más adelante.",
    customersSeeAgain: "Los clientes volverán a verlo.",
    canSignInAgain: "Podrá volver a iniciar sesión.",
    deactivatePerson: "¿Desactivar a {{name}}?",
    reactivatePerson: "¿Reactivar a {{name}}?",
  },
};
