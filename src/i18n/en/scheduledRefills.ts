/** English texts of this area (src/i18n/README.md). */
export const scheduledRefills = {
  /** the menu's and the resource's name */
  label: "Scheduled refills",
  filters: {
    search: "Number or plan",
    staffSearch: "Number, plan, customer name or e-mail",
    status: "Filter by status",
    activeAndPaused: "Active and paused",
    activeOnly: "Active only",
    pausedOnly: "Paused only",
    nextRunBetween: "Next run between",
  },
  /** /scheduled-refills */
  list: {
    title: "Scheduled refills",
    add: "Schedule a refill",
    noMatch: "No scheduled refills match these filters.",
    nothingStaff: "No scheduled refills yet.",
    nothing: "No scheduled refills yet. Schedule one to top up your line every month.",
    phoneNumber: "Phone number",
    customer: "Customer",
    plan: "Plan",
    card: "Card",
    noCard: "No card",
    day: "Day",
    /** the day of the month a refill runs, as an ordinal: "1st", "22nd", "13th" */
    dayOfMonth_ordinal_one: "{{count}}st of each month",
    dayOfMonth_ordinal_two: "{{count}}nd of each month",
    dayOfMonth_ordinal_few: "{{count}}rd of each month",
    dayOfMonth_ordinal_other: "{{count}}th of each month",
    nextRun: "Next run",
    paused: "Paused",
    lastResult: "Last result",
    notRunYet: "Not run yet",
    active: "Active",
    on: "On",
    pause: "Pause the refill of {{number}}",
    resume: "Resume the refill of {{number}}",
    actions: "Actions",
    /** what Delete names */
    deleteWhat: "the refill of {{number}}",
    deleteConsequence: "No more refills will run from it. Past refills stay in the transactions.",
    /** the notice once resumed */
    nextRefillOn: "Next refill on {{date}}",
  },
  /** the add/edit dialog */
  form: {
    addTitle: "Schedule a refill",
    editTitle: "Edit scheduled refill",
    /** how its notices name a scheduled refill, after its line */
    nextOn: "next on {{date}}",
    phoneNumber: "Phone number",
    phoneNumberRequired: "Choose the phone number to refill.",
    phoneNumberPlaceholderStaff: "Search by number or customer",
    phoneNumberPlaceholder: "Choose one of your numbers",
    noPhoneNumbers: "No phone numbers found",
    plan: "Plan",
    planRequired: "Choose the plan.",
    phoneNumberFirst: "Choose a phone number first.",
    planPlaceholder: "Choose the plan",
    card: "Card",
    cardRequired: "Choose the card to charge.",
    cardPlaceholder: "Choose the card to charge",
    customerHasNoCard: "This customer has no saved card yet: they add one under Cards.",
    addCardFirst: "Add a card under Cards first.",
    /** a card among the choices */
    cardDefault: "{{card}} (default)",
    cardExpired: "{{card}} (expired)",
    cardDefaultExpired: "{{card}} (default) (expired)",
    day: "Day of the month",
    dayHint: "1 to 28, so that every month has it. The refill runs on that day each month.",
    dayRequired: "Choose the day of the month.",
    dayRange: "Choose a day from 1 to 28.",
    runToday: "Also refill today",
    firstRun:
      "First refill on {{date}}, then on day {{day}} of every month: the card is charged on those days.",
  },
};
