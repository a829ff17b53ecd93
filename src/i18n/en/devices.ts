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
