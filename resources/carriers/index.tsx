import { ApartmentOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

/** Carriers; a carrier's page (/carriers/{id}) lists its plans. Everyone reads them, staff edit them. */
export const carriers = declareResource({
  name: "carriers",
  label: t("carriers.label"),
  icon: <ApartmentOutlined />,
  access: { default: "member", list: "auth", show: "auth" },
  api: "/api/carriers/",
  list: catalogueList(t("carriers.search")),
  screens: {
    list: () => import("./CarrierList"),
    show: () => import("./CarrierShow"),
    form: () => import("./CarrierForm"),
  },
});
