import { ThunderboltOutlined } from "@ant-design/icons";
import { declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

/** /refill-now: a page of its own in everyone's menu (docs/panel.md); it creates transactions. */
export const refillNow = declareResource({
  name: "refill-now",
  label: t("refillNow.menu"),
  icon: <ThunderboltOutlined />,
  access: "auth",
  // A customer's form is plain (RefillNowPage puts the staff's in antd's frame itself).
  plainScreens: ["list"],
  screens: { list: () => import("./RefillNowPage") },
});
