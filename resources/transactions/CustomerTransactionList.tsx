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

/**
 * One refill as plain elements laid out by plain.css (`list-card-*`): 25 of them render on a phone's first
 * screen, where antd's Flex and Typography (a context read, a style hook and a class merge each, about ten
 * a card) made the render that shows the list one long task (issue 40).
 */
function TransactionCard({ row }: { row: Transaction }) {
  return (
    <div className="list-card">
      <div className="list-card-line">
        <span className="list-card-title">
          <PhoneNumberText digits={row.phone_number_digits} strong />
          <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
        </span>
        <TransactionStatusTag status={row.status} />
      </div>
      <div className="list-card-line">
        <span className="list-card-secondary">
          {row.carrier_name} · {row.plan_name}
        </span>
        <strong className="list-card-amount">{formatMoney(row.amount)}</strong>
      </div>
      <span className="list-card-secondary">
        {formatDateTime(row.created_at)} · {transactionTriggerText(row.trigger)}
      </span>
    </div>
  );
}
