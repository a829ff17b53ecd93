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
  },
};
