import { TransactionOutlined } from "@ant-design/icons";
import { TRANSACTION_TRIGGER_LABELS } from "@common/labels";
import {
  booleanChoices,
  carrierFilter,
  choices,
  createdRangeFilter,
  customerFilter,
  planFilter,
} from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { transactionCalls } from "./endpoints";

const present = (what: string) =>
  booleanChoices({ "": `Any ${what}`, true: `With a ${what}`, false: `Without a ${what}` });

/**
 * Refills: everyone signed in sees theirs (staff see the company's); retry, resolve and card assignment
 * are staff work. The status is chosen with the list's counter tabs, not in the filter bar.
 */
export const transactions = declareResource({
  name: "transactions",
  label: "Transactions",
  icon: <TransactionOutlined />,
  access: { default: "auth", edit: "member", delete: "member" },
  api: {
    base: "/api/transactions/",
    actions: transactionCalls,
  },
  list: {
    sort: NEWEST_FIRST,
    search: {
      placeholder: "Number, plan, carrier or reference",
      staffPlaceholder: "Number, plan, carrier, reference, customer name or e-mail",
    },
    filters: [
      carrierFilter("plan__carrier"),
      planFilter,
      customerFilter,
      {
        field: "trigger",
        label: "Filter by trigger",
        options: choices("Any trigger", TRANSACTION_TRIGGER_LABELS),
        width: 150,
      },
      {
        field: "payment_error",
        label: "Filter by payment error",
        options: present("payment error"),
        width: 200,
      },
      {
        field: "refill_error",
        label: "Filter by refill error",
        options: present("refill error"),
        width: 200,
      },
      createdRangeFilter("Made between"),
    ],
  },
  screens: {
    list: () => import("./TransactionList"),
    show: () => import("./TransactionShow"),
  },
});
