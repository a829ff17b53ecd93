import { DEVICE_KIND_LABELS } from "@common/labels";

/** English texts of this area (src/i18n/README.md). */
export const devices = {
  /** a device's kind (resources/rentals/labels.ts), as the server's exports write it */
  kindName: DEVICE_KIND_LABELS,
  menu: "Devices",
  /** the list's search and filter (resources/devices/index.tsx) */
  filters: {
    search: "Search devices by name",
    kind: "Filter by kind",
    allKinds: "All kinds",
  },
  list: {
    kind: "Kind",
    rate: "Device rate",
    /** "$7.00/day" */
    perDay: "{{rate}}/day",
    deposit: "Deposit",
    stock: "In stock",
  },
  form: {
    nameRequired: "Enter the device's name.",
    namePlaceholder: "e.g. Pocket hotspot 5G",
    kind: "Kind",
    kindRequired: "Choose the kind of device.",
    rate: "Device rate per day",
    rateRequired: "Enter the price per day.",
    rateExtra: "Charged per rental day, plus the country's surcharge; at least $0.01.",
    deposit: "Deposit",
    depositRequired: "Enter the deposit ($0.00 for none).",
    depositExtra: "Held while the device is rented and refunded on return.",
    stock: "Units in stock",
    stockRequired: "Enter how many units you have.",
    stockExtra: "Overlapping rentals of this device cannot exceed it.",
  },
  /** a device's page (resources/devices/DeviceShow.tsx) */
  show: {
    noun: "Device",
    edit: "Edit",
    stock: "Units in service",
    status: "Status",
    added: "Added",
  },
  /** a device's units on its page: the table, the add/edit dialog, a unit's history */
  units: {
    title: "Units",
    /** "3 of 4 in service" */
    inService: "{{count}} of {{total}} in service",
    add: "Add unit",
    addTitle: "Add a unit",
    /** "Edit unit SN-1001" */
    editTitle: "Edit unit {{serial}}",
    save: "Save",
    added: "Unit added",
    updated: "Unit updated",
    addFailed: "Failed to add the unit",
    updateFailed: "Failed to update the unit",
    fetchFailed: "Failed to load the units",
    unitFailed: "Failed to load the unit",
    tryAgain: "Try again",
    loading: "Loading the unit",
    nothing: "No units yet. Add each unit with its serial, or set the stock and serials are made for you.",
    serial: "Serial or IMEI",
    serialRequired: "Enter the unit's serial number or IMEI.",
    barcode: "Barcode",
    barcodeExtra: "What a scanner reads at the desk; blank for none.",
    iccid: "SIM (ICCID)",
    iccidExtra: "For SIM cards: the number printed on the card; blank for none.",
    statusColumn: "Status",
    note: "Note",
    actions: "Actions",
    edit: "Edit",
    history: "History",
    /** "History of SN-1001" */
    historyTitle: "History of {{serial}}",
    device: "Device",
    /** beside an out unit's status: "Rental #12" */
    onRental: "Rental #{{id}}",
    rental: "Rental #{{id}}",
    /** an out unit's status field, when editing it */
    outLocked: "Out on rental #{{id}}: it comes back with the rental's return or a swap.",
    events: "What happened",
    noEvents: "Nothing recorded yet.",
    rentals: "Rentals",
    noRentals: "It has not gone out on a rental yet.",
    /** "Status: Available → In repair" */
    statusChange: "Status: {{from}} → {{to}}",
    status: {
      available: "Available",
      out: "Out",
      maintenance: "In repair",
      lost: "Lost",
      retired: "Retired",
    },
    event: {
      added: "Added",
      status: "Status changed",
      picked_up: "Picked up",
      returned: "Returned",
      swapped_in: "Swapped in",
      swapped_out: "Swapped out",
    },
  },
  /** the catalogue kit's texts for this catalogue: one whole sentence each (never glued from a noun) */
  catalog: {
    noun: "device",
    title: "Devices",
    consequence: "Customers will no longer be able to rent it; current rentals are not affected.",
    created: "Device added",
    updated: "Device updated",
    deactivated: "Device deactivated",
    reactivated: "Device reactivated",
    fetchFailed: "Failed to fetch devices",
    saveFailed: "Failed to save device",
    deactivateFailed: "Failed to deactivate device",
    reactivateFailed: "Failed to reactivate device",
    add: "Add device",
    addFirst: "Add the first device",
    edit: "Edit device",
    noMatch: "No device matches this search.",
    nothing: "No devices yet.",
    deactivateQuestion: "Deactivate device “{{name}}”?",
    deactivateDescription:
      "Customers will no longer be able to rent it; current rentals are not affected. You can reactivate it later.",
    reactivateQuestion: "Reactivate device “{{name}}”?",
  },
};
