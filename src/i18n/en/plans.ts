/** English texts of this area (src/i18n/README.md). */
export const plans = {
  /** the resource's name */
  label: "Plans",
  search: "Search plans by name or description",
  /** a carrier's plans, on its page */
  table: {
    title: "Plans",
    add: "Add plan",
    addFirst: "Add the first plan",
    noMatch: "No plan matches this search.",
    nothing: "This carrier has no plans yet.",
    plan: "Plan",
    price: "Price",
    validity: "Validity",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    providerProductId: "Provider product id",
  },
  /** the add/edit dialog */
  form: {
    nameRequired: "Enter the plan's name.",
    namePlaceholder: "e.g. Unlimited 30 days",
    description: "Description",
    descriptionPlaceholder: "What the customer gets: minutes, texts, data…",
    price: "Price",
    priceRequired: "Enter the price.",
    priceRange: "From {{min}} to {{max}}.",
    validity: "Validity (days)",
    validityRequired: "Enter how many days the plan lasts.",
    providerProductId: "Provider product id",
    providerProductIdHint: "The product's id at the top-up provider.",
  },
};
