import { IdcardOutlined } from "@ant-design/icons";
import { booleanFilter, createdRangeFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { memberCalls } from "./endpoints";

/** The company's team: owners only (docs/panel.md). */
export const members = declareResource({
  name: "members",
  label: "Members",
  icon: <IdcardOutlined />,
  access: "owner",
  api: {
    base: "/api/company/members/",
    actions: memberCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: "Name or e-mail" },
    filters: [
      booleanFilter("is_active", "Status", { "": "All", true: "Active", false: "Deactivated" }, 130),
      booleanFilter("is_company_owner", "Role", { "": "All", true: "Owners", false: "Members" }, 110),
      createdRangeFilter("Added between"),
    ],
  },
  screens: {
    list: () => import("./MemberList"),
    form: () => import("./MemberForm"),
  },
});
