import { ApartmentOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Carriers; a carrier's page (/carriers/{id}) lists its plans. Everyone reads them, staff edit them. */
export const carriers: ResourceDefinition = {
  name: "carriers",
  label: "Carriers",
  icon: <ApartmentOutlined />,
  route: "/carriers",
  access: { default: "member", list: "auth", show: "auth" },
  screens: { list: lazy(() => import("./CarrierList")), show: lazy(() => import("./CarrierShow")) },
};
