import { MobileOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Rentable devices: customers pick one in Rent Now; staff keep the catalogue. No route in SPEC.md §2. */
export const devices: ResourceDefinition = {
  name: "devices",
  label: "Devices",
  icon: <MobileOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
};
