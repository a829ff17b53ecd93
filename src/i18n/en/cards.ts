/** English texts of this area (src/i18n/README.md). */
export const cards = {
  /** the menu's and the resource's name */
  label: "Cards",
  /** the Add-card dialog */
  add: {
    title: "Add a card",
    ok: "Save card",
    number: "Card number",
    numberRequired: "Enter the card number.",
    digitsOnly: "Use digits only.",
    numberLooksWrong: "This number does not look right. Check it for a typo.",
    month: "Expiry month",
    monthRequired: "Choose the month.",
    monthPlaceholder: "MM",
    year: "Expiry year",
    yearRequired: "Choose the year.",
    yearPlaceholder: "YYYY",
    cvc: "CVC",
    cvcRequired: "Enter the CVC.",
    cvcDigits: "3 digits (4 on American Express).",
    keptWithStripe:
      "Your card details go straight to Stripe. We keep only the card's brand, last four digits and expiry date.",
    kept: "We keep only the card's brand, last four digits and expiry date.",
  },
  /** the card field in Stripe mode */
  stripe: {
    card: "Card",
    tooSlow: "Stripe.js took too long to load",
    notAvailable: "Stripe.js is not available here",
  },
  /** /cards */
  list: {
    title: "Cards",
    addCard: "Add card",
    nothing: "No saved cards yet. Add a card to pay for refills.",
    card: "Card",
    expires: "Expires",
    added: "Added",
    actions: "Actions",
    default: "Default",
    expired: "Expired",
    makeDefault: "Make default",
    makeDefaultLabel: "Make {{card}} the default card",
    remove: "Remove",
    removeDefault: "It is your default card: your newest other card becomes the default.",
    removeOther: "Past payments keep showing it.",
    /** staff look a customer's cards up */
    staffHint:
      "Customers add and remove their own cards. Staff see the brand, last four digits and expiry only.",
    customer: "Customer",
    chooseCustomer: "Choose a customer to see their saved cards.",
    customerHasNone: "This customer has no saved cards.",
  },
  /** the card picker of a form that charges a saved card (Refill Now, Rent Now, paying again) */
  field: {
    card: "Card",
    required: "Choose a card.",
    placeholder: "Choose a card",
    defaultOption: "{{card}} (default)",
    noneSaved: "No saved cards",
    addCard: "Add card",
    customerHasNone: "This customer has no card to charge.",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    added: "Card added",
    removed: "Card removed",
    madeDefault: "Default card changed",
    fetchFailed: "Failed to fetch cards",
    addFailed: "Failed to add card",
    removeFailed: "Failed to remove card",
    defaultFailed: "Failed to change the default card",
    configFailed: "Failed to load the card settings",
    stripeUnavailable:
      "Stripe could not be loaded, so cards cannot be added right now. Check your connection and try again.",
    stripeLoading: "Loading Stripe's secure card field…",
    cardRefused: "Stripe could not read this card. Check its details.",
    stripeFailed: "Stripe could not be reached. Please try again.",
  },
  /** a way forward from a failed payment: assign a card (staff), pay with another card or the bank's step (the customer) */
  recovery: {
    assignTitle: "Assign a card",
    assignOk: "Assign card",
    alsoDefault: "Also make it the customer's default card",
    noCards: "This customer has no saved card. They add one on their Cards page.",
    currentCard: "On this record now",
    retryQuestion: "Queue this refill again? A charge that already succeeded is not repeated.",
    paymentFailed: "Your payment did not go through",
    payWithCard: "Pay with this card",
    paid: "Payment sent with the card you chose",
    payFailed: "Failed to pay with this card",
    authenticateTitle: "Confirm with your bank",
    authenticateHint: "Your bank asks you to confirm this payment before it goes through.",
    authenticateButton: "Confirm with your bank",
    testBankTitle: "Your bank (test step)",
    testBankHint:
      "This is a test of the step your bank shows: no bank is asked. Approve to confirm the payment, or decline it.",
    approve: "Approve",
    decline: "Decline",
    authenticated: "Payment confirmed with your bank",
    authenticationDeclined: "You declined the payment at your bank",
    authenticateFailed: "Failed to confirm the payment with your bank",
    orAnotherCard: "Or pay with another card",
  },
};
