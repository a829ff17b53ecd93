/** English texts of this area (src/i18n/README.md): the form kit (src/components/forms/, pickers, field rules). */
export const forms = {
  atLeast: "At least {{amount}}.",
  atMost: "At most {{amount}}.",
  wholeNumber: "A whole number from {{min}} to {{max}}.",
  recordNotLoaded: "This record could not be loaded.",
  firstName: "First name",
  lastName: "Last name",
  enterFirstName: "Enter the first name.",
  enterLastName: "Enter the last name.",
  sayWhy: "Say why",
  carrierPlan: {
    chooseCarrier: "Choose the carrier",
    chooseCarrierFirst: "Choose a carrier first.",
    choosePlan: "Choose the plan",
  },
  customer: {
    search: "Search customers by name, e-mail or phone",
    noneFound: "No customers found",
    choose: "Choose the customer.",
  },
  /** a plan in a select: "Unlimited 30 — $25.00" */
  planOption: "{{name}} — {{price}}",
  assignCard: {
    card: "Card to charge",
    chooseCard: "Choose a card.",
    lastChargeFailed: "Its last charge failed: {{problem}}",
    notePlaceholder: "Optional: why this card",
    chargesNow: "The card you choose is charged {{amount}} at once.",
    chargeOk: "Charge {{amount}}",
    noChargeNow: "Nothing is charged now.",
  },
  toggle: {
    reactivateLater: "You can reactivate them later.",
    customersSeeAgain: "Customers will see it again.",
    canSignInAgain: "They will be able to sign in again.",
    deactivatePerson: "Deactivate {{name}}?",
    reactivatePerson: "Reactivate {{name}}?",
  },
};
