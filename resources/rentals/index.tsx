import { TabletOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Device rentals: customers see and create their own; status, payments and returns are staff work. */
export const rentals: ResourceDefinition = {
  name: "rentals",
  label: "Rentals",
  icon: <TabletOutlined />,
  route: "/rentals",
  access: { default: "auth", edit: "member", delete: "member" },
};
