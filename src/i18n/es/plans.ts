import type { Translated } from "../types";
import type { plans as english } from "../en/plans";

/** Spanish texts of this area: every key of the English one (src/i18n/README.md). */
export const plans: Translated<typeof english> = {
  label: "Planes",
  search: "Buscar planes por nombre o descripción",
  table: {
    title: "Planes",
    add: "Agregar plan",
    addFirst: "Agregar el primer plan",
    noMatch: "Ningún plan coincide con esta búsqueda.",
    nothing: "Este operador todavía no tiene planes.",
    plan: "Plan",
    price: "Precio",
    validity: "Vigencia",
    days_one: "{{count}} día",
    days_other: "{{count}} días",
    providerProductId: "ID del producto en el proveedor",
  },
  form: {
    nameRequired: "Ingrese el nombre del plan.",
    namePlaceholder: "p. ej. Ilimitado 30 días",
    description: "Descripción",
    descriptionPlaceholder: "Lo que recibe el cliente: minutos, mensajes, datos…",
    price: "Precio",
    priceRequired: "Ingrese el precio.",
    priceRange: "De {{min}} a {{max}}.",
    validity: "Vigencia (días)",
    validityRequired: "Ingrese cuántos días dura el plan.",
    providerProductId: "ID del producto en el proveedor",
    providerProductIdHint: "El ID del producto en el proveedor de recargas.",
    cost: "Costo de la recarga",
    costHint:
      "Lo que le cuesta a la empresa una recarga de este plan en el proveedor de recargas, después de su descuento: el costo del margen cuando el proveedor no lo dice.",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "plan",
    title: "Planes",
    consequence: "Los clientes ya no podrán comprar este plan.",
    created: "Plan agregado",
    updated: "Plan actualizado",
    deactivated: "Plan desactivado",
    reactivated: "Plan reactivado",
    fetchFailed: "No se pudieron cargar los planes",
    saveFailed: "No se pudo guardar el plan",
    deactivateFailed: "No se pudo desactivar el plan",
    reactivateFailed: "No se pudo reactivar el plan",
    add: "Agregar plan",
    addFirst: "Agregar el primer plan",
    edit: "Editar plan",
    noMatch: "Ningún plan coincide con esta búsqueda.",
    nothing: "Todavía no hay planes.",
    deactivateQuestion: "¿Desactivar el plan “{{name}}”?",
    deactivateDescription: "Los clientes ya no podrán comprar este plan. Puede reactivarlo más adelante.",
    reactivateQuestion: "¿Reactivar el plan “{{name}}”?",
  },
};
