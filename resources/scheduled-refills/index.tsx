import { ScheduleOutlined } from "@ant-design/icons";
import {
  booleanChoices,
  customerFilter,
  dateRangeFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource } from "../../src/resource-kit/declare";

/** Automatic monthly refills of a line. */
export const scheduledRefills = declareResource({
  name: "scheduled-refills",
  label: "Scheduled refills",
  icon: <ScheduleOutlined />,
  access: "auth",
  api: "/api/scheduled-refills/",
  list: {
    sort: [{ field: "next_run_on", order: "asc" }],
    search: { placeholder: "Number or plan", staffPlaceholder: "Number, plan, customer name or e-mail" },
    filters: [
      {
        field: "is_active",
        label: "Filter by status",
        width: 180,
        options: booleanChoices({ "": "Active and paused", true: "Active only", false: "Paused only" }),
      },
      customerFilter,
      { ...planFilter, staffOnly: true },
      // The day a refill next goes out, the list's own order: what staff look for ("what runs this week").
      dateRangeFilter("next_run", "Next run between", "next_run_after", "next_run_before"),
    ],
  },
  screens: {
    list: () => import("./ScheduledRefillList"),
    form: () => import("./ScheduledRefillForm"),
  },
});
