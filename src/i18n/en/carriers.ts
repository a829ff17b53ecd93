/** English texts of this area (src/i18n/README.md). */
export const carriers = {
  /** the menu's and the resource's name */
  label: "Carriers",
  search: "Search carriers by name",
  /** /carriers */
  list: {
    nothingStaff: "No carriers yet.",
    nothing: "No carriers available.",
    activePlans: "Active plans",
    providerOperatorId: "Provider operator id",
    added: "Added",
  },
  /** the add/edit dialog */
  form: {
    nameRequired: "Enter the carrier's name.",
    namePlaceholder: "e.g. Tello Mobile",
    providerOperatorId: "Provider operator id",
    providerOperatorIdHint:
      "The operator's id at the top-up provider; refills to this carrier's lines are sent with it.",
    providerOperatorIdPlaceholder: "e.g. 1042",
  },
  /** a carrier's page */
  show: {
    noun: "Carrier",
    edit: "Edit",
    activePlans: "Active plans",
    status: "Status",
    providerOperatorId: "Provider operator id",
    added: "Added",
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "carrier",
    title: "Carriers",
    consequence: "Customers will no longer see this carrier or its plans, and cannot refill on them.",
    created: "Carrier added",
    updated: "Carrier updated",
    deactivated: "Carrier deactivated",
    reactivated: "Carrier reactivated",
    fetchFailed: "Failed to fetch carriers",
    saveFailed: "Failed to save carrier",
    deactivateFailed: "Failed to deactivate carrier",
    reactivateFailed: "Failed to reactivate carrier",
    add: "Add carrier",
    addFirst: "Add the first carrier",
    edit: "Edit carrier",
    noMatch: "No carrier matches this search.",
    nothing: "No carriers yet.",
    deactivateQuestion: "Deactivate carrier “{{name}}”?",
    deactivateDescription:
      "Customers will no longer see this carrier or its plans, and cannot refill on them. You can reactivate it later.",
    reactivateQuestion: "Reactivate carrier “{{name}}”?",
  },
};
