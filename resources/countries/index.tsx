import { GlobalOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

/** Destination countries of a rental (their daily surcharge); staff keep them at /countries. */
export const countries = declareResource({
  name: "countries",
  label: t("countries.menu"),
  icon: <GlobalOutlined />,
  api: "/api/rental/countries/",
  list: catalogueList(t("countries.search")),
  screens: { list: () => import("./CountryList"), form: () => import("./CountryForm") },
});
