import { DollarOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { CHARGE_KIND_LABELS, CHARGE_METHOD_LABELS, CHARGE_STATUS_LABELS } from "@common/labels";
import { customerFilter } from "../../src/components/lists/filters";
import type { FilterOption, ResourceDefinition } from "../types";

const choices = (any: string, labels: Readonly<Record<string, string>>): FilterOption[] => [
  { label: any, value: "" },
  ...Object.entries(labels).map(([value, label]) => ({ label, value })),
];

/** Card charges: everyone sees the list of theirs; one charge's details are for members (docs/panel.md). */
export const charges: ResourceDefinition = {
  name: "charges",
  label: "Charges",
  icon: <DollarOutlined />,
  route: "/charges",
  access: { default: "member", list: "auth" },
  api: { base: "/api/charges/" },
  list: {
    sort: [{ field: "created_at", order: "desc" }],
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
    ],
  },
  screens: {
    list: lazy(() => import("./ChargeList")),
    show: lazy(() => import("./ChargeShow")),
  },
};
