import { GlobalOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** Destination countries of a rental (their daily surcharge). No route in SPEC.md §2. */
export const countries: ResourceDefinition = {
  name: "countries",
  label: "Countries",
  icon: <GlobalOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
};
