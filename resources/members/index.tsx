import { IdcardOutlined } from "@ant-design/icons";
import { declareResource, NEWEST_FIRST } from "../declare";

/** The company's team: owners only (docs/panel.md). */
export const members = declareResource({
  name: "members",
  label: "Members",
  icon: <IdcardOutlined />,
  access: "owner",
  api: {
    base: "/api/company/members/",
    actions: { resendInvite: { method: "POST", path: "/api/company/members/{id}/resend-invite/" } },
  },
  list: {
    sort: NEWEST_FIRST,
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
    list: () => import("./MemberList"),
    form: () => import("./MemberForm"),
  },
});
