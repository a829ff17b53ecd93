import { ThunderboltOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** /refill-now: a page of its own in everyone's menu (docs/panel.md); it creates transactions. */
export const refillNow: ResourceDefinition = {
  name: "refill-now",
  label: "Refill Now",
  icon: <ThunderboltOutlined />,
  route: "/refill-now",
  access: { default: "auth" },
  screens: { list: lazy(() => import("./RefillNowPage")) },
};
