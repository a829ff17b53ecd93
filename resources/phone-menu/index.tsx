import { PhoneOutlined } from "@ant-design/icons";
import { t } from "../../src/i18n";
import { declareResource } from "../../src/resource-kit/declare";
import { phoneMenuCalls } from "./endpoints";

/** /phone-menu (members): a simulated call to the company's phone menu (docs/engines.md). */
export const phoneMenu = declareResource({
  name: "phone-menu",
  label: t("phoneMenu.label"),
  icon: <PhoneOutlined />,
  api: {
    base: "/api/phone-menu/simulate/",
    actions: phoneMenuCalls,
  },
  screens: { list: () => import("./PhoneMenuPage") },
});
