import { TeamOutlined } from "@ant-design/icons";
import { booleanFilter, createdRangeFilter, personActiveFilter } from "../../src/components/lists/filters";
import { t } from "../../src/i18n";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { customerCalls } from "./endpoints";

/** The company's customers: members only (docs/panel.md). */
export const customers = declareResource({
  name: "customers",
  label: t("customers.label"),
  icon: <TeamOutlined />,
  api: { base: "/api/company/customers/", actions: customerCalls },
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: t("customers.filters.search") },
    filters: [
      personActiveFilter,
      booleanFilter("has_phone_numbers", t("customers.filters.hasPhoneNumbers")),
      booleanFilter("has_scheduled_refills", t("customers.filters.hasScheduledRefills")),
      createdRangeFilter(t("customers.filters.joinedBetween")),
    ],
  },
  screens: {
    list: () => import("./CustomerList"),
    show: () => import("./CustomerShow"),
    form: () => import("./CustomerForm"),
  },
});
