import { TRANSACTION_STATUS_LABELS, TRANSACTION_TRIGGER_LABELS } from "@common/labels";

/** English texts of this area (src/i18n/README.md). */
export const transactions = {
  /** the menu's and the resource's name */
  label: "Transactions",
  /** a refill's status, in the specification's words (capitals included): the server's exports' words too */
  status: TRANSACTION_STATUS_LABELS,
  /** what started a refill, as the server's exports write it */
  trigger: TRANSACTION_TRIGGER_LABELS,
  /** the list's search and filter bar */
  filters: {
    search: "Number, plan, carrier or reference",
    staffSearch: "Number, plan, carrier, reference, customer name or e-mail",
    trigger: "Filter by trigger",
    anyTrigger: "Any trigger",
    paymentError: "Filter by payment error",
    anyPaymentError: "Any payment error",
    withPaymentError: "With a payment error",
    withoutPaymentError: "Without a payment error",
    refillError: "Filter by refill error",
    anyRefillError: "Any refill error",
    withRefillError: "With a refill error",
    withoutRefillError: "Without a refill error",
    madeBetween: "Made between",
  },
  list: {
    title: "Transactions",
    refillNow: "Refill Now",
    /** a row's checkbox (staff) */
    selectRow: "Select transaction #{{id}}",
    /** the header's box: every refill of the page shown */
    selectPage: "Select the refills on this page",
    nothing: "No transactions yet.",
    nothingInStatus: "No transactions are {{status}}.",
    noMatch: "No transaction matches these filters.",
    refillALine: "Refill a line now",
    columns: {
      transaction: "Transaction",
      carrierPlan: "Carrier / plan",
      amount: "Amount",
      trigger: "Trigger",
      status: "Status",
    },
  },
  /** the bar above the list once staff have selected rows, and its report */
  bulk: {
    region: "Selected refills",
    selected_one: "{{n}} selected",
    selected_other: "{{n}} selected",
    allSelected_one: "All {{n}} refill that match the filters selected",
    allSelected_other: "All {{n}} refills that match the filters selected",
    selectAll: "Select all {{n}} that match the filters",
    clear: "Clear selection",
    retryQuestion_one: "Queue {{n}} refill again?",
    retryQuestion_other: "Queue {{n}} refills again?",
    /** before a bulk retry charges the refills not paid yet: how many, and what in all */
    retryCharges_one: "{{n}} of them is not paid yet: its card is charged {{amount}}.",
    retryCharges_other: "{{n}} of them are not paid yet: their cards are charged {{amount}} in all.",
    retryHint: "Each is retried as on its own page: a charge that already succeeded is not repeated.",
    retry: "Retry",
    resolve: "Resolve",
    tooMany: "More than {{n}} refills match: narrow the filters to act on all of them.",
    resolveTitle_one: "Resolve {{n}} refill",
    resolveTitle_other: "Resolve {{n}} refills",
    retryReport: "Bulk retry",
    resolveReport: "Bulk resolve",
    close: "Close",
    retried_one: "{{n}} refill retried",
    retried_other: "{{n}} refills retried",
    retriedSome_one: "{{n}} refill retried, {{refused}} not",
    retriedSome_other: "{{n}} refills retried, {{refused}} not",
    following_one: "Following {{n}} refill while the worker moves it…",
    following_other: "Following {{n}} refills while the worker moves them…",
    settled: "{{succeeded}} succeeded, {{failed}} failed again",
    settledMoving: "{{succeeded}} succeeded, {{failed}} failed again, {{moving}} still on their way",
    followedFirst: "Only the first {{n}} are followed here; the list shows the rest.",
    resolved_one: "{{n}} refill resolved",
    resolved_other: "{{n}} refills resolved",
    resolvedSome_one: "{{n}} refill resolved, {{refused}} not",
    resolvedSome_other: "{{n}} refills resolved, {{refused}} not",
    noneMatched: "No refill matched.",
    outcome: {
      retried: "Retried",
      resolved: "Resolved",
      refused: "Refused",
      not_found: "Not found",
    },
  },
  /** the Resolve dialog (one refill or several) */
  resolve: {
    title: "Resolve transaction #{{id}}",
    ok: "Resolve",
    one: "The refill is closed as resolved and no worker will try it again. Say why, for whoever reads it later.",
    many: "Each refill is closed as resolved with this note, and no worker will try it again. Say why, for whoever reads it later.",
    note: "Note",
    noteTooLong: "Keep the note under 1000 characters.",
  },
  /** staff's "Refund and close" */
  refundAndClose: {
    button: "Refund and close",
    title: "Refund and close transaction #{{id}}",
    ok: "Refund {{amount}} and close",
    /** the dialog's warning: how much, then where it goes */
    amountWhere: "{{amount}} · {{where}}",
    closed: "The refill is then closed as resolved and no worker will try it again. {{cannotUndo}}",
    noteHint: "Kept with the refund and the refill.",
    /** the notice once done */
    done: "Transaction #{{id}}: {{amount}}",
  },
  /** staff's buttons on a refill's page */
  /** how a refill followed on its page ended, once a worker has moved it */
  outcome: {
    success: "Refill #{{id}} succeeded",
    failed: "Refill #{{id}} failed",
    actionRequired: "Refill #{{id}} needs action",
    resolved: "Refill #{{id}} was resolved",
  },
  actions: {
    retry: "Retry",
    /** a retry that charges the refill's card, since no charge of it succeeded yet */
    retryCharges: "{{card}} is charged {{amount}}.",
    resolve: "Resolve",
    assignCard: "Assign card",
    /** a notice's description: which refill */
    which: "Transaction #{{id}}",
  },
  /** a refill's page */
  show: {
    /** a customer's refill the carrier refused after the payment went through: what happens next */
    carrierFailed: "Your line could not be topped up",
    carrierFailedNext:
      "Your payment went through and is kept. Our staff see this refill and will top up your line or refund you.",
    /** staff: the carrier took back a top-up that had succeeded (a reversal); the charge is still the customer's */
    reversedTitle: "Reversed by the carrier",
    reversedWhen:
      "The carrier took this top-up back on {{at}}, after it had succeeded. The line's service end date moved back.",
    reversedNext:
      "The customer's charge has not been refunded. Refund it and close the refill, or retry it to send a new top-up.",
    /** the customer's own refill, reversed */
    reversedCustomer:
      "The carrier took this top-up back. Your payment is kept; our staff will top up your line again or refund you.",
    noun: "Transaction",
    status: "Status",
    trigger: "Trigger",
    amount: "Amount",
    customer: "Customer",
    line: "Line",
    plan: "Plan",
    card: "Card",
    charge: "Charge",
    paymentError: "Payment error",
    refillError: "Refill error",
    carrierReference: "Carrier reference",
    attempts: "Attempts",
    created: "Created",
    completed: "Completed",
    notYet: "Not yet",
    scheduledFor: "Scheduled for",
    nextTry: "Next try",
    resolved: "Resolved",
    note: "Note",
    /** when, and by whom */
    atBy: "{{at}} by {{name}}",
    moving: "This refill is on its way; this page updates itself.",
    charges: "Charges",
    history: "What happened",
  },
  /** the refill's charges, on its page */
  charges: {
    empty: "No charge yet.",
    /** after a refund's number */
    refund: "Refund",
    charge: "Charge",
    amount: "Amount",
    status: "Status",
    card: "Card",
    failure: "Failure",
    when: "When",
  },
  /** the refill's history, on its page */
  history: {
    empty: "Nothing has happened yet.",
    /** no history on record for a refill a worker has already run */
    notKept: "No history was kept for this refill; its attempts and outcome are above.",
    attempt: "attempt {{n}}",
    /** when, and who did it */
    atBy: "{{at}} · {{name}}",
    /** what a person's step says (resources/transactions/labels.ts transactionEventText) */
    says: {
      refillNow: "Refill Now.",
      phoneMenu: "Phone menu.",
      textMessage: "Text message.",
      scheduled: "Scheduled refill #{{schedule}} for {{date}}.",
      /** the status the refill had before it was retried */
      retried: "Queued again; it was {{status}}.",
      cardAssigned: "{{card}} assigned.",
      cardAssignedRequeued: "{{card}} assigned; queued again.",
      madeDefault: "It is now the customer's default card.",
      customerChose: "The customer chose {{card}}; queued again.",
      bankConfirmed: "The customer confirmed the payment with their bank; queued again.",
      bankRefused: "The customer's bank did not confirm the payment.",
      refundedTo: "Closed with refund #{{refund}}: {{amount}} back to {{card}}.",
      refundedInCash: "Closed with refund #{{refund}}: {{amount}} back in cash.",
      leaseReclaimed: "The worker holding it stopped answering; another worker took it over.",
      /** the carrier took the top-up back: its reference at the aggregator, the line's end date after it */
      reversedByCarrier: "Reversed by the carrier (top-up {{ref}}); the line's service now ends on {{date}}.",
      reversedByCarrierNoDate: "Reversed by the carrier (top-up {{ref}}).",
    },
    step: {
      create: "Created",
      claim: "Picked up by a worker",
      charge: "Card charge",
      topup: "Carrier top-up",
      retry: "Retried",
      resolve: "Resolved",
      assign_card: "Card assigned",
      release: "Released by a worker",
      pay: "Paid with another card",
      authenticate: "Confirmed with the bank",
    },
    outcome: {
      ok: "ok",
      declined: "declined",
      failed: "failed",
      action_required: "action required",
      transient: "transient",
      reclaimed: "reclaimed",
      done: "done",
    },
  },
};
