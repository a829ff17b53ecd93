import { DollarOutlined } from "@ant-design/icons";
import { CHARGE_KIND_LABELS, CHARGE_METHOD_LABELS, CHARGE_STATUS_LABELS } from "@common/labels";
import { choices, createdRangeFilter, customerFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { chargeCalls } from "./endpoints";

/** Card charges: everyone sees the list of theirs; one charge's details are for members (docs/panel.md). */
export const charges = declareResource({
  name: "charges",
  label: "Charges",
  icon: <DollarOutlined />,
  access: { default: "member", list: "auth" },
  api: {
    base: "/api/charges/",
    actions: chargeCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: "Card's last four digits",
      staffPlaceholder: "Customer name, e-mail or card's last four",
    },
    filters: [
      {
        field: "kind",
        label: "Filter by kind",
        options: choices("Any kind", CHARGE_KIND_LABELS),
        width: 160,
      },
      {
        field: "status",
        label: "Filter by status",
        options: choices("Any status", CHARGE_STATUS_LABELS),
        width: 150,
      },
      {
        field: "method",
        label: "Filter by method",
        options: choices("Card or cash", CHARGE_METHOD_LABELS),
        width: 140,
      },
      customerFilter,
      createdRangeFilter("Made between"),
    ],
  },
  screens: {
    list: () => import("./ChargeList"),
    show: () => import("./ChargeShow"),
  },
});
