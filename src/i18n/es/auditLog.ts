import type { Translated } from "../types";
import type { auditLog as english } from "../en/auditLog";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const auditLog: Translated<typeof english> = {
  label: "Registro de auditoría",
  filters: {
    search: "Quién: nombre o correo electrónico",
    recordType: "Tipo de registro",
    anyRecord: "Cualquier registro",
    recordNumber: "Número de registro",
    recordNumberPlaceholder: "Registro n.º",
    between: "Entre",
  },
  list: {
    title: "Registro de auditoría",
    nothing: "Todavía no se ha registrado nada.",
    noMatch: "Ninguna entrada coincide con estos filtros.",
    when: "Cuándo",
    who: "Quién",
    action: "Acción",
    record: "Registro",
    details: "Detalles",
    numbered: "{{label}} n.º {{id}}",
    memberNumbered: "Miembro del equipo n.º {{id}}",
    viewingAs: "Viendo como",
  },
  objects: {
    transaction: "Transacción",
    rental: "Alquiler",
    charge: "Cargo",
    customer: "Cliente",
    member: "Miembro del equipo",
    phone_number: "Número de teléfono",
    scheduled_refill: "Recarga programada",
    carrier: "Operador",
    plan: "Plan",
    device: "Equipo",
    country: "País",
    company: "Configuración de la empresa",
    user: "Visto como cliente",
    hijack_write: "Cambio mientras se veía como cliente",
  },
};
