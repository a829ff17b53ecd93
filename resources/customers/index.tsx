import { TeamOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** The company's customers: members only (SPEC.md §2). */
export const customers: ResourceDefinition = {
  name: "customers",
  label: "Customers",
  icon: <TeamOutlined />,
  route: "/customers",
  access: { default: "member" },
  screens: {
    list: lazy(() => import("./CustomerList")),
    show: lazy(() => import("./CustomerShow")),
  },
};
