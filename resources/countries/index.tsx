import { GlobalOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { catalogActiveFilter } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** Destination countries of a rental (their daily surcharge); staff keep them at /countries. */
export const countries: ResourceDefinition = {
  name: "countries",
  label: "Countries",
  icon: <GlobalOutlined />,
  route: "/countries",
  access: { default: "member" },
  api: { base: "/api/rental/countries/" },
  list: {
    sort: [{ field: "name", order: "asc" }],
    search: { placeholder: "Search by name or code" },
    filters: [catalogActiveFilter],
  },
  screens: {
    list: lazy(() => import("./CountryList")),
    create: lazy(() => import("./CountryForm")),
    edit: lazy(() => import("./CountryForm")),
  },
};
