import { SPANISH_VALUE_WORDS } from "../../common/labels-es";
import { disputeReasonText } from "../../common/problems";
import { SPANISH_DISPUTE_REASONS, SPANISH_PROBLEM_WORDS } from "../../common/problems-es";
import { spokenDigits, type Catalogue } from "./en";
import { formatPhone } from "../../common/phone";
import { text } from "./notices";
import { passwordNotices } from "./password-notices";

/**
 * The server's Spanish words (Latin-American, "usted"): every key of ./en.ts. The phone menu speaks them with
 * Twilio's `language="es-MX"`.
 */

/**
 * The messages a refill placed by phone may fail with (the API's own, docs/api-conventions.md, and the payment processors'),
 * in Spanish; any other is replaced by an invitation to contact the company rather than read in English.
 */
const REASONS: Record<string, string> = {
  "This phone number is not active.": "Este número de teléfono no está activo.",
  "This plan is not active.": "Este plan no está activo.",
  "This plan is not offered by the phone number's carrier.":
    "La compañía telefónica de este número no ofrece este plan.",
  "This card does not belong to the phone number's owner.":
    "Esta tarjeta no pertenece al titular del número de teléfono.",
  "This card was removed. Choose another card.": "Esta tarjeta fue eliminada. Elija otra tarjeta.",
  "This card has expired. Choose another card.": "Esta tarjeta está vencida. Elija otra tarjeta.",
  "Your card was declined.": "Su tarjeta fue rechazada.",
  "Your card has expired.": "Su tarjeta está vencida.",
  "Authentication required.": "Se requiere autenticación.",
  "Authentication failed: your bank did not confirm the payment.":
    "La autenticación falló: su banco no confirmó el pago.",
  "The payment processor could not be reached.": "No pudimos comunicarnos con el procesador de pagos.",
};
const CONTACT_US = "Por favor, comuníquese con nosotros.";

const mail: Catalogue["mail"] = {
  hello: (firstName) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  reset: {
    subject: "Restablezca su contraseña",
    before: [
      "Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva:",
    ],
    action: "Elegir una nueva contraseña",
    after: [
      "El enlace sirve una sola vez y durante una hora. Si usted no lo pidió, ignore este mensaje: su contraseña no cambiará.",
    ],
  },
  invite: {
    subject: (company) => `Invitación para unirse a ${company}`,
    before: (inviter, company, owner) => [
      `${inviter} le envió una invitación para unirse al panel de administración de ${company} como ${owner ? "propietario" : "miembro del equipo"}.`,
      "Abra este enlace para elegir su contraseña y luego inicie sesión con esta dirección de correo electrónico:",
    ],
    action: "Aceptar la invitación",
  },
  welcome: {
    subject: (company) => `Su cuenta de ${company}`,
    before: (company) => [
      `${company} le abrió una cuenta, donde puede recargar su teléfono, alquilar un equipo y consultar su historial.`,
      "Abra este enlace para elegir su contraseña:",
    ],
    action: "Elegir mi contraseña",
  },
  pin: {
    subject: "Elija un PIN nuevo",
    before: [
      "Puede iniciar sesión con su número de teléfono y un PIN. Abra este enlace para elegir un PIN nuevo; solo usted lo conocerá:",
    ],
    action: "Elegir un PIN nuevo",
    after: [
      "El enlace sirve una sola vez y durante 24 horas. Si usted no lo pidió, ignore este mensaje: su PIN no cambiará.",
    ],
  },
  setPasswordAfter: [
    'El enlace sirve una sola vez y durante 7 días. Después, use "¿Olvidó su contraseña?" en la página de inicio de sesión.',
  ],
};

export const es: Catalogue = {
  mail,

  say: {
    welcome: (company) => `Bienvenido a ${company}.`,
    askLine: "Por favor, marque el número de teléfono que desea recargar, seguido de la tecla de numeral.",
    unknownLine: "No encontramos ese número de teléfono.",
    askPin: "Por favor, marque su PIN, seguido de la tecla de numeral.",
    wrongPin: "Ese PIN no es correcto.",
    throttled: "Hubo demasiados intentos para esta línea. Por favor, vuelva a llamar más tarde.",
    menu: "Para recargar esta línea con su plan, oprima 1. Para escuchar el estado de su última recarga, oprima 2. Para escuchar estas opciones de nuevo, oprima 9.",
    badKey: "Lo sentimos, esa no es una de las opciones.",
    silence: "No escuchamos ninguna respuesta.",
    tooMany: "Lo sentimos, esta vez no pudimos ayudarle.",
    goodbye: "Adiós.",
    noPlan: "Esta línea no tiene un plan activo para recargar. Por favor, comuníquese con nosotros.",
    noCard:
      "No tiene una tarjeta predeterminada. Por favor, agregue una tarjeta en nuestro sitio web y vuelva a llamar.",
    confirm: (number, plan, amount) =>
      `Para recargar el número ${spokenDigits(number)} con el plan ${plan}, por ${amount}, con cargo a su tarjeta predeterminada, oprima 1. Para regresar, oprima cualquier otra tecla.`,
    cancelled: "La recarga no se realizó.",
    placed: "Su recarga se está procesando. Por favor, espere.",
    notPlaced: (reason) => `No se pudo realizar la recarga. ${reason}`,
    succeeded: (amount) => `Su recarga de ${amount} se realizó con éxito. Gracias.`,
    failed: (amount, reason) => `Su recarga de ${amount} no se completó. ${reason}`.trim(),
    stillRunning: "Su recarga todavía se está procesando. Oprima 2 más tarde para saber cómo terminó.",
    noRefill: "Esta línea todavía no tiene recargas.",
    last: (amount, status) => `Su última recarga, de ${amount}, ${status}`,
  },

  status: {
    in_queue: "está en espera de ser procesada.",
    in_progress: "se está procesando.",
    success: "se realizó con éxito.",
    resolved: "fue cerrada por nuestro personal.",
    error: "no se completó.",
    action_required: "requiere su atención. Por favor, comuníquese con nosotros.",
  },

  reason: (message) => (message ? (REASONS[message] ?? CONTACT_US) : ""),

  values: SPANISH_VALUE_WORDS,
  problems: SPANISH_PROBLEM_WORDS,

  csv: {
    headers: {
      transaction: "Transacción",
      rental: "Alquiler",
      charge: "Cargo",
      created: "Creado",
      customer: "Cliente",
      email: "Correo electrónico",
      name: "Nombre",
      number: "Número",
      carrier: "Operador",
      plan: "Plan",
      amount: "Monto",
      trigger: "Origen",
      status: "Estado",
      card: "Tarjeta",
      paymentError: "Error de pago",
      paymentErrorCode: "Código del error de pago",
      paymentErrorDetails: "Detalles del error de pago",
      refillError: "Error de recarga",
      refillErrorCode: "Código del error de recarga",
      refillErrorDetails: "Detalles del error de recarga",
      carrierReference: "Referencia del operador",
      completed: "Completada",
      note: "Nota",
      device: "Equipo",
      country: "País",
      start: "Inicio",
      end: "Fin",
      days: "Días",
      booked: "Días reservados",
      extensions: "Ampliaciones",
      extraDays: "Días de más",
      adjustments: "Ajustes",
      rent: "Importe del alquiler",
      tax: "Impuesto",
      deposit: "Depósito",
      depositApplied: "Depósito aplicado",
      depositUnpaid: "Depósito no pagado",
      depositRefunded: "Depósito devuelto",
      totalDue: "Total a pagar",
      received: "Recibido",
      refunded: "Reembolsado",
      paid: "Pagado",
      balance: "Saldo",
      pickedUp: "Recogido",
      returned: "Devuelto",
      kind: "Tipo",
      method: "Medio",
      for: "Por",
      failure: "Motivo del fallo",
      failureCode: "Código del fallo",
      failureDetails: "Detalles del fallo",
      phoneNumbers: "Números de teléfono",
      scheduledRefills: "Recargas programadas",
      lastSignIn: "Último inicio de sesión",
    },
    active: "Activo",
    deactivated: "Desactivado",
    transactionNumber: (id) => `Transacción n.º ${id}`,
    rentalNumber: (id) => `Alquiler n.º ${id}`,
    refundedTo: (card) => `Reembolsado a ${card}`,
    refundedInCash: "Reembolsado en efectivo",
    theCard: "la tarjeta",
    laterRefunded: (method) => `${method}, reembolsado`,
  },

  notices: {
    ...passwordNotices(mail),
    dispute_opened: {
      email: (p, f) => ({
        subject: `Un cliente disputó un cargo de ${f.money(p.amount)}`,
        lines: [
          `${text(p.customer)} disputó con su banco un cargo de ${f.money(p.amount)} (motivo: ${disputeReasonText(SPANISH_DISPUTE_REASONS, text(p.reason))}).`,
          p.due
            ? `Envíe las pruebas desde Disputas en el panel antes del ${f.day(p.due)}, o el dinero se pierde.`
            : "Abra Disputas en el panel para verla.",
          "Los reembolsos de este cargo se rechazan y las recargas programadas del cliente se pausan hasta que la disputa se cierre.",
        ],
      }),
    },
    wallet_low: {
      email: (p, f) => ({
        subject: `El saldo para recargas está bajo: ${f.money(p.balance)}`,
        lines: [
          `El saldo prepagado con el proveedor de recargas es ${f.money(p.balance)}, por debajo de su límite de ${f.money(p.threshold)}.`,
          "Las recargas que no alcanza a cubrir esperan en la cola sin cobrarle al cliente, y se envían solas cuando se agregan fondos.",
          "Agregue fondos con el proveedor de recargas para que las recargas sigan.",
        ],
      }),
    },
    refill_receipt: {
      email: (p, f) => ({
        subject: `La recarga de ${formatPhone(text(p.line))} está hecha`,
        lines: [
          `${f.company} recargó ${formatPhone(text(p.line))} con ${text(p.plan)} y cobró ${f.money(p.amount)}.`,
          p.day ? `Su servicio ahora termina el ${f.day(p.day)}.` : "",
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: ${formatPhone(text(p.line))} recargado, ${f.money(p.amount)} cobrados.` +
        (p.day ? ` El servicio termina el ${f.day(p.day)}.` : ""),
    },
  },
};
