import { HistoryOutlined } from "@ant-design/icons";
import {
  booleanChoices,
  carrierFilter,
  choices,
  createdRangeFilter,
  customerFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { transactionCalls } from "./endpoints";
import { transactionTriggerTexts } from "./labels";

/**
 * Refills: everyone signed in sees theirs (staff see the company's); retry, resolve and card assignment
 * are staff work. The status is chosen with the list's counter tabs, not in the filter bar.
 */
export const transactions = declareResource({
  name: "transactions",
  label: t("transactions.label"),
  icon: <HistoryOutlined />,
  // A customer's refills as cards (TransactionList wraps the staff's table in antd's frame itself).
  plainScreens: ["list"],
  access: { default: "auth", edit: "member", delete: "member" },
  api: {
    base: "/api/transactions/",
    actions: transactionCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: t("transactions.filters.search"),
      staffPlaceholder: t("transactions.filters.staffSearch"),
    },
    filters: [
      carrierFilter("plan__carrier"),
      planFilter,
      customerFilter,
      {
        field: "trigger",
        label: t("transactions.filters.trigger"),
        options: choices(t("transactions.filters.anyTrigger"), transactionTriggerTexts()),
        width: 150,
      },
      {
        field: "payment_error",
        label: t("transactions.filters.paymentError"),
        options: booleanChoices({
          "": t("transactions.filters.anyPaymentError"),
          true: t("transactions.filters.withPaymentError"),
          false: t("transactions.filters.withoutPaymentError"),
        }),
        width: 200,
      },
      {
        field: "refill_error",
        label: t("transactions.filters.refillError"),
        options: booleanChoices({
          "": t("transactions.filters.anyRefillError"),
          true: t("transactions.filters.withRefillError"),
          false: t("transactions.filters.withoutRefillError"),
        }),
        width: 200,
      },
      createdRangeFilter(t("transactions.filters.madeBetween")),
    ],
  },
  screens: {
    list: () => import("./TransactionList"),
    show: () => import("./TransactionShow"),
  },
});
