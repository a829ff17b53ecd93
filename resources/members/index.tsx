import { IdcardOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { ResourceDefinition } from "../types";

/** The company's team: owners only (docs/panel.md). */
export const members: ResourceDefinition = {
  name: "members",
  label: "Members",
  icon: <IdcardOutlined />,
  route: "/members",
  access: { default: "owner" },
  api: {
    base: "/api/company/members/",
    actions: { resendInvite: { method: "POST", path: "/api/company/members/{id}/resend-invite/" } },
  },
  list: {
    sort: [{ field: "created_at", order: "desc" }],
    search: { placeholder: "Name or e-mail" },
    filters: [
      {
        field: "is_active",
        label: "Status",
        showLabel: true,
        width: 130,
        options: [
          { label: "All", value: "" },
          { label: "Active", value: "true" },
          { label: "Deactivated", value: "false" },
        ],
      },
      {
        field: "is_company_owner",
        label: "Role",
        showLabel: true,
        width: 110,
        options: [
          { label: "All", value: "" },
          { label: "Owners", value: "true" },
          { label: "Members", value: "false" },
        ],
      },
    ],
  },
  screens: {
    list: lazy(() => import("./MemberList")),
    create: lazy(() => import("./MemberForm")),
    edit: lazy(() => import("./MemberForm")),
  },
};
