/** English texts of this area (src/i18n/README.md). */
export const phoneNumbers = {
  /** the menu's and the resource's name */
  label: "Phone numbers",
  filters: {
    search: "Number or nickname",
    staffSearch: "Number, nickname, customer name or e-mail",
    addedBetween: "Added between",
    serviceEnds: "Service ends",
    anyEnd: "Any end date",
    endsWithinWeek: "Ends within 7 days",
  },
  /** /phone-numbers */
  list: {
    title: "Phone numbers",
    add: "Add phone number",
    noMatch: "No phone numbers match these filters.",
    nothingStaff: "No phone numbers yet. Add one for a customer.",
    nothing: "You have no phone numbers yet. Add your number to refill it.",
    number: "Number",
    carrier: "Carrier",
    plan: "Plan",
    /** the status of a line its customer removed (staff) */
    removed: "Removed",
    added: "Added",
    actions: "Actions",
    edit: "Edit {{number}}",
    remove: "Remove",
    removeConsequence: "Its scheduled refills stop. Past refills keep it on record.",
    reactivate: "Reactivate",
    /** a line's service end date (DESIGN.md §16) */
    serviceEnds: "Service ends",
    serviceEndsOn: "Service ends on {{date}}",
  },
  /** staff: the number's detected operator is not its carrier's (number portability, DESIGN.md §18) */
  operator: {
    movedTag: "Number now at {{operator}}",
    movedTitle: "This number has moved to {{operator}}",
    movedHelp:
      "The top-up provider detected it on {{when}}. Its refills fail before the card is charged until the line's carrier and plan are chosen again.",
  },
  /** the add/edit dialog */
  form: {
    addTitle: "Add phone number",
    editTitle: "Edit phone number",
    customerRequired: "Choose the customer this line belongs to.",
    customer: "Customer",
    number: "Phone number",
    numberHint: "10 to 15 digits; +1, spaces, dashes and parentheses are fine.",
    numberRequired: "Enter the phone number.",
    numberCharacters: "Use digits, spaces, dashes or parentheses only.",
    nickname: "Nickname",
    nicknameTooLong: "At most 80 characters.",
    nicknamePlaceholder: "e.g. Mom, Work phone",
    serviceEndsOn: "Service ends on",
    serviceEndsHint:
      "The day the line's plan runs out; set it for a line refilled elsewhere. Each refill moves it on.",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    created: "Phone number added",
    updated: "Phone number updated",
    removed: "Phone number removed",
    fetchFailed: "Failed to fetch phone numbers",
    saveFailed: "Failed to save phone number",
    removeFailed: "Failed to remove phone number",
    reactivated: "Phone number reactivated",
    reactivateFailed: "Failed to reactivate phone number",
  },
};
