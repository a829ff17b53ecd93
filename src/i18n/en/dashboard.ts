/** English texts of this area (src/i18n/README.md). */
export const dashboard = {
  /** the menu's entry and the resource's name */
  label: "Dashboard",
  title: "Dashboard",
  /** the range switch */
  range: "Range",
  ranges: { today: "Today", "7d": "7 days", "30d": "30 days" },
  /** what the figures cover, under the title */
  asOf: "As of {{date}}, in the company's time zone ({{zone}}).",
  between: "{{from}} to {{to}}, in the company's time zone ({{zone}}).",
  loading: "Loading the dashboard",
  fetchFailed: "Failed to fetch the dashboard",
  /** a figure's link, as a screen reader names it: "Refills: 12", "Balances due: $1,290.00, 6 rentals" */
  figureLink: "{{title}}: {{value}}",
  figureLinkWithTag: "{{title}}: {{value}}, {{tag}}",
  /** a rate: "80%" */
  percent: "{{value}}%",
  /** the refills' row of figures, by range */
  refillsIn: {
    today: "Refills today",
    "7d": "Refills in the last 7 days",
    "30d": "Refills in the last 30 days",
  },
  /** the money's row of figures, by range: every charge, card and cash, refills and rentals */
  moneyIn: {
    today: "Money today",
    "7d": "Money in the last 7 days",
    "30d": "Money in the last 30 days",
  },
  /** the margin's row of figures, by range: the refills made in it */
  marginOn: {
    today: "Margin on today's refills",
    "7d": "Margin on the last 7 days' refills",
    "30d": "Margin on the last 30 days' refills",
  },
  /** no refill in the range: in place of the charts and tables */
  noRefillsIn: {
    today: "No refills today yet: the charts start with the first one.",
    "7d": "No refills in the last 7 days yet: the charts start with the first one.",
    "30d": "No refills in the last 30 days yet: the charts start with the first one.",
  },
  figures: {
    refills: "Refills",
    succeeded: "Succeeded",
    revenue: "Refill sales",
    successRate: "Success rate",
    netRevenue: "Net revenue",
    netRevenueNote:
      "What the charges took (refills, rentals, payments and deposits, card and cash) less the refunds made, " +
      "each on the day it was made: the charges' export of these days adds up to it.",
    grossRevenue: "Gross revenue",
    fees: "Processor fees",
    feesNote:
      "What the payment processor charged for the card payments of these days (Stripe: from each payment's balance transaction).",
    refunds: "Refunds",
    marginRevenue: "Refill revenue",
    marginRevenueNote:
      "What the customers paid for these refills, less what was refunded of it (whenever refunded): the " +
      "transactions' export of these days adds up to it.",
    topupCost: "Top-up cost",
    topupCostNote: "What the top-ups of these refills cost at the top-up provider, after its discount.",
    refillFees: "Refill fees",
    grossMargin: "Gross margin",
    grossMarginNote: "Revenue less top-up cost less processor fees.",
    failed: "Failed",
    pending: "Pending",
    waiting: "Waiting for action",
    inError: "In error",
    actionRequired: "Action required",
    disputesNeedingResponse: "Disputes needing a response",
    rentals: "Rentals",
    goingOutToday: "Going out today",
    dueBackToday: "Due back today",
    overdue: "Overdue",
    automaticRefills: "Automatic refills",
    enrolledLines: "Lines enrolled",
    autoDue7d: "Due in the next 7 days",
    autoSuspended: "Suspended",
    balancesDue: "Balances due",
    /** beside Balances due: how many rentals owe */
    owingRentals_one: "{{formatted}} rental",
    owingRentals_other: "{{formatted}} rentals",
    depositsHeld: "Deposits held",
    depositsHeldNote:
      "Deposits customers paid on their rentals that the company still holds: not yet applied to what a rental " +
      "owes, nor refunded. No list shows them.",
  },
  /** owners: the top-up aggregator's wallet (DESIGN.md §18) */
  wallet: {
    title: "Top-up wallet",
    balance: "Balance",
    /** when the worker last read it (or a top-up said it) */
    asOf: "As last read from the top-up provider, {{time}}.",
    simulatedAsOf: "Simulated wallet; each top-up runs it down. Last changed {{time}}.",
    add: "Add simulated funds",
    addTitle: "Add simulated funds",
    addHint: "Refills waiting for the wallet go through within a minute once it covers them.",
    addOk: "Add funds",
    amount: "Amount",
    amountRequired: "Enter the amount to add.",
    added: "Funds added: the wallet holds {{balance}}.",
    addFailed: "Failed to add the funds",
  },
  charts: {
    daily: "Refills and revenue per day",
    perCarrier: "Revenue per carrier",
    succeeded: "Succeeded",
    failed: "Failed",
    pending: "Pending",
    revenue: "Revenue",
  },
  tables: {
    dayByDay: "Day by day",
    noDays: "No days",
    day: "Day",
    byCarrier: "By carrier",
    noCarrier: "No carrier refilled",
    carrier: "Carrier",
    refills: "Refills",
    succeeded: "Succeeded",
    failed: "Failed",
    revenue: "Revenue",
    cost: "Top-up cost",
    grossMargin: "Gross margin",
  },
};
