/** English texts of this area (src/i18n/README.md): words every screen shares. */
export const common = {
  /** a time that has not come (a last sign-in that never happened) */
  never: "Never",
  actions: {
    save: "Save",
    cancel: "Cancel",
    create: "Create",
    edit: "Edit",
    show: "Show",
    refresh: "Refresh",
    delete: "Delete",
    deactivate: "Deactivate",
    reactivate: "Reactivate",
    tryAgain: "Try again",
    undo: "Undo",
    /** a dialog's close button (its "×") */
    close: "Close",
  },
  status: {
    active: "Active",
    inactive: "Inactive",
    deactivated: "Deactivated",
    default: "Default",
    expired: "Expired",
  },
  choices: {
    any: "Any",
    yes: "Yes",
    no: "No",
    all: "All",
  },
  none: "None",
  loading: "Loading",
  back: "back",
  /** a record's number in a title: "Rental #12" */
  numbered: "{{noun}} #{{id}}",
  /** the last step of a record's breadcrumb: "Transactions / #12" */
  recordNumber: "#{{id}}",
  /** the question of a delete or remove: "Remove Visa •••• 4242?" */
  deleteQuestion: "Delete {{what}}?",
  verbQuestion: "{{verb}} {{what}}?",
  noteTooLong: "Keep the note under 1000 characters.",
  note: "Note",
  name: "Name",
  customer: "Customer",
  carrier: "Carrier",
  plan: "Plan",
  number: "Number",
  statusColumn: "Status",
  actionsColumn: "Actions",
  undoFor_one: "You can undo this for {{count}} more seconds.",
  undoFor_other: "You can undo this for {{count}} more seconds.",
  error: "Error",
};
