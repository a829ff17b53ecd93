import { PhoneOutlined } from "@ant-design/icons";
import {
  carrierFilter,
  createdRangeFilter,
  customerFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

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
    ],
  },
  screens: {
    list: () => import("./PhoneNumberList"),
    form: () => import("./PhoneNumberForm"),
  },
});
