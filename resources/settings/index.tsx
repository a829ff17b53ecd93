import { SettingOutlined } from "@ant-design/icons";
import { t } from "../../src/i18n";
import { declareResource } from "../../src/resource-kit/declare";
import { settingsCrud } from "./endpoints";

/** The company's own settings (name, tax rate): owners only, at /settings. */
export const settings = declareResource({
  name: "settings",
  label: t("settings.label"),
  icon: <SettingOutlined />,
  access: "owner",
  api: {
    base: "/api/company/",
    crud: settingsCrud,
  },
  screens: { list: () => import("./SettingsPage") },
});
