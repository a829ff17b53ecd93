import { ThunderboltOutlined } from "@ant-design/icons";
import { declareResource } from "../../src/resource-kit/declare";

/** /refill-now: a page of its own in everyone's menu (docs/panel.md); it creates transactions. */
export const refillNow = declareResource({
  name: "refill-now",
  label: "Refill Now",
  icon: <ThunderboltOutlined />,
  access: "auth",
  screens: { list: () => import("./RefillNowPage") },
});
