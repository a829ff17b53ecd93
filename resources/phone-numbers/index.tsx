import { PhoneOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Phone lines: customers manage their own, staff the whole company's. */
export const phoneNumbers: ResourceDefinition = {
  name: "phone-numbers",
  label: "Phone numbers",
  icon: <PhoneOutlined />,
  route: "/phone-numbers",
  access: { default: "auth" },
  screens: { list: lazy(() => import("./PhoneNumberList")) },
};
