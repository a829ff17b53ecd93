import { ExceptionOutlined } from "@ant-design/icons";
import { choices, createdRangeFilter, customerFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { disputeCalls } from "./endpoints";
import { disputeStatusChoices } from "./labels";

/**
 * Disputes (staff): the chargebacks customers' banks opened on the company's card charges, the evidence due
 * first, each with its evidence form (docs/features.md, DESIGN.md §17).
 */
export const disputes = declareResource({
  name: "disputes",
  label: t("disputes.label"),
  icon: <ExceptionOutlined />,
  access: { default: "member" },
  api: {
    base: "/api/disputes/",
    actions: disputeCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    filters: [
      {
        field: "status",
        label: t("disputes.filters.status"),
        options: choices(t("disputes.filters.anyStatus"), disputeStatusChoices()),
        width: 220,
      },
      customerFilter,
      createdRangeFilter(t("disputes.filters.openedBetween")),
    ],
  },
  screens: {
    list: () => import("./DisputeList"),
    show: () => import("./DisputeShow"),
  },
});
