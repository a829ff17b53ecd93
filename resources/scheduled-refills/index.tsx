import { ScheduleOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Automatic monthly refills of a line. */
export const scheduledRefills: ResourceDefinition = {
  name: "scheduled-refills",
  label: "Scheduled refills",
  icon: <ScheduleOutlined />,
  route: "/scheduled-refills",
  access: { default: "auth" },
  screens: { list: lazy(() => import("./ScheduledRefillList")) },
};
