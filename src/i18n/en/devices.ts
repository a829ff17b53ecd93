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
};
