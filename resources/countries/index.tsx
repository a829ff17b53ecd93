import { GlobalOutlined } from "@ant-design/icons";
import { catalogueList, declareResource } from "../../src/resource-kit/declare";

/** Destination countries of a rental (their daily surcharge); staff keep them at /countries. */
export const countries = declareResource({
  name: "countries",
  label: "Countries",
  icon: <GlobalOutlined />,
  api: "/api/rental/countries/",
  list: catalogueList("Search by name or code"),
  screens: { list: () => import("./CountryList"), form: () => import("./CountryForm") },
});
