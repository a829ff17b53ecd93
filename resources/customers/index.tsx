import { TeamOutlined } from "@ant-design/icons";
import { personActiveFilter, YES_NO_ANY } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../declare";

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
      {
        field: "has_phone_numbers",
        label: "Has phone numbers",
        showLabel: true,
        options: YES_NO_ANY,
        width: 90,
      },
      {
        field: "has_scheduled_refills",
        label: "Has scheduled refills",
        showLabel: true,
        options: YES_NO_ANY,
        width: 90,
      },
    ],
  },
  screens: {
    list: () => import("./CustomerList"),
    show: () => import("./CustomerShow"),
    form: () => import("./CustomerForm"),
  },
});
