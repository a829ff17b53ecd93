import { DashboardOutlined } from "@ant-design/icons";
import { t } from "../../src/i18n";
import { declareResource } from "../../src/resource-kit/declare";
import { dashboardCalls } from "./endpoints";
import { openingCalls } from "./figures-call";

/**
 * /dashboard (staff): the company's figures for today, 7 or 30 days, each leading to the list it counts.
 * First in the menu, so that `/` opens it for staff; customers may not open it and land on their refills.
 */
export const dashboard = declareResource({
  name: "dashboard",
  label: t("dashboard.label"),
  icon: <DashboardOutlined />,
  api: {
    base: "/api/dashboard/",
    actions: dashboardCalls,
  },
  screens: { list: () => import("./DashboardPage") },
  openingCalls,
});
