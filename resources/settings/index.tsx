import { SettingOutlined } from "@ant-design/icons";
import { declareResource } from "../declare";

/** The company's own settings (name, tax rate): owners only, at /settings. */
export const settings = declareResource({
  name: "settings",
  label: "Settings",
  icon: <SettingOutlined />,
  access: "owner",
  api: {
    base: "/api/company/",
    crud: {
      one: { method: "GET", path: "/api/company/" },
      update: { method: "PATCH", path: "/api/company/" },
    },
  },
  screens: { list: () => import("./SettingsPage") },
});
