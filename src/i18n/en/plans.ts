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
    cost: "Top-up cost",
    costHint:
      "What a top-up of this plan costs the company at the top-up provider, after its discount: the margin's cost when the provider does not say it.",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "plan",
    title: "Plans",
    consequence: "Customers will no longer be able to buy this plan.",
    created: "Plan added",
    updated: "Plan updated",
    deactivated: "Plan deactivated",
    reactivated: "Plan reactivated",
    fetchFailed: "Failed to fetch plans",
    saveFailed: "Failed to save plan",
    deactivateFailed: "Failed to deactivate plan",
    reactivateFailed: "Failed to reactivate plan",
    add: "Add plan",
    addFirst: "Add the first plan",
    edit: "Edit plan",
    noMatch: "No plan matches this search.",
    nothing: "No plans yet.",
    deactivateQuestion: "Deactivate plan “{{name}}”?",
    deactivateDescription: "Customers will no longer be able to buy this plan. You can reactivate it later.",
    reactivateQuestion: "Reactivate plan “{{name}}”?",
  },
};
