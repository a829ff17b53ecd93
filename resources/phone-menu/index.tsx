import { PhoneOutlined } from "@ant-design/icons";
import { declareResource } from "../declare";

/** /phone-menu (members): a simulated call to the company's phone menu (docs/engines.md). */
export const phoneMenu = declareResource({
  name: "phone-menu",
  label: "Phone menu",
  icon: <PhoneOutlined />,
  api: {
    base: "/api/phone-menu/simulate/",
    actions: {
      simulate: { method: "POST", path: "/api/phone-menu/simulate/" },
      company: { method: "GET", path: "/api/company/" },
    },
  },
  screens: { list: () => import("./PhoneMenuPage") },
});
