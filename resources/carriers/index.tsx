import { ApartmentOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { catalogActiveFilter } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** Carriers; a carrier's page (/carriers/{id}) lists its plans. Everyone reads them, staff edit them. */
export const carriers: ResourceDefinition = {
  name: "carriers",
  label: "Carriers",
  icon: <ApartmentOutlined />,
  route: "/carriers",
  access: { default: "member", list: "auth", show: "auth" },
  api: { base: "/api/carriers/" },
  list: {
    sort: [{ field: "name", order: "asc" }],
    search: { placeholder: "Search carriers by name" },
    filters: [catalogActiveFilter],
  },
  screens: {
    list: lazy(() => import("./CarrierList")),
    show: lazy(() => import("./CarrierShow")),
    create: lazy(() => import("./CarrierForm")),
    edit: lazy(() => import("./CarrierForm")),
  },
};
