import { PhoneOutlined } from "@ant-design/icons";
import { declareResource } from "../../src/resource-kit/declare";
import { phoneMenuCalls } from "./endpoints";

/** /phone-menu (members): a simulated call to the company's phone menu (docs/engines.md). */
export const phoneMenu = declareResource({
  name: "phone-menu",
  label: "Phone menu",
  icon: <PhoneOutlined />,
  api: {
    base: "/api/phone-menu/simulate/",
    actions: phoneMenuCalls,
  },
  screens: { list: () => import("./PhoneMenuPage") },
});
