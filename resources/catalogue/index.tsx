import { AppstoreAddOutlined } from "@ant-design/icons";
import { t } from "../../src/i18n";
import { declareResource } from "../../src/resource-kit/declare";
import { catalogueCalls } from "./endpoints";

/** /catalogue (owners): the top-up aggregator's operators imported as carriers and plans, and their sync. */
export const catalogue = declareResource({
  name: "catalogue",
  label: t("catalogue.label"),
  icon: <AppstoreAddOutlined />,
  access: "owner",
  api: {
    base: "/api/catalogue/operators/",
    actions: catalogueCalls,
  },
  screens: { list: () => import("./CataloguePage") },
});
