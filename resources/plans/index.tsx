import { ProfileOutlined } from "@ant-design/icons";
import type { ResourceDefinition } from "../types";

/** A carrier's plans. No route of their own: they are shown on the carrier's page. */
export const plans: ResourceDefinition = {
  name: "plans",
  label: "Plans",
  icon: <ProfileOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
};
