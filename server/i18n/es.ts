import { SPANISH_VALUE_WORDS } from "../../common/labels-es";
import { disputeReasonText } from "../../common/problems";
import { SPANISH_DISPUTE_REASONS, SPANISH_PROBLEM_WORDS } from "../../common/problems-es";
import { spokenDigits, type Catalogue } from "./en";
import { formatPhone } from "../../common/phone";
import { capitalized, text } from "./notices";
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
    menu: "Para recargar esta línea con su plan, oprima 1. Para escuchar el estado de su última recarga, oprima 2. Para cancelar la recarga automática de esta línea, oprima 3. Para escuchar estas opciones de nuevo, oprima 9.",
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
    noAutoRefill: "Esta línea no tiene recarga automática.",
    confirmCancelAuto: (number, plan) =>
      `Para cancelar la recarga automática del número ${spokenDigits(number)} con el plan ${plan}, oprima 1. Para conservarla, oprima cualquier otra tecla.`,
    autoRefillCancelled:
      "Su recarga automática quedó cancelada. No se volverá a cobrar a su tarjeta por ella.",
    autoRefillKept: "Su recarga automática no cambió.",
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
      refillRevenue: "Ingresos",
      topupCost: "Costo de la recarga",
      processorFees: "Comisiones del procesador",
      grossMargin: "Margen bruto",
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
      fees: "Cargos",
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
      fee: "Comisión",
      net: "Neto",
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

  inbound: {
    stopped: (company) =>
      `${company}: se dio de baja y no recibirá más mensajes nuestros. Envíe START para recibirlos de nuevo.`,
    started: (company) =>
      `${company}: volverá a recibir nuestros mensajes. Envíe AYUDA para ayuda, ALTO para dejarlos.`,
    help: (company, contact) =>
      `${company}: mensajes de recargas y alquileres.${contact ? ` ${contact}.` : ""} Envíe ALTO para dejarlos.`,
    contact: (phone, email) =>
      capitalized([phone && `llame al ${phone}`, email && `escriba a ${email}`].filter(Boolean).join(" o ")),
    unknown: (company) =>
      `${company}: envíe RECARGA para recargar una línea, AYUDA para ayuda o ALTO para dejar nuestros mensajes.`,
    notSignedUp: (company) =>
      `${company}: este número no está inscrito para mensajes. Indíquelo en su perfil en línea y envíe RECARGA.`,
    noLines: (company) => `${company}: no tiene ninguna línea activa para recargar.`,
    noPlan: (company, line) =>
      `${company}: ${line} no tiene un plan para recargar por mensaje. Recárguela una vez en línea y envíe RECARGA.`,
    noCard: (company) =>
      `${company}: no tiene ninguna tarjeta guardada. Agregue una en línea y envíe RECARGA.`,
    offer: (company, line, plan, amount, card) =>
      `${company}: ¿recargar ${line} con ${plan} por ${amount} con ${card}? Responda SÍ en 10 minutos.`,
    choose: (company, lines) => `${company}: ¿qué línea? ${lines}. Responda con su número.`,
    badChoice: (count) => `Responda con un número del 1 al ${count}, o envíe RECARGA para empezar de nuevo.`,
    queued: (company, line) =>
      `${company}: la recarga de ${line} está en camino. El recibo le llegará por mensaje.`,
    expired: (company) => `${company}: esa oferta venció. Envíe RECARGA para empezar de nuevo.`,
    notPlaced: (company, reason) => `${company}: no se pudo hacer la recarga. ${reason}`.trim(),
    tooMany: (company) => `${company}: demasiados intentos. Inténtelo más tarde.`,
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
    rental_pickup_reminder: {
      email: (p, f) => ({
        subject: `Su alquiler de ${text(p.device)} empieza mañana`,
        lines: [
          `Alquiler #${text(p.rental)}: su ${text(p.device)} estará listo para recoger el ${f.day(p.day)}.`,
          `Traiga la tarjeta con la que reservó. Para cambiar las fechas, comuníquese con ${f.company}.`,
        ],
      }),
      sms: (p, f) =>
        `${f.company}: recoja su ${text(p.device)} mañana, ${f.day(p.day)} (alquiler #${text(p.rental)}).`,
    },
    rental_return_reminder: {
      email: (p, f) => ({
        subject: `Su ${text(p.device)} se devuelve mañana`,
        lines: [
          `El alquiler #${text(p.rental)} termina el ${f.day(p.day)}: devuelva el ${text(p.device)} ese día.`,
          `Cada día de retraso se cobra como un día más. Para quedárselo más tiempo, comuníquese con ${f.company} antes.`,
        ],
      }),
      sms: (p, f) =>
        `${f.company}: su ${text(p.device)} se devuelve mañana, ${f.day(p.day)} (alquiler #${text(p.rental)}).`,
    },
    rental_overdue: {
      email: (p, f) => ({
        subject: `Su ${text(p.device)} debía devolverse el ${f.day(p.day)}`,
        lines: [
          `El alquiler #${text(p.rental)} terminó el ${f.day(p.day)}, hace ${Number(p.late) === 1 ? "1 día" : `${text(p.late)} días`}. Devuelva el ${text(p.device)} lo antes posible.`,
          "Cada día de retraso se cobra como un día más.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: su ${text(p.device)} debía devolverse el ${f.day(p.day)}. Devuélvalo lo antes posible (alquiler #${text(p.rental)}).`,
    },
    refill_failed: {
      email: (p, f) => ({
        subject: `No pudimos recargar ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} no pudo cobrar ${f.money(p.amount)} a ${text(p.card) || "su tarjeta"} por ${text(p.plan)} en ${formatPhone(text(p.line))}${p.reason ? `: ${text(p.reason)}` : "."}`,
          p.authenticate
            ? "Su banco le pide confirmar este pago. Abra el enlace para confirmarlo o elija otra tarjeta."
            : "Las recargas automáticas de esta línea están en pausa. Pague esta recarga o elija otra tarjeta y vuelven a empezar.",
        ],
        action: { label: "Pagar la recarga" },
      }),
      sms: (p, f) =>
        p.authenticate
          ? `${f.company}: su banco le pide confirmar la recarga de ${formatPhone(text(p.line))} (${f.money(p.amount)}). Confírmela aquí: {link}`
          : `${f.company}: no pudimos recargar ${formatPhone(text(p.line))} (${f.money(p.amount)}). Las recargas automáticas están en pausa. Pague aquí: {link}`,
    },
    refill_reversed: {
      email: (p, f) => ({
        subject: `La recarga de ${formatPhone(text(p.line))} fue revertida`,
        lines: [
          `El operador revirtió la recarga de ${text(p.plan)} en ${formatPhone(text(p.line))} (${f.money(p.amount)}).`,
          p.day ? `Su servicio ahora termina el ${f.day(p.day)}.` : "",
          `${f.company} volverá a recargar la línea o le devolverá el pago. Contacte a ${f.company} si tiene alguna pregunta.`,
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: el operador revirtió la recarga de ${formatPhone(text(p.line))} (${f.money(p.amount)}).` +
        (p.day ? ` El servicio termina el ${f.day(p.day)}.` : "") +
        " La volveremos a recargar o le devolveremos el pago.",
    },
    autorefill_upcoming: {
      email: (p, f) => ({
        subject: `${formatPhone(text(p.line))} se recarga automáticamente el ${f.day(p.day)}`,
        lines: [
          `Su plan en ${formatPhone(text(p.line))} termina el ${f.day(p.ends)}. El ${f.day(p.day)} ${f.company} lo recargará con ${text(p.plan)} y cobrará ${f.money(p.amount)} a ${text(p.card) || "su tarjeta"}.`,
          "Si le parece bien, no tiene que hacer nada. Para cancelar, inicie sesión y desactive la recarga automática en Recargas programadas, o llámenos.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: ${formatPhone(text(p.line))} se recarga automáticamente el ${f.day(p.day)}, ${f.money(p.amount)} a ${text(p.card) || "su tarjeta"}. Para cancelar, inicie sesión o llámenos.`,
    },
    autorefill_enrolled: {
      email: (p, f) => ({
        subject: `Las recargas automáticas están activadas para ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} recargará ${formatPhone(text(p.line))} con ${text(p.plan)} y cobrará ${f.money(p.amount)} a ${text(p.card) || "su tarjeta"} ${Number(p.days_before) > 0 ? `${text(p.days_before)} día(s) antes` : "el mismo día"} cada vez que el plan termine.`,
          p.day
            ? `La próxima recarga es el ${f.day(p.day)}. Le escribimos 3 días antes de cada cobro.`
            : "Le escribimos 3 días antes de cada cobro.",
          "Puede cancelar cuando quiera: inicie sesión y desactive la recarga automática en Recargas programadas, o llámenos.",
        ],
      }),
      sms: (p, f) =>
        `${f.company}: recargas automáticas activadas para ${formatPhone(text(p.line))}, ${f.money(p.amount)} cuando el plan termine. Cancele cuando quiera: inicie sesión o llámenos.`,
    },
    autorefill_cancelled: {
      email: (p, f) => ({
        subject: `Las recargas automáticas están desactivadas para ${formatPhone(text(p.line))}`,
        lines: [
          `${f.company} ya no recargará ${formatPhone(text(p.line))} automáticamente. No se cobrará nada más por ella.`,
          p.ends ? `Su servicio termina el ${f.day(p.ends)} si no recarga.` : "",
        ].filter(Boolean),
      }),
      sms: (p, f) =>
        `${f.company}: recargas automáticas desactivadas para ${formatPhone(text(p.line))}. No se cobrará nada más.`,
    },
  },
};
