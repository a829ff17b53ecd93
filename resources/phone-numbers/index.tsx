import { PhoneOutlined } from "@ant-design/icons";
import {
  carrierFilter,
  createdRangeFilter,
  customerFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";

/** Phone lines: customers manage their own, staff the whole company's. */
export const phoneNumbers = declareResource({
  name: "phone-numbers",
  label: "Phone numbers",
  icon: <PhoneOutlined />,
  access: "auth",
  api: "/api/phones/",
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: "Number or nickname",
      staffPlaceholder: "Number, nickname, customer name or e-mail",
    },
    filters: [
      { ...carrierFilter("carrier"), staffOnly: true },
      { ...planFilter, staffOnly: true },
      customerFilter,
      { ...createdRangeFilter("Added between"), staffOnly: true },
    ],
  },
  screens: {
    list: () => import("./PhoneNumberList"),
    form: () => import("./PhoneNumberForm"),
  },
});
