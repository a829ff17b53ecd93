import { IdcardOutlined } from "@ant-design/icons";
import { booleanFilter, createdRangeFilter } from "../../src/components/lists/filters";
import { t } from "../../src/i18n";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { memberCalls } from "./endpoints";

/** The company's team: owners only (docs/panel.md). */
export const members = declareResource({
  name: "members",
  label: t("members.label"),
  icon: <IdcardOutlined />,
  access: "owner",
  api: {
    base: "/api/company/members/",
    actions: memberCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: t("members.filters.search") },
    filters: [
      booleanFilter(
        "is_active",
        t("members.filters.status"),
        {
          "": t("members.filters.all"),
          true: t("members.filters.active"),
          false: t("members.filters.deactivated"),
        },
        130,
      ),
      booleanFilter(
        "is_company_owner",
        t("members.filters.role"),
        {
          "": t("members.filters.all"),
          true: t("members.filters.owners"),
          false: t("members.filters.members"),
        },
        110,
      ),
      createdRangeFilter(t("members.filters.addedBetween")),
    ],
  },
  screens: {
    list: () => import("./MemberList"),
    form: () => import("./MemberForm"),
  },
});
