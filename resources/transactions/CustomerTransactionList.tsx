import { Flex, Typography } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "@common/dates";
import { formatMoney } from "@common/money";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import { CardList } from "../../src/components/lists/CardList";
import { useResourceList, useStatusTab } from "../../src/components/lists";
import { error } from "../../src/messages";
import { t } from "../../src/i18n";
import { transactionTriggerText } from "./labels";
import { TransactionListPage, transactionsEmpty } from "./listParts";
import { TransactionStatusTag } from "./StatusTag";
import type { Transaction } from "./types";

/**
 * /transactions for a customer (and a member viewing as one): their refills as cards, by status tab,
 * filtered and searched on the server, all in the address, as the staff's table (StaffTransactionList) but
 * without antd's Table: a customer opens it on a phone (issue 40). Each card says which line and plan the
 * refill was for, what it cost, how and when it was made and how it went, and links to its page.
 */
export default function CustomerTransactionList() {
  const list = useResourceList<Transaction>({
    resource: "transactions",
    fetchFailed: error.transactionsFetchFailed,
  });
  const { status } = useStatusTab(list);
  return (
    <TransactionListPage list={list}>
      <CardList
        list={list}
        label={t("transactions.list.title")}
        empty={transactionsEmpty(status)}
        card={(row) => <TransactionCard row={row} />}
      />
    </TransactionListPage>
  );
}

function TransactionCard({ row }: { row: Transaction }) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={6} align="baseline" wrap>
          <PhoneNumberText digits={row.phone_number_digits} strong />
          <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
        </Flex>
        <TransactionStatusTag status={row.status} />
      </Flex>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text type="secondary">
          {row.carrier_name} · {row.plan_name}
        </Typography.Text>
        <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
          {formatMoney(row.amount)}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {formatDateTime(row.created_at)} · {transactionTriggerText(row.trigger)}
      </Typography.Text>
    </Flex>
  );
}
