import { TeamOutlined } from "@ant-design/icons";
import { booleanFilter, createdRangeFilter, personActiveFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";

/** The company's customers: members only (docs/panel.md). */
export const customers = declareResource({
  name: "customers",
  label: "Customers",
  icon: <TeamOutlined />,
  api: "/api/company/customers/",
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: "Name, e-mail or phone number" },
    filters: [
      personActiveFilter,
      booleanFilter("has_phone_numbers", "Has phone numbers"),
      booleanFilter("has_scheduled_refills", "Has scheduled refills"),
      createdRangeFilter("Joined between"),
    ],
  },
  screens: {
    list: () => import("./CustomerList"),
    show: () => import("./CustomerShow"),
    form: () => import("./CustomerForm"),
  },
});
