import { DollarOutlined } from "@ant-design/icons";
import { choices, createdRangeFilter, customerFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { chargeCalls } from "./endpoints";
import { chargeKindTexts, chargeMethodTexts, chargeStatusTexts } from "./labels";

/** Card charges: everyone sees the list of theirs; one charge's details are for members (docs/panel.md). */
export const charges = declareResource({
  name: "charges",
  label: t("charges.label"),
  icon: <DollarOutlined />,
  access: { default: "member", list: "auth" },
  api: {
    base: "/api/charges/",
    actions: chargeCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: t("charges.filters.search"),
      staffPlaceholder: t("charges.filters.staffSearch"),
    },
    filters: [
      {
        field: "kind",
        label: t("charges.filters.kind"),
        options: choices(t("charges.filters.anyKind"), chargeKindTexts()),
        width: 160,
      },
      {
        field: "status",
        label: t("charges.filters.status"),
        options: choices(t("charges.filters.anyStatus"), chargeStatusTexts()),
        width: 150,
      },
      {
        field: "method",
        label: t("charges.filters.method"),
        options: choices(t("charges.filters.anyMethod"), chargeMethodTexts()),
        width: 140,
      },
      customerFilter,
      createdRangeFilter(t("charges.filters.madeBetween")),
    ],
  },
  screens: {
    list: () => import("./ChargeList"),
    show: () => import("./ChargeShow"),
  },
});
