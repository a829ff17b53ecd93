import { MobileOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Rentable devices: customers pick one in Rent Now; staff keep the catalogue at /devices. */
export const devices: ResourceDefinition = {
  name: "devices",
  label: "Devices",
  icon: <MobileOutlined />,
  route: "/devices",
  access: { default: "member" },
  screens: { list: lazy(() => import("./DeviceList")) },
};
