import { IdcardOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** The company's team: owners only (SPEC.md §2). */
export const members: ResourceDefinition = {
  name: "members",
  label: "Members",
  icon: <IdcardOutlined />,
  route: "/members",
  access: { default: "owner" },
  screens: { list: lazy(() => import("./MemberList")) },
};
