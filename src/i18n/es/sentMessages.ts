import type { Translated } from "../types";
import type { sentMessages as english } from "../en/sentMessages";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const sentMessages: Translated<typeof english> = {
  label: "Mensajes",
  fetchFailed: "No se pudieron cargar los mensajes",
  kind: {
    password_reset: "Restablecer contraseña",
    member_invite: "Invitación",
    customer_welcome: "Bienvenida",
    pin_reset: "Restablecer PIN",
    dispute_opened: "Disputa abierta",
    wallet_low: "Saldo de recargas bajo",
    refill_receipt: "Recibo de recarga",
    rental_pickup_reminder: "Recordatorio de recogida",
    rental_return_reminder: "Recordatorio de devolución",
    rental_overdue: "Alquiler vencido",
    refill_failed: "Recarga fallida",
    refill_reversed: "Recarga revertida",
    autorefill_upcoming: "Próxima recarga automática",
    autorefill_enrolled: "Recarga automática activada",
    autorefill_cancelled: "Recarga automática cancelada",
  },
  channel: {
    email: "Correo electrónico",
    sms: "Mensaje de texto",
  },
  status: {
    queued: "En cola",
    sending: "Enviándose",
    sent: "Enviado",
    delivered: "Entregado",
    failed: "Fallido",
  },
  filters: {
    kind: "Filtrar por tipo",
    anyKind: "Cualquier tipo",
    channel: "Filtrar por canal",
    anyChannel: "Correo o texto",
    status: "Filtrar por estado",
    anyStatus: "Cualquier estado",
    sentBetween: "Escritos entre",
  },
  list: {
    title: "Mensajes",
    nothing: "Todavía no hay mensajes.",
    noMatch: "Ningún mensaje coincide con estos filtros.",
    columns: {
      date: "Fecha",
      kind: "Tipo",
      to: "Para",
      message: "Mensaje",
      status: "Estado",
    },
    sentAt: "Enviado {{at}}",
    deliveredAt: "Entregado {{at}}",
    triedTimes: "Intentado {{count}} veces:",
  },
};
