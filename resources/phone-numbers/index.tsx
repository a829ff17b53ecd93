import { PhoneOutlined } from "@ant-design/icons";
import {
  carrierFilter,
  choices,
  createdRangeFilter,
  customerFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import type { FilterDeclaration } from "../../src/resource-kit/types";
import { t } from "../../src/i18n";

/** Staff: the lines whose service ends within 7 days of the company's today (the dashboard links here). */
const serviceEndsFilter: FilterDeclaration = {
  field: "service_ends_within",
  get label() {
    return t("phoneNumbers.filters.serviceEnds");
  },
  get options() {
    return choices(t("phoneNumbers.filters.anyEnd"), { "7": t("phoneNumbers.filters.endsWithinWeek") });
  },
  width: 220,
  staffOnly: true,
};

/** Phone lines: customers manage their own, staff the whole company's. */
export const phoneNumbers = declareResource({
  name: "phone-numbers",
  label: t("phoneNumbers.label"),
  icon: <PhoneOutlined />,
  access: "auth",
  api: "/api/phones/",
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: t("phoneNumbers.filters.search"),
      staffPlaceholder: t("phoneNumbers.filters.staffSearch"),
    },
    filters: [
      { ...carrierFilter("carrier"), staffOnly: true },
      { ...planFilter, staffOnly: true },
      customerFilter,
      { ...createdRangeFilter(t("phoneNumbers.filters.addedBetween")), staffOnly: true },
      serviceEndsFilter,
    ],
  },
  screens: {
    list: () => import("./PhoneNumberList"),
    form: () => import("./PhoneNumberForm"),
  },
});
