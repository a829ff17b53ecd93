/** English texts of this area (src/i18n/README.md). */
export const fees = {
  menu: "Fees",
  search: "Search by name",
  allKinds: "All kinds",
  kind: {
    late_return: "Late return",
    lost_device: "Lost device",
    damage: "Damage",
    missing_accessory: "Missing accessory",
  },
  list: {
    kind: "Kind",
    amount: "Amount",
    /** "$5.00 per day late" */
    perDayLate: "{{amount}} per day late",
    tax: "Tax",
    taxed: "Taxed",
    untaxed: "No tax",
  },
  form: {
    kind: "Kind",
    kindRequired: "Choose the kind of fee.",
    nameRequired: "Enter the fee's name.",
    namePlaceholder: "Cracked screen",
    amount: "Amount",
    amountRequired: "Enter the amount.",
    amountExtra: "A late return's amount is charged for each day past the end date.",
    taxable: "Add the company's tax",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "fee",
    title: "Fees",
    consequence: "Staff will no longer be able to add this fee at a return; rentals that have it keep it.",
    created: "Fee added",
    updated: "Fee updated",
    deactivated: "Fee deactivated",
    reactivated: "Fee reactivated",
    fetchFailed: "Failed to fetch fees",
    saveFailed: "Failed to save fee",
    deactivateFailed: "Failed to deactivate fee",
    reactivateFailed: "Failed to reactivate fee",
    add: "Add fee",
    addFirst: "Add the first fee",
    edit: "Edit fee",
    noMatch: "No fee matches this search.",
    nothing: "No fees yet.",
    deactivateQuestion: "Deactivate fee “{{name}}”?",
    deactivateDescription:
      "Staff will no longer be able to add this fee at a return; rentals that have it keep it. You can reactivate it later.",
    reactivateQuestion: "Reactivate fee “{{name}}”?",
  },
};
