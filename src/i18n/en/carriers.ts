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
};
