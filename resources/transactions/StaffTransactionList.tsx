import { Table } from "antd";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "@common/dates";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import {
  customerColumn,
  moneyColumn,
  numberAndDateColumn,
  phoneColumn,
  ResourceTable,
  sortable,
  sortedColumn,
  useResourceList,
  useResponsiveTable,
  useStatusTab,
  ValueWithNote,
} from "../../src/components/lists";
import { error } from "../../src/messages";
import { t } from "../../src/i18n";
import { transactionTriggerText } from "./labels";
import { TransactionListPage, transactionsEmpty } from "./listParts";
import { TransactionStatusTag } from "./StatusTag";
import { isStopped, type Transaction } from "./types";
import { lazyDialog } from "../../src/components/forms/lazyDialog";

// The bar and dialogs of bulk retry and resolve load when a member first selects a row.
const BulkActions = lazyDialog(() => import("./BulkActions"), "BulkActions");

/**
 * /transactions for staff: the company's refills in a table, by status tab, filtered, searched and ordered
 * on the server, all in the address; stopped ones selected for bulk retry and resolve. (A member viewing as
 * a customer sees the customer's cards: TransactionList.)
 */
export default function StaffTransactionList() {
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Transaction>({
    resource: "transactions",
    fetchFailed: error.transactionsFetchFailed,
  });
  const { status } = useStatusTab(list);
  const columns = {
    phone: phoneColumn<Transaction>("phone_number_digits"),
    amount: moneyColumn(list, "amount", t("transactions.list.columns.amount")),
    trigger: sortedColumn(list, "trigger", t("transactions.list.columns.trigger"), transactionTriggerText),
    status: sortable(list, "status"),
  };
  // Staff select stopped refills (error, action required) to retry or resolve them together. A selection
  // belongs to the filters it was made under: another tab, filter or search starts with none. The rows are
  // kept, not only their ids, so that Retry can say what it charges them (BulkActions).
  const filtersKey = JSON.stringify(list.filters);
  const [selection, setSelection] = useState<{ key: string; rows: Transaction[] }>({
    key: filtersKey,
    rows: [],
  });
  const selected = selection.key === filtersKey ? selection.rows : [];
  const select = (rows: Transaction[]) => setSelection({ key: filtersKey, rows });

  return (
    <TransactionListPage list={list}>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkActions
            selected={selected}
            total={list.tableQuery.data?.total}
            filters={list.filters}
            onClear={() => select([])}
          />
        </Suspense>
      )}
      <ResourceTable
        list={list}
        {...tableProps}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id),
          // antd keeps the rows of the other pages' selected keys too
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => select(rows.filter(Boolean)),
          // antd names this box "Select all" in every language
          getTitleCheckboxProps: () => ({ "aria-label": t("transactions.list.selectPage") }),
          getCheckboxProps: (row) => ({
            disabled: !isStopped(row.status),
            "aria-label": t("transactions.list.selectRow", { id: row.id }),
          }),
        }}
        empty={transactionsEmpty(status)}
      >
        <Table.Column<Transaction>
          {...numberAndDateColumn(
            list,
            t("transactions.list.columns.transaction"),
            (row) => `/transactions/${row.id}`,
          )}
          // On a phone the number and plan columns are hidden: this cell says which line and plan the refill
          // was for, and when, leaving room for the amount and the status.
          {...(narrow && {
            render: (_: unknown, row: Transaction) => (
              <ValueWithNote note={[row.plan_name, formatDateTime(row.created_at)]}>
                <span className="cell-inline">
                  <PhoneNumberText digits={row.phone_number_digits} strong />
                  <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
                </span>
              </ValueWithNote>
            ),
          })}
        />
        <Table.Column<Transaction> {...customerColumn({ email: true })} responsive={["md"]} />
        <Table.Column<Transaction> {...columns.phone} responsive={["md"]} />
        <Table.Column<Transaction>
          dataIndex="plan_name"
          title={t("transactions.list.columns.carrierPlan")}
          responsive={["lg"]}
          render={(_, row) => <ValueWithNote note={row.plan_name}>{row.carrier_name}</ValueWithNote>}
        />
        <Table.Column<Transaction> {...columns.amount} />
        <Table.Column<Transaction> {...columns.trigger} responsive={["lg"]} />
        <Table.Column<Transaction>
          dataIndex="status"
          title={t("transactions.list.columns.status")}
          {...columns.status}
          render={(s: string) => <TransactionStatusTag status={s} />}
        />
      </ResourceTable>
    </TransactionListPage>
  );
}
