/** English texts of this area (src/i18n/README.md). */
export const auditLog = {
  /** the menu's entry and the resource's name */
  label: "Audit log",
  /** the list's search and filters (resources/audit-log/index.tsx) */
  filters: {
    search: "Who: name or e-mail",
    recordType: "Record type",
    anyRecord: "Any record",
    recordNumber: "Record number",
    recordNumberPlaceholder: "Record #",
    between: "Between",
  },
  list: {
    title: "Audit log",
    nothing: "Nothing has been recorded yet.",
    noMatch: "No entry matches these filters.",
    when: "When",
    who: "Who",
    action: "Action",
    record: "Record",
    details: "Details",
    /** a record by its type and number: "Transaction #12" */
    numbered: "{{label}} #{{id}}",
    /** the member who acted while viewing the site as a customer, when their name is not known */
    memberNumbered: "Member #{{id}}",
    viewingAs: "Viewing as",
  },
  /** the record types (`object`, common/audit.ts's AUDIT_OBJECTS) */
  objects: {
    transaction: "Transaction",
    rental: "Rental",
    charge: "Charge",
    customer: "Customer",
    member: "Member",
    phone_number: "Phone number",
    scheduled_refill: "Scheduled refill",
    carrier: "Carrier",
    plan: "Plan",
    device: "Device",
    country: "Country",
    company: "Company settings",
    user: "Viewed as customer",
    hijack_write: "Write while viewing as customer",
  },
};
