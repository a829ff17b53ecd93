import { SettingOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** The company's own settings (name, tax rate): owners only, at /settings. */
export const settings: ResourceDefinition = {
  name: "settings",
  label: "Settings",
  icon: <SettingOutlined />,
  route: "/settings",
  access: { default: "owner" },
  api: {
    base: "/api/company/",
    crud: {
      one: { method: "GET", path: "/api/company/" },
      update: { method: "PATCH", path: "/api/company/" },
    },
  },
  screens: { list: lazy(() => import("./SettingsPage")) },
};
