import { PhoneOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** /phone-menu (members): a simulated call to the company's phone menu (docs/engines.md). */
export const phoneMenu: ResourceDefinition = {
  name: "phone-menu",
  label: "Phone menu",
  icon: <PhoneOutlined />,
  route: "/phone-menu",
  access: { default: "member" },
  api: {
    base: "/api/phone-menu/simulate/",
    actions: {
      simulate: { method: "POST", path: "/api/phone-menu/simulate/" },
      company: { method: "GET", path: "/api/company/" },
    },
  },
  screens: { list: lazy(() => import("./PhoneMenuPage")) },
};
