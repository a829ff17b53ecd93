import { GlobalOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** Destination countries of a rental (their daily surcharge); staff keep them at /countries. */
export const countries: ResourceDefinition = {
  name: "countries",
  label: "Countries",
  icon: <GlobalOutlined />,
  route: "/countries",
  access: { default: "member" },
  screens: { list: lazy(() => import("./CountryList")) },
};
