import { PhoneOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { carrierFilter, customerFilter, planFilter } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** Phone lines: customers manage their own, staff the whole company's. */
export const phoneNumbers: ResourceDefinition = {
  name: "phone-numbers",
  label: "Phone numbers",
  icon: <PhoneOutlined />,
  route: "/phone-numbers",
  access: { default: "auth" },
  api: { base: "/api/phones/" },
  list: {
    sort: [{ field: "created_at", order: "desc" }],
    search: {
      placeholder: "Number or nickname",
      staffPlaceholder: "Number, nickname, customer name or e-mail",
    },
    filters: [
      { ...carrierFilter("carrier"), staffOnly: true },
      { ...planFilter, staffOnly: true },
      customerFilter,
    ],
  },
  screens: {
    list: lazy(() => import("./PhoneNumberList")),
    create: lazy(() => import("./PhoneNumberForm")),
    edit: lazy(() => import("./PhoneNumberForm")),
  },
};
