import { ScheduleOutlined } from "@ant-design/icons";
import {
  booleanChoices,
  customerFilter,
  dateRangeFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";

/** Automatic monthly refills of a line. */
export const scheduledRefills = declareResource({
  name: "scheduled-refills",
  label: t("scheduledRefills.label"),
  icon: <ScheduleOutlined />,
  access: "auth",
  api: "/api/scheduled-refills/",
  list: {
    sort: [{ field: "next_run_on", order: "asc" }],
    search: {
      placeholder: t("scheduledRefills.filters.search"),
      staffPlaceholder: t("scheduledRefills.filters.staffSearch"),
    },
    filters: [
      {
        field: "is_active",
        label: t("scheduledRefills.filters.status"),
        width: 180,
        options: booleanChoices({
          "": t("scheduledRefills.filters.activeAndPaused"),
          true: t("scheduledRefills.filters.activeOnly"),
          false: t("scheduledRefills.filters.pausedOnly"),
        }),
      },
      customerFilter,
      { ...planFilter, staffOnly: true },
      // The day a refill next goes out, the list's own order: what staff look for ("what runs this week").
      dateRangeFilter(
        "next_run",
        t("scheduledRefills.filters.nextRunBetween"),
        "next_run_after",
        "next_run_before",
      ),
    ],
  },
  screens: {
    list: () => import("./ScheduledRefillList"),
    form: () => import("./ScheduledRefillForm"),
  },
});
