import { DollarOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Card charges: everyone sees the list of theirs; one charge's details are for members (SPEC.md §2). */
export const charges: ResourceDefinition = {
  name: "charges",
  label: "Charges",
  icon: <DollarOutlined />,
  route: "/charges",
  access: { default: "member", list: "auth" },
};
