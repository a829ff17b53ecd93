import { MobileOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { DEVICE_KINDS } from "./types";

/** Rentable devices: customers pick one in Rent Now; staff keep the catalogue at /devices. */
export const devices = declareResource({
  name: "devices",
  label: "Devices",
  icon: <MobileOutlined />,
  api: "/api/rental/devices/",
  list: catalogueList("Search devices by name", {
    field: "kind",
    label: "Filter by kind",
    options: [{ value: "", label: "All kinds" }, ...DEVICE_KINDS],
    width: 150,
  }),
  screens: { list: () => import("./DeviceList"), form: () => import("./DeviceForm") },
});
