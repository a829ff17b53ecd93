import { IdcardOutlined } from "@ant-design/icons";
import { booleanFilter } from "../../src/components/lists/filters";
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
      booleanFilter("is_active", "Status", { "": "All", true: "Active", false: "Deactivated" }, 130),
      booleanFilter("is_company_owner", "Role", { "": "All", true: "Owners", false: "Members" }, 110),
    ],
  },
  screens: {
    list: () => import("./MemberList"),
    form: () => import("./MemberForm"),
  },
});
