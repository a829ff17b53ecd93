/** English texts of this area (src/i18n/README.md). */
export const customers = {
  /** the menu's entry and the resource's name */
  label: "Customers",
  /** the list's search and filters (resources/customers/index.tsx) */
  filters: {
    search: "Name, e-mail or phone number",
    hasPhoneNumbers: "Has phone numbers",
    hasScheduledRefills: "Has scheduled refills",
    joinedBetween: "Joined between",
  },
  /** what deactivating a customer does, said before it is done (the list and the customer's page) */
  deactivation: "They will no longer be able to sign in, and their open sessions end. Their records stay.",
  /** a last sign-in that has not happened */
  never: "Never",
  /** a deactivated customer: their status tag */
  deactivated: "Deactivated",
  list: {
    title: "Customers",
    new: "New customer",
    nothing: "No customers yet.",
    noMatch: "No customer matches these filters.",
    addFirst: "Add the first customer",
    name: "Name",
    email: "E-mail",
    phoneNumbers: "Phone numbers",
    noPhoneNumbers: "None",
    scheduledRefills: "Scheduled refills",
    created: "Created",
    lastSignIn: "Last sign-in",
    actions: "Actions",
    view: "View",
  },
  form: {
    newTitle: "New customer",
    editTitle: "Edit customer",
    create: "Create customer",
    email: "E-mail",
    emailRequired: "Enter the e-mail address.",
    phoneNumber: "Phone number",
    phoneNumberHint: "Optional: their line, added with them. More lines can be added on their page.",
    address: "Address",
    state: "State",
    zipCode: "ZIP code",
    language: "Language",
    languageHint:
      "Their screens and e-mails, the welcome e-mail included. They can change it in their profile.",
    sendWelcome: "Send a welcome e-mail",
    sendWelcomeHint:
      "The customer has no password yet: the e-mail carries a link to choose one, valid for 7 days.",
  },
  show: {
    /** the record's kind, as its page names it while it loads or when it is not found */
    noun: "Customer",
    fetchFailed: "Failed to load the customer",
    email: "E-mail",
    status: "Status",
    address: "Address",
    stateZip: "State / ZIP",
    pin: "Phone sign-in PIN",
    pinSet: "Set",
    pinNone: "None",
    scheduledRefills: "Scheduled refills",
    /** their consent to texts: "(555) 010-0042, agreed on Nov 2, 2026" */
    textsAgreed: "{{number}}, agreed on {{date}}",
    textsNotAgreed: "Not agreed",
    customerSince: "Customer since",
    lastSignIn: "Last sign-in",
  },
  /** what staff do for a customer from their page */
  actions: {
    group: "Customer actions",
    refillNow: "Refill Now",
    rentNow: "Rent Now",
    addPhoneNumber: "Add phone number",
    /** why a deactivated customer's orders are not offered */
    reactivateFirst: "Reactivate the customer first.",
  },
  /** the PIN is the customer's alone (issue 39): staff send a reset link or remove it */
  pin: {
    sendReset: "Send PIN reset",
    sendQuestion: "E-mail {{name}} a link to choose a new PIN?",
    sendDescription:
      "The link goes to {{email}} and works once, for 24 hours. Their current PIN works until they choose a new one.",
    sent: "PIN reset sent",
    sendFailed: "Failed to send the PIN reset",
    remove: "Remove PIN",
    removeQuestion: "Remove {{name}}'s PIN?",
    removeDescription: "They can no longer sign in by phone number until they choose a new PIN.",
    removed: "PIN removed",
    removeFailed: "Failed to remove the PIN",
  },
  viewAs: {
    button: "View as customer",
    question: "View the site as {{name}}?",
    description: "You will act as them until you release.",
  },
  /** a card is its holder's to add: staff add one while viewing the site as the customer */
  addCard: {
    button: "Add card",
    question: "Add a card for {{name}}?",
    description:
      "Cards are added by their holder: you will view the site as them, on their Cards page. Release when done.",
  },
  /** the customer's records on their page */
  records: {
    /** a section's link to the list that holds them all */
    all: "All {{total}}",
    /** the record-number column of the refills, rentals and charges tables */
    number: "#",
    phoneNumbers: {
      title: "Phone numbers",
      empty: "No phone numbers.",
      nickname: "Nickname",
      carrier: "Carrier",
      plan: "Plan",
      removed: "Removed",
    },
    cards: {
      title: "Cards",
      empty: "No cards saved.",
      card: "Card",
      expires: "Expires",
      expired: "Expired",
      default: "Default",
    },
    scheduledRefills: {
      title: "Scheduled refills",
      empty: "No scheduled refills.",
      plan: "Plan",
      amount: "Amount",
      dayOfMonth: "Day of month",
      nextRun: "Next run",
      card: "Card",
      noCard: "None",
      paused: "Paused",
    },
    transactions: {
      title: "Latest transactions",
      empty: "No transactions yet.",
      date: "Date",
      plan: "Plan",
      amount: "Amount",
    },
    rentals: {
      title: "Latest rentals",
      empty: "No rentals yet.",
      device: "Device",
      country: "Country",
      dates: "Dates",
      totalDue: "Total due",
      balance: "Balance",
    },
    /** what the product sent them: when, what, where, delivered or failed and why */
    messages: {
      title: "Latest messages",
      empty: "No messages sent yet.",
    },
    status: "Status",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
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
};
