import { ShoppingCartOutlined, TabletOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { RENTAL_STATUSES, RENTAL_TRIGGERS } from "@common/api/enums";
import { BALANCE_FILTER_CHOICES, rentalStatusLabel, rentalTriggerLabel } from "@common/labels";
import { carrierFilter, customerFilter, planFilter, YES_NO_ANY } from "../../src/components/lists/filters";
import type { ResourceDefinition } from "../types";

/** Device rentals: customers see and create their own; status, payments and returns are staff work. */
export const rentals: ResourceDefinition = {
  name: "rentals",
  label: "Rentals",
  icon: <TabletOutlined />,
  route: "/rentals",
  access: { default: "auth", edit: "member", delete: "member" },
  api: {
    base: "/api/rental/rentals/",
    // docs/api-conventions.md: the rental update has its own path, without a trailing slash.
    crud: { update: { method: "PATCH", path: "/api/rental/rentals/{id}/update" } },
    // docs/api-conventions.md, paths to the letter (some without a trailing slash).
    actions: {
      cost: { method: "POST", path: "/api/rental/devices/cost/" },
      availability: { method: "GET", path: "/api/rental/devices/{id}/availability/" },
      createAsCustomer: { method: "POST", path: "/api/rental/rentals/create/as-customer/" },
      createAsMember: { method: "POST", path: "/api/rental/rentals/create/as-member/" },
      addPayment: { method: "POST", path: "/api/rental/rentals/add-payment/" },
      endPreview: { method: "GET", path: "/api/rental/rentals/{id}/end-preview" },
      return: { method: "POST", path: "/api/rental/rentals/return/" },
      refund: { method: "POST", path: "/api/rental/rentals/{id}/refund" },
      resolve: { method: "POST", path: "/api/rental/{id}/resolve/" },
      retry: { method: "POST", path: "/api/rental/{id}/retry/" },
      assignCard: { method: "POST", path: "/api/rental/{id}/assign-cc-to-user/" },
    },
  },
  list: {
    sort: [{ field: "created_at", order: "desc" }],
    search: {
      placeholder: "Device, country or phone number",
      staffPlaceholder: "Customer, device, country or phone number",
    },
    filters: [
      {
        field: "status",
        label: "Status",
        options: [
          { label: "Any status", value: "" },
          ...RENTAL_STATUSES.map((s) => ({ label: rentalStatusLabel(s), value: s })),
        ],
        width: 170,
      },
      {
        field: "trigger",
        label: "Trigger",
        options: [
          { label: "Any trigger", value: "" },
          ...RENTAL_TRIGGERS.map((t) => ({ label: rentalTriggerLabel(t), value: t })),
        ],
        width: 150,
      },
      carrierFilter("plan__carrier"),
      planFilter,
      customerFilter,
      {
        field: "has_balance",
        label: "Balance",
        showLabel: true,
        options: [...BALANCE_FILTER_CHOICES],
        width: 200,
      },
      { field: "payment_error", label: "Payment error", showLabel: true, options: YES_NO_ANY, width: 90 },
      { field: "rental_error", label: "Rental error", showLabel: true, options: YES_NO_ANY, width: 90 },
      {
        // docs/panel.md: returned rentals are hidden unless the user asks for them.
        field: "hide_returned",
        label: "Returned",
        showLabel: true,
        initial: "true",
        options: [
          { label: "Hidden", value: "true" },
          { label: "Shown", value: "" },
        ],
        width: 110,
      },
    ],
  },
  screens: {
    list: lazy(() => import("./RentalList")),
    show: lazy(() => import("./RentalShow")),
  },
};

/** /rent-now: a page of its own in the menu (a resource with only a list screen, NOTES-refine5.md). */
export const rentNow: ResourceDefinition = {
  name: "rent-now",
  label: "Rent Now",
  icon: <ShoppingCartOutlined />,
  route: "/rent-now",
  access: { default: "auth" },
  screens: { list: lazy(() => import("./RentNowPage")) },
};
