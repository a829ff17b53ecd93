/**
 * Every notification text of the panel (docs/panel.md). The product's own texts are kept to the letter,
 * including the spelling "succesfully"; do not "fix" them, the specification is the contract.
 */

export const success = {
  loggedIn: "You've succesfully logged in",
  registered: "You've succesfully registered new account",
  userUpdated: "Succesfully updated user data",
  resetEmailSent: "We've sent you an email. Please check your inbox.",
  passwordReset: "You've succesfully reset your password",
  transactionResolved: "Transaction resolved",
  transactionRetried: "Transaction retried",
  cardAssigned: "Credit card assigned to user",
  paymentAdded: "Payment added",
  rentalReturned: "Rental returned",
  depositRefunded: "Deposit refunded successfully",
  rentalCreated: "Rental created",
  rentalStatusUpdated: "Rental status updated",
  rentalUpdated: "Rental has been updated.",
  rentalEndDateUpdated: "Rental end date updated",
  rentalTotalDueUpdated: "Rental total due amount updated",
  rentalResolved: "Rental resolved",
  rentalRetried: "Rental retried",
} as const;

export const info = {
  viewingAsAnotherUser: "You are viewing site as another user",
} as const;

export const error = {
  unableToAuthenticate: "Unable to authenticate",
  registrationFailed: "Registration failed",
  userUpdateFailed: "Failed to update user data",
  hijackFailed: "Failed to log in as another user",
  transactionsFetchFailed: "Failed to fetch transactions",
  countersFetchFailed: "Failed to fetch filters counter",
  transactionRetryFailed: "Error retrying transaction",
  cardAssignFailed: "Error assigning credit card to user",
  rentalsFetchFailed: "Failed to fetch rentals",
  devicesFetchFailed: "Failed to fetch devices",
  countriesFetchFailed: "Failed to fetch countries",
  costFetchFailed: "Failed to fetch cost",
  paymentAddFailed: "Failed to add payment",
  rentalReturnFailed: "Failed to return rental",
  rentalCreateFailed: "Failed to create rental",
  rentalStatusUpdateFailed: "Failed to update rental status",
  rentalUpdateFailed: "Failed to update rental.",
  endPreviewFetchFailed: "Failed to fetch end rental preview.",
  rentalEndDateUpdateFailed: "Failed to update rental end date",
  rentalTotalDueUpdateFailed: "Failed to update rental total due amount",
  rentalRetryFailed: "Error retrying rental",
  // Texts the product's catalogue does not give.
  transactionResolveFailed: "Error resolving transaction",
  rentalResolveFailed: "Error resolving rental",
  depositRefundFailed: "Failed to refund deposit",
  // Titles of notifications whose body is the server's own text (docs/panel.md).
  signInFailed: "Sign-in failed",
  passwordResetFailed: "Password reset failed",
} as const;

/** Refund failure: the server's detail when it gives one, otherwise the catalogue's fallback. */
export function refundError(detail?: string | null): string {
  return detail?.trim() ? detail : error.depositRefundFailed;
}

export const messages = { success, info, error } as const;

/** What a screen shows when its code cannot be downloaded or it fails while drawing (ScreenErrorBoundary). */
export const screenFailure = {
  notLoaded: "This screen could not be loaded",
  notLoadedHint:
    "The panel may have been updated since this page was opened, or the connection dropped. Reload the page to continue.",
  crashed: "Something went wrong on this screen",
  crashedHint: "Reload the page to try again. If it happens again, tell us what you were doing.",
  reload: "Reload the page",
} as const;

/**
 * The catalogue screens (carriers, plans, devices, countries): texts the product's catalogue does not give.
 */
const catalogTexts = (
  one: string,
  many: string,
  consequence: string,
  fetchFailed = `Failed to fetch ${many}`,
) => ({
  /** "carrier": how confirmations and buttons name one row */
  noun: one.toLowerCase(),
  /** "Carriers": the list's title */
  title: `${many[0].toUpperCase()}${many.slice(1)}`,
  /** what deactivating a row means for customers */
  consequence,
  created: `${one} added`,
  updated: `${one} updated`,
  deactivated: `${one} deactivated`,
  reactivated: `${one} reactivated`,
  fetchFailed,
  saveFailed: `Failed to save ${one.toLowerCase()}`,
  deactivateFailed: `Failed to deactivate ${one.toLowerCase()}`,
  reactivateFailed: `Failed to reactivate ${one.toLowerCase()}`,
});
export const catalog = {
  carrier: catalogTexts(
    "Carrier",
    "carriers",
    "Customers will no longer see this carrier or its plans, and cannot refill on them.",
  ),
  plan: catalogTexts("Plan", "plans", "Customers will no longer be able to buy this plan."),
  device: catalogTexts(
    "Device",
    "devices",
    "Customers will no longer be able to rent it; current rentals are not affected.",
    error.devicesFetchFailed,
  ),
  country: catalogTexts(
    "Country",
    "countries",
    "Customers will no longer be able to rent devices for this country; current rentals are not affected.",
    error.countriesFetchFailed,
  ),
} as const;
export type CatalogTexts = ReturnType<typeof catalogTexts>;

/** Phone numbers, cards and scheduled refills: texts the product's catalogue does not give. */
export const records = {
  phoneNumber: {
    created: "Phone number added",
    updated: "Phone number updated",
    removed: "Phone number removed",
    fetchFailed: "Failed to fetch phone numbers",
    saveFailed: "Failed to save phone number",
    removeFailed: "Failed to remove phone number",
    reactivated: "Phone number reactivated",
    reactivateFailed: "Failed to reactivate phone number",
  },
  card: {
    added: "Card added",
    removed: "Card removed",
    madeDefault: "Default card changed",
    fetchFailed: "Failed to fetch cards",
    addFailed: "Failed to add card",
    removeFailed: "Failed to remove card",
    defaultFailed: "Failed to change the default card",
    /** the Add-card dialog (GET /api/payments/config/, Stripe Elements) */
    configFailed: "Failed to load the card settings",
    stripeUnavailable:
      "Stripe could not be loaded, so cards cannot be added right now. Check your connection and try again.",
    stripeLoading: "Loading Stripe's secure card field…",
    cardRefused: "Stripe could not read this card. Check its details.",
    stripeFailed: "Stripe could not be reached. Please try again.",
  },
  scheduledRefill: {
    created: "Scheduled refill created",
    updated: "Scheduled refill updated",
    paused: "Scheduled refill paused",
    resumed: "Scheduled refill resumed",
    deleted: "Scheduled refill deleted",
    fetchFailed: "Failed to fetch scheduled refills",
    saveFailed: "Failed to save scheduled refill",
    pauseFailed: "Failed to pause scheduled refill",
    resumeFailed: "Failed to resume scheduled refill",
    deleteFailed: "Failed to delete scheduled refill",
  },
} as const;

/** Refill Now: texts the product's catalogue does not give. */
export const refill = {
  queued: "Refill queued",
  failed: "Failed to refill",
} as const;

/** Charges: texts the product's catalogue does not give. */
export const chargeTexts = {
  fetchFailed: "Failed to fetch charges",
} as const;

/** The audit log (owners). */
export const auditTexts = {
  fetchFailed: "Failed to fetch the audit log",
} as const;

/** Refunds (a charge's page, a refill's Refund and close) and closing a refill: texts the product's catalogue does not give. */
export const refundTexts = {
  refunded: "Refund made",
  refundFailed: "Failed to refund",
  refundedAndClosed: "Refund made, transaction closed",
  refundAndCloseFailed: "Failed to refund and close",
  /** where the money goes, said before it goes */
  goesBackTo: (card: string | null) => (card ? `Goes back to ${card}` : "Given back in cash"),
  question: (amount: string) => `Refund ${amount}?`,
  cannotUndo: "This cannot be undone.",
  noteRequired: "Say why the money goes back.",
  amountRequired: "Enter the amount to refund.",
  resolveNoteRequired: "Say why this refill is closed.",
} as const;

/** Customers, members and company settings: texts the product's catalogue does not give. */
export const people = {
  customer: {
    fetchFailed: "Failed to fetch customers",
    created: "Customer created",
    createdWelcome: "Customer created; we e-mailed them a link to choose a password",
    updated: "Customer updated",
    saveFailed: "Failed to save customer",
    deactivated: "Customer deactivated",
    deactivateFailed: "Failed to deactivate customer",
    reactivated: "Customer reactivated",
    reactivateFailed: "Failed to reactivate customer",
  },
  member: {
    fetchFailed: "Failed to fetch members",
    invited: "Invitation sent",
    inviteFailed: "Failed to invite member",
    updated: "Member updated",
    updateFailed: "Failed to update member",
    promoted: "Member is now an owner",
    demoted: "Owner is now a member",
    deactivated: "Member deactivated",
    deactivateFailed: "Failed to deactivate member",
    reactivated: "Member reactivated",
    reactivateFailed: "Failed to reactivate member",
    resent: "Invitation sent again",
    resendFailed: "Failed to resend invitation",
  },
  company: {
    fetchFailed: "Failed to fetch company settings",
    updated: "Company settings saved",
    updateFailed: "Failed to save company settings",
  },
} as const;

/** The phone menu simulator (/phone-menu). */
export const phoneMenuTexts = {
  fetchFailed: "Failed to fetch the phone menu's settings",
  notConfigured: "The phone menu is not set up yet",
  notConfiguredHint: "An owner sets the number callers dial and the Twilio auth token in",
  stepFailed: "The phone menu did not answer",
  hungUp: "(The menu hung up.)",
  youHungUp: "(You hung up.)",
  silent: "(You stay silent.)",
  pressed: (keys: string) => `You press ${keys}`,
  waiting: "The menu is answering…",
  yourTurn: "Press keys on the keypad; # sends them.",
} as const;

/** A way forward from a failed payment (assign card, pay with another card, the bank's step): our texts. */
export const recovery = {
  /** staff's Assign card dialog (the notices stay the catalogue's cardAssigned / cardAssignFailed) */
  assignTitle: "Assign a card",
  assignOk: "Assign card",
  alsoDefault: "Also make it the customer's default card",
  noCards: "This customer has no saved card. They add one on their Cards page.",
  currentCard: "On this record now",
  /** Retry asks first (docs/engines.md: never charges twice) */
  retryQuestion: "Queue this refill again? A charge that already succeeded is not repeated.",
  /** the customer's panel */
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
} as const;
