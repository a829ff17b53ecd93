/** English texts of this area (src/i18n/README.md): the list kit (src/components/lists/). */
export const lists = {
  search: "Search",
  /** an input's clear button (its "×") */
  clear: "Clear",
  inAll: "{{total}} in all",
  tabs: {
    all: "All",
    /** the status tabs' name for assistive technology */
    label: "Statuses",
  },
  /** the pager's arrows and jumps (antd names them by their icons: "left", "double-right") */
  pages: {
    previous: "Previous page",
    next: "Next page",
    back: "5 pages back",
    forward: "5 pages forward",
    /** the pager's name for assistive technology, and its page-size choice and each size in it */
    label: "Pages",
    size: "Rows per page",
    perPage: "{{size}} / page",
    /** a phone's pager: the page shown of how many */
    ofPages: "{{current}} / {{pages}}",
  },
  filters: {
    /** a phone's one button the filters fold behind, and the drawer it opens */
    button: "Filters",
    title: "Filters",
    done: "Done",
    byStatus: "Filter by status",
    activeAndInactive: "Active and inactive",
    activeOnly: "Active only",
    inactiveOnly: "Inactive only",
    status: "Status",
    byCustomer: "Filter by customer",
    anyCustomer: "Any customer",
    byCarrier: "Filter by carrier",
    anyCarrier: "Any carrier",
    byPlan: "Filter by plan",
    anyPlan: "Any plan",
    createdBetween: "Created between",
    addedBetween: "Added between",
  },
  dates: {
    today: "Today",
    yesterday: "Yesterday",
    last7Days: "Last 7 days",
    last30Days: "Last 30 days",
    thisMonth: "This month",
    lastMonth: "Last month",
    from: "From",
    to: "To",
    /** a narrow screen's two pickers: "Created between: from" */
    fromOf: "{{label}}: from",
    toOf: "{{label}}: to",
    /** dayjs's format of a day in the pickers */
    format: "MMM D, YYYY",
  },
  export: {
    button: "Export CSV",
    /** English says "rows" even for one, as it always has (tests read "1 rows") */
    exporting_one: "Exporting… {{rows}} rows",
    exporting_other: "Exporting… {{rows}} rows",
    ready: "Export ready",
    rows_one: "{{rows}} rows",
    rows_other: "{{rows}} rows",
    failed: "Export failed",
    interrupted: "The export stopped part-way, so no file was saved. Try again.",
  },
};
