import { MobileOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { DEVICE_KINDS } from "./types";

/** Rentable devices: customers pick one in Rent Now; staff keep the catalogue at /devices, each device's units on its page. */
export const devices = declareResource({
  name: "devices",
  label: t("devices.menu"),
  icon: <MobileOutlined />,
  api: "/api/rental/devices/",
  list: catalogueList(t("devices.filters.search"), {
    field: "kind",
    label: t("devices.filters.kind"),
    options: [{ value: "", label: t("devices.filters.allKinds") }, ...DEVICE_KINDS],
    width: 150,
  }),
  screens: {
    list: () => import("./DeviceList"),
    show: () => import("./DeviceShow"),
    form: () => import("./DeviceForm"),
  },
});
