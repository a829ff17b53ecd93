import { RENTAL_STATUS_LABELS, RENTAL_TRIGGER_LABELS } from "@common/labels";

/** English texts of this area (src/i18n/README.md). */
export const rentals = {
  /**
   * a rental's status and trigger as people read them (resources/rentals/labels.ts), in the words of the
   * server's exports
   */
  status: RENTAL_STATUS_LABELS,
  trigger: RENTAL_TRIGGER_LABELS,
  /** the list's balance filter */
  balanceChoice: { all: "All", owing: "Has Balance", credit: "Has Negative Balance" },
  /** the menu's entries */
  menu: {
    rentals: "Rentals",
    rentNow: "Rent Now",
    planner: "Planner",
  },
  /** the list's search and filters (resources/rentals/index.tsx) */
  filters: {
    search: "Device, country or phone number",
    staffSearch: "Customer, device, country or phone number",
    trigger: "Filter by trigger",
    anyTrigger: "Any trigger",
    balance: "Balance",
    paymentError: "Payment error",
    rentalError: "Rental error",
    returned: "Returned",
    hidden: "Hidden",
    shown: "Shown",
    starts: "Starting between",
    ends: "Ending between",
  },
  list: {
    title: "Rentals",
    rentDevice: "Rent a device",
    empty: "No rentals yet.",
    emptyStatus: "No rentals are {{status}}.",
    noMatch: "No rental matches these filters.",
    id: "#",
    device: "Device",
    country: "Country",
    start: "Start",
    end: "End",
    status: "Status",
    paymentError: "Payment error",
    rentalError: "Rental error",
    trigger: "Trigger",
    totalDue: "Total due",
    balance: "Balance",
    created: "Created",
    /** a phone's row, under the device: "Nov 20, 2026 – Nov 24, 2026" */
    dates: "{{start}} – {{end}}",
    /** a phone's row, under the balance */
    totalDueNote: "Total due {{amount}}",
  },
  /** the rental's page */
  show: {
    /** a customer's rental the device or line could not be set up for: what happens next */
    rentalFailed: "Your rental could not be set up",
    rentalFailedNext: "Our staff see this rental and will set it up or contact you.",
    noun: "Rental",
    printReceipt: "Print receipt",
    customer: "Customer",
    device: "Device",
    country: "Country",
    startDate: "Start date",
    endDate: "End date",
    days: "Days",
    trigger: "Trigger",
    dailyRate: "Daily rate",
    card: "Card",
    totalDue: "Total due",
    paid: "Paid",
    balance: "Balance",
    depositHeld: "Deposit held",
    cardHold: "Deposit on hold on the card",
    cardHoldStatus: {
      pending: "{{amount}}, to be held on the card",
      held: "{{amount}} held on the card until {{until}}, not charged",
      captured: "{{amount}} was held: what was owed was taken from it, the rest let go",
      charged:
        "{{amount}} was held, then charged as the deposit when the rental was extended; refunded at the return",
      released: "{{amount}} was held, and let go",
      lapsed: "{{amount}} was held; the bank let it go",
    },
    refundableDeposit: "Refundable deposit",
    carrierPlan: "Carrier / plan",
    phoneNumber: "Phone number",
    pickedUp: "Picked up",
    returned: "Returned",
    depositRefundedOn: "Deposit refunded on",
    created: "Created",
    resolved: "Resolved",
    /** "Nov 20, 2026, 10:00 AM by Ann Smith" */
    when: "{{date}} by {{name}}",
    paymentError: "Payment error",
    rentalError: "Rental error",
    note: "Note",
    money: "Money",
  },
  /** the rental page's table of card and cash charges */
  charges: {
    title: "Charges",
    empty: "No charges yet.",
    date: "Date",
    what: "What",
    how: "How",
    status: "Status",
    amount: "Amount",
    kind: {
      refill: "Refill",
      rental: "Rental and tax",
      rental_payment: "Payment",
      deposit: "Deposit",
      refund: "Deposit refund",
    },
    state: {
      pending: "Pending",
      succeeded: "Succeeded",
      failed: "Failed",
      refunded: "Refunded",
    },
  },
  /** "$9.50/day ($7.00 device + $2.50 Mexico)" */
  dailyRate: {
    perDay: "{{amount}}/day",
    withParts: "{{amount}}/day ({{device}} device + {{surcharge}} {{country}})",
  },
  /** the staff's desk: the toolbar of a rental's actions */
  actions: {
    endAndReturn: "End preview and return",
    edit: "Edit rental",
    endDate: "Edit end date",
    totalDue: "Edit total due",
    addPayment: "Add payment",
    retryQuestion: "Charge what is due again on the rental's card?",
    /** the retry's question with what it charges */
    retryCharges: "Charge {{amount}} to {{card}} again?",
    retry: "Retry",
    resolve: "Resolve",
    assignCard: "Assign card",
  },
  /** the next status step, asked first */
  steps: {
    mark: "Mark {{status}}",
    /** the status in lower case: "Mark this rental returned?" */
    question: "Mark this rental {{status}}?",
    readyTitle: "Mark this rental ready for pickup?",
    readyDescription: "The device is set aside for the customer to collect.",
    pickedUpTitle: "Mark this rental picked up?",
    pickedUpDescription: "The device leaves the shop.",
  },
  refund: {
    question: "Refund the deposit?",
    where: "Where the deposit goes back",
    toCard: "To {{card}}",
    toTheCard: "To the card",
    inCash: "In cash at the desk",
    goesBackToCard: "{{amount}} goes back to {{card}}. This cannot be undone.",
    goesBackInCash: "{{amount}} goes back in cash. This cannot be undone.",
    button: "Refund deposit",
    pendingAtProcessor:
      "The deposit refund was sent and is pending at the card processor: it counts once the processor confirms it.",
  },
  editRental: {
    title: "Edit rental",
    phoneNumber: "Phone number",
    phoneNumberExtra: "The number of the line activated on the device. Leave it empty to clear it.",
    phoneNumberPattern: "Use digits, spaces, dashes or parentheses only.",
    planExtra: "Clear it if no plan is activated.",
    note: "Note",
    noteMax: "At most 2,000 characters.",
  },
  endDate: {
    title: "Edit end date",
    endDate: "End date",
    required: "Choose the end date.",
    previewFailed: "The new price could not be worked out.",
    tryAgain: "Try again",
    working: "Working out the new price…",
    whatChanges: "What changes",
    days: "Days",
    priceChange: "Price change",
    /** "+$20.00 (tax +$1.78)" */
    priceChangeValue: "{{amount}} (tax {{tax}})",
    newTotalDue: "New total due",
    balanceAfter: "Balance after",
    depositCovers: "Deposit that would cover it: {{amount}}",
    holdCharged:
      "The deposit held on the card ({{amount}}) will be charged now: the hold would lapse before the return. It is refunded at the return.",
  },
  totalDue: {
    title: "Edit total due",
    totalDue: "Total due",
    required: "Enter the total due.",
    reason: "Reason",
    reasonRequired: "Say why the total due changes.",
  },
  payment: {
    title: "Add payment",
    ok: "Add payment",
    paidBy: "Paid by",
    cash: "Cash",
    card: "Card",
    amount: "Amount",
    amountRequired: "Enter the amount.",
    balance: "Balance: {{amount}}",
    cardExtra: "Default: the card the rental was paid with.",
    cardPlaceholder: "The rental's card",
  },
  resolve: {
    title: "Resolve rental",
    ok: "Resolve",
    note: "Note",
    noteExtra: "The rental is closed as it stands; the note is kept with it.",
    noteRequired: "Say why.",
    notePlaceholder: "Say why",
  },
  return: {
    title: "End preview and return",
    ok: "Return rental",
    returnedOn: "Returned on",
    required: "Choose the day the device came back.",
    today: "Today is {{today}}.",
    todayPickedUp: "Today is {{today}}; picked up on {{pickedUp}}.",
    otherDay: "Returned on {{date}}: the extra days and the balance are worked out when you return it.",
    tryAgain: "Try again",
    endDate: "End date",
    extraDays: "Extra days",
    extraAmount: "Extra amount",
    extraTax: "Extra tax",
    totalDueAfter: "Total due after",
    balanceAfter: "Balance after",
    refundableDeposit: "Refundable deposit",
    fees: "Fees",
    feesExtra: "Each fee is added to what is owed (with tax where it applies); the deposit covers it first.",
    feesFetchFailed: "Failed to fetch fees",
    /** a fee to pick: "Damage: Cracked screen, $40.00" */
    fee: "{{kind}}: {{name}}, {{amount}}",
    /** a late return's fee: "Late return: Late return, $5.00 per day late" */
    feePerDay: "{{kind}}: {{name}}, {{amount}} per day late",
  },
  /** the rental's money as its ledger (the rental page and the receipt) */
  ledger: {
    hold: "Deposit held on the card",
    owed: "What is owed",
    moved: "Money received and given back",
    nothingPaid: "Nothing paid yet.",
    totalDue: "Total due",
    paid: "Paid",
    /** the balance table: Total due, less what was paid, is the balance */
    lessPaid: "Less paid",
    balance: "Balance",
    balanceOwedToCustomer: "Balance (owed to the customer)",
    /** under a taxed line: "$40.00 + Tax 8.875%: $3.55" */
    taxAtRate: "{{amount}} + Tax {{rate}}%: {{tax}}",
    /** under a taxed line without its rate: "$40.00 + $3.55 tax" */
    tax: "{{amount}} + {{tax}} tax",
    /** a line's words, by kind, from its values (resources/rentals/labels.ts ledgerLineText) */
    lines: {
      rental_one: "Rental: {{count}} day × {{rate}}",
      rental_other: "Rental: {{count}} days × {{rate}}",
      rentalPlain: "Rental",
      endDateMoved_one: "End date moved from {{from}} to {{to}}: {{count}} day × {{rate}}",
      endDateMoved_other: "End date moved from {{from}} to {{to}}: {{count}} days × {{rate}}",
      endDateMovedShort_one: "End date moved: {{count}} day × {{rate}}",
      endDateMovedShort_other: "End date moved: {{count}} days × {{rate}}",
      endDateMovedPlain: "End date moved",
      returnedLate_one: "Returned {{date}}, after the end date: {{count}} day × {{rate}}",
      returnedLate_other: "Returned {{date}}, after the end date: {{count}} days × {{rate}}",
      extraDays_one: "Extra days: {{count}} day × {{rate}}",
      extraDays_other: "Extra days: {{count}} days × {{rate}}",
      extraDaysPlain: "Extra days",
      deposit: "Deposit",
      depositApplied: "Deposit applied to what is owed",
      depositUnpaid: "Deposit not paid",
      depositRefundedInCash: "Deposit refunded in cash",
      /** the card's label: "Deposit refunded to Visa •••• 4242" */
      depositRefundedTo: "Deposit refunded to {{card}}",
      paymentInCash: "Payment in cash",
      paymentBy: "Payment by {{card}}",
      depositPaidInCash: "Deposit paid in cash",
      depositPaidBy: "Deposit paid by {{card}}",
      refundInCash: "Refund in cash",
      refundTo: "Refund to {{card}}",
      /** a deposit held on the card, not charged (DESIGN.md §19): "Deposit held on Visa •••• 4242: $50.00, not charged" */
      depositHeld: "Deposit held on {{card}}: {{amount}}, not charged",
      /** at the return, what was owed taken from the hold */
      depositHoldCaptured: "Deposit hold on {{card}} captured for {{amount}}",
      depositHoldReleased: "Deposit hold on {{card}} released: {{amount}}",
      /** the hold expired (or the bank cancelled it) before the return: the deposit was not collected */
      depositHoldLapsed:
        "Deposit hold on {{card}} lapsed: {{amount}} not collected; what is owed is paid another way",
      /** the reason staff gave */
      adjusted: "Adjusted by staff: {{reason}}",
      adjustment: "Adjustment",
      /** a fee of the company's list: its kind's word and its name ("Damage: Cracked screen") */
      fee: "{{kind}}: {{name}}",
      /** a late return's fee, per day late: its name ("Late return: 2 days late × $5.00") */
      feeLate_one: "{{name}}: {{count}} day late × {{rate}}",
      feeLate_other: "{{name}}: {{count}} days late × {{rate}}",
    },
  },
  receipt: {
    notFound: "Rental not found",
    backToRentals: "Back to rentals",
    backToRental: "Back to the rental",
    print: "Print",
    receipt: "Receipt",
    company: "Company",
    support: "Support: {{phone}}",
    /** "Rental receipt #12 · Nov 20, 2026, 10:00 AM · Picked up" */
    heading: "Rental receipt #{{id}} · {{date}} · {{status}}",
    customer: "Customer",
    rental: "Rental",
    device: "Device",
    country: "Country",
    dates: "Dates",
    /** "Nov 20, 2026 – Nov 24, 2026 (5 days)" */
    datesValue_one: "{{start}} – {{end}} ({{count}} day)",
    datesValue_other: "{{start}} – {{end}} ({{count}} days)",
    pickedUp: "Picked up",
    returned: "Returned",
    amounts: "Amounts",
  },
  /** /rent-now */
  rentNow: {
    title: "Rent Now",
    price: "Price",
    /** the date a chosen range runs into, booked */
    blocked: "This device is not available for these dates: {{date}} is booked. Choose dates around it.",
    choose: "Choose a device, a country and the dates to see the price.",
    days: "Days",
    dailyRate: "Daily rate",
    /** the daily rate's part of a country not found in the list */
    country: "country",
    rental: "Rental",
    tax: "Tax",
    deposit: "Deposit",
    depositHeld: "Deposit (held on the card, not charged)",
    total: "Total",
    device: "Device",
    deviceRequired: "Choose a device.",
    devicePlaceholder: "Choose a device",
    /** "Pocket hotspot (Hotspot) · $7.00/day" */
    deviceOption: "{{name}} ({{kind}}) · {{rate}}/day",
    countryLabel: "Country",
    countryRequired: "Choose the country.",
    countryPlaceholder: "Where the device goes",
    /** "Mexico · +$2.50/day" */
    countryOption: "{{name}} · +{{rate}}/day",
    dates: "Dates",
    datesExtra: "Both the first and the last day are charged.",
    /** dayjs display format of the date pickers, in the reader's order of day, month and year */
    dateFormat: "MMM D, YYYY",
    datesRequired: "Choose the first and the last day.",
    cardStaff: "Optional: without a card the balance stays due.",
    cardCustomer: "Charged now: rental, tax and deposit.",
    cardCustomerHeld:
      "Charged now: rental and tax. The deposit is held on the card, not charged: at the return only what is owed is taken.",
    note: "Note",
    confirm: "Confirm rental",
  },
  /** the line under a date picker: why some of its days cannot be chosen */
  days: {
    greyed: "Greyed days: {{reasons}}.",
    past: "before today",
    booked: "the device is booked",
    /** "beyond the longest rental (366 days)" */
    tooLong: "beyond the longest rental ({{days}} days)",
    beforeStart: "before the rental's first day",
    first: "First day",
    last: "Last day",
    /** under a customer's date fields (a native picker cannot grey a day): "Booked: Dec 3, 2026 – Dec 5, 2026; Dec 10, 2026." */
    bookedList: "Booked: {{days}}.",
    /** consecutive booked days, in the line above */
    bookedRange: "{{from}} – {{to}}",
    /** a day typed outside what its field allows */
    outside: "Choose a day from {{from}} to {{to}}.",
    lastBeforeFirst: "The last day cannot be before the first day.",
  },
  /** device units: the pick-up by unit, the return's unit, the rental's unit */
  pickUp: {
    title: "Pick up",
    ok: "Pick up",
    open: "Pick up…",
    code: "Scan or type the barcode",
    codeExtra: "A scanner types the code and presses Enter. Leave it blank to choose a unit below.",
    unit: "Or choose a free unit",
    unitPlaceholder: "The first free unit",
    noneFree: "No unit of this device is free.",
  },
  planner: {
    title: "Planner: units and their rentals",
    previous: "Previous week",
    next: "Next week",
    today: "This week",
    noUnit: "Booked, no unit yet",
    overdue: "overdue",
    open: "Open rental #{{id}}:",
    status: { maintenance: "in maintenance", lost: "lost", retired: "retired" },
  },
  unit: {
    label: "Unit",
    none: "Not picked up yet",
    backTo: "The unit goes",
    available: "Back to available",
    maintenance: "To maintenance",
  },
};
