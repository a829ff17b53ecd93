/** English texts of this area (src/i18n/README.md): the form kit (src/components/forms/, pickers, field rules). */
export const forms = {
  atLeast: "At least {{amount}}.",
  atMost: "At most {{amount}}.",
  wholeNumber: "A whole number from {{min}} to {{max}}.",
  /** the money input (src/components/forms/MoneyInput.tsx): English writes cents after a point */
  money: {
    /** beside a typed amount, what it was read as: "= $1,234.50" */
    understood: "= {{amount}}",
    wrongMark: "Write cents after a point (15.50); a comma only separates thousands (1,234.50).",
    tooManyDecimals: "At most 2 decimals (cents): 15.50.",
    tooLarge: "That amount is too large.",
    notAnAmount: "Enter an amount, such as 15.50.",
  },
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
