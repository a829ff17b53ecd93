import { TeamOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { personActiveFilter, YES_NO_ANY } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** The company's customers: members only (docs/panel.md). */
export const customers: ResourceDefinition = {
  name: "customers",
  label: "Customers",
  icon: <TeamOutlined />,
  route: "/customers",
  access: { default: "member" },
  api: { base: "/api/company/customers/" },
  list: {
    sort: [{ field: "created_at", order: "desc" }],
    search: { placeholder: "Name, e-mail or phone number" },
    filters: [
      personActiveFilter,
      {
        field: "has_phone_numbers",
        label: "Has phone numbers",
        showLabel: true,
        options: YES_NO_ANY,
        width: 90,
      },
      {
        field: "has_scheduled_refills",
        label: "Has scheduled refills",
        showLabel: true,
        options: YES_NO_ANY,
        width: 90,
      },
    ],
  },
  screens: {
    list: lazy(() => import("./CustomerList")),
    show: lazy(() => import("./CustomerShow")),
    create: lazy(() => import("./CustomerForm")),
    edit: lazy(() => import("./CustomerForm")),
  },
};
