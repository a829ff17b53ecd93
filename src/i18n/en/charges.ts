import { CHARGE_KIND_LABELS, CHARGE_METHOD_LABELS, CHARGE_STATUS_LABELS } from "@common/labels";

/** English texts of this area (src/i18n/README.md). */
export const charges = {
  /** the menu's and the resource's name */
  label: "Charges",
  /** a charge's status, what it paid for and how it was paid: the server's exports' words too */
  status: CHARGE_STATUS_LABELS,
  kind: CHARGE_KIND_LABELS,
  method: CHARGE_METHOD_LABELS,
  filters: {
    search: "Card's last four digits",
    staffSearch: "Customer name, e-mail or card's last four",
    kind: "Filter by kind",
    anyKind: "Any kind",
    status: "Filter by status",
    anyStatus: "Any status",
    method: "Filter by method",
    anyMethod: "Card or cash",
    madeBetween: "Made between",
  },
  /** how the money moved (src/components/show/chargeMoney.ts): a refund says where it went */
  movement: {
    refundedTo: "Refunded to {{card}}",
    refundedInCash: "Refunded in cash",
    /** a refund's card no longer known */
    theCard: "the card",
  },
  /** what the charge paid for, linked to it */
  for: {
    transaction: "Transaction #{{id}}",
    rental: "Rental #{{id}}",
  },
  list: {
    title: "Charges",
    nothing: "No charges yet.",
    noMatch: "No charge matches these filters.",
    columns: {
      charge: "Charge",
      kind: "Kind",
      amount: "Amount",
      method: "Method",
      for: "For",
      status: "Status",
    },
  },
  /** a charge's page */
  show: {
    noun: "Charge",
    refund: "Refund",
    status: "Status",
    kind: "Kind",
    amount: "Amount",
    method: "Method",
    customer: "Customer",
    for: "For",
    refundOf: "Refund of",
    why: "Why",
    when: "When",
    failure: "Failure",
    processorReference: "Processor reference",
    idempotencyKey: "Idempotency key",
    leftToRefund: "Left to refund",
    fee: "Processor fee",
    net: "Net after the fee",
    feeUnknown: "Not known yet",
    refunds: "Refunds",
  },
  /** a charge's refunds, on its page */
  refunds: {
    empty: "Nothing refunded.",
    refund: "Refund",
    amount: "Amount",
    status: "Status",
    why: "Why",
    when: "When",
    /** when, and who refunded */
    atBy: "{{at}} · {{name}}",
  },
  /** the Refund dialog */
  refund: {
    title: "Refund charge #{{id}}",
    ok: "Refund",
    continue: "Continue",
    back: "Back",
    cancel: "Cancel",
    /** where a card refund goes when the card is not known any more */
    theCard: "the card",
    /** where it goes, then that it cannot be undone */
    confirm: "{{where}}. {{cannotUndo}}",
    amount: "Amount",
    atMost: "At most {{max}}: what is left of {{amount}}.",
    /** the notice once done: how much, and where */
    done: "{{amount}} · {{where}}",
  },
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    fetchFailed: "Failed to fetch charges",
  },
  /** refunding (a charge's Refund, a refill's Refund and close): notices, the question and the note's rules */
  refunding: {
    refunded: "Refund made",
    refundFailed: "Failed to refund",
    refundedAndClosed: "Refund made, transaction closed",
    refundAndCloseFailed: "Failed to refund and close",
    goesBackTo: "Goes back to {{card}}",
    givenBackInCash: "Given back in cash",
    question: "Refund {{amount}}?",
    cannotUndo: "This cannot be undone.",
    noteRequired: "Say why the money goes back.",
    amountRequired: "Enter the amount to refund.",
    resolveNoteRequired: "Say why this refill is closed.",
  },
};
