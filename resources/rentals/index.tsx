import { CalendarOutlined, ShoppingCartOutlined, TabletOutlined } from "@ant-design/icons";
import { balanceFilterChoices, rentalTriggerTexts } from "./labels";
import {
  booleanFilter,
  carrierFilter,
  choices,
  customerFilter,
  dateRangeFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { rentalCalls } from "./endpoints";

/**
 * Device rentals: customers see and create their own; status, payments and returns are staff work. The
 * status is chosen with the list's counter tabs, not in the filter bar.
 */
export const rentals = declareResource({
  name: "rentals",
  label: t("rentals.menu.rentals"),
  icon: <TabletOutlined />,
  // A customer's rentals as cards (RentalList puts the staff's table in antd's frame itself).
  plainScreens: ["list"],
  access: { default: "auth", edit: "member", delete: "member" },
  api: {
    base: "/api/rental/rentals/",
    // docs/api-conventions.md: the rental update has its own path, without a trailing slash.
    crud: { update: { method: "PATCH", path: "/api/rental/rentals/{id}/update" } },
    actions: rentalCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: t("rentals.filters.search"),
      staffPlaceholder: t("rentals.filters.staffSearch"),
    },
    filters: [
      {
        field: "trigger",
        label: t("rentals.filters.trigger"),
        options: choices(t("rentals.filters.anyTrigger"), rentalTriggerTexts()),
        width: 150,
      },
      carrierFilter("plan__carrier"),
      planFilter,
      customerFilter,
      {
        field: "has_balance",
        label: t("rentals.filters.balance"),
        showLabel: true,
        options: balanceFilterChoices(),
        width: 200,
      },
      booleanFilter("payment_error", t("rentals.filters.paymentError")),
      booleanFilter("rental_error", t("rentals.filters.rentalError")),
      // docs/panel.md: returned rentals are hidden unless the user asks for them.
      {
        ...booleanFilter(
          "hide_returned",
          t("rentals.filters.returned"),
          { true: t("rentals.filters.hidden"), "": t("rentals.filters.shown") },
          110,
        ),
        initial: "true",
      },
      dateRangeFilter("starts", t("rentals.filters.starts"), "start_after", "start_before"),
      // the dashboard's rentals due back today and overdue open the list narrowed on the end day
      dateRangeFilter("ends", t("rentals.filters.ends"), "end_after", "end_before"),
    ],
  },
  screens: {
    list: () => import("./RentalList"),
    show: () => import("./RentalShow"),
  },
  // docs/panel.md: printable, outside the layout (no menu or header), signed-in users only.
  fullPages: { "/rentals/:id/receipt": () => import("./ReceiptPage") },
});

/** /planner: staff's calendar of units and their rentals (a resource with only a list screen). */
export const planner = declareResource({
  name: "planner",
  label: t("rentals.menu.planner"),
  icon: <CalendarOutlined />,
  access: { default: "member" },
  screens: { list: () => import("./PlannerPage") },
});

/** /rent-now: a page of its own in the menu (a resource with only a list screen, NOTES-refine5.md). */
export const rentNow = declareResource({
  name: "rent-now",
  label: t("rentals.menu.rentNow"),
  icon: <ShoppingCartOutlined />,
  access: "auth",
  // A customer's form is plain (RentNowPage puts the staff's in antd's frame itself).
  plainScreens: ["list"],
  screens: { list: () => import("./RentNowPage") },
});
