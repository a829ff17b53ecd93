import { MobileOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { catalogActiveFilter } from "../../src/components/lists/filters";
import { DEVICE_KINDS } from "./types";
import type { ResourceDefinition } from "../types";

/** Rentable devices: customers pick one in Rent Now; staff keep the catalogue at /devices. */
export const devices: ResourceDefinition = {
  name: "devices",
  label: "Devices",
  icon: <MobileOutlined />,
  route: "/devices",
  access: { default: "member" },
  api: { base: "/api/rental/devices/" },
  list: {
    sort: [{ field: "name", order: "asc" }],
    search: { placeholder: "Search devices by name" },
    filters: [
      catalogActiveFilter,
      {
        field: "kind",
        label: "Filter by kind",
        options: [{ value: "", label: "All kinds" }, ...DEVICE_KINDS],
        width: 150,
      },
    ],
  },
  screens: {
    list: lazy(() => import("./DeviceList")),
    create: lazy(() => import("./DeviceForm")),
    edit: lazy(() => import("./DeviceForm")),
  },
};
