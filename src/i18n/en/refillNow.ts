/** English texts of this area (src/i18n/README.md). */
export const refillNow = {
  menu: "Refill Now",
  title: "Refill Now",
  summary: "Summary",
  line: "Line",
  carrier: "Carrier",
  plan: "Plan",
  amount: "Amount",
  choose: "Choose a line and a plan to see the amount.",
  phoneNumber: "Phone number",
  phoneNumberRequired: "Choose the line to refill.",
  customerFirst: "Choose the customer first",
  chooseLine: "Choose a line",
  noPhoneNumbers: "No phone numbers",
  customerHasNoLine: "This customer has no active phone number.",
  addPhoneNumber: "Add a phone number first.",
  planRequired: "Choose a plan.",
  /** under the plan: "Plans of AT&T" */
  plansOf: "Plans of {{carrier}}",
  plansOfLineCarrier: "Plans of the line's carrier",
  choosePlan: "Choose a plan",
  /** "Pay $25.00 and refill" */
  pay: "Pay {{amount}} and refill",
  refill: "Refill",
  /** the notices of this area's screens (once in src/messages.ts) */
  notices: {
    queued: "Refill queued",
    failed: "Failed to refill",
  },
  /** the checkbox that enrols the line in automatic refills after this refill */
  autoRefill: "Refill automatically when my plan runs out",
  autoRefillStaff: "Refill automatically when the plan runs out (the customer agreed)",
  autoEnrolled: "Automatic refills are on",
  autoFailed: "Automatic refills could not be turned on",
};
