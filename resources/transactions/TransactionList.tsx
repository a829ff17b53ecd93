import { Button, Space, Table } from "antd";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { TRANSACTION_STATUSES } from "@common/api/enums";
import { formatDateTime } from "@common/dates";
import { useIsStaff } from "../../src/components/layout/access";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import {
  customerColumn,
  ExportButton,
  FilterBar,
  ListPage,
  moneyColumn,
  numberAndDateColumn,
  phoneColumn,
  ResourceTable,
  sortable,
  sortedColumn,
  StatusTabs,
  useResourceList,
  useResponsiveTable,
  useStatusTab,
  ValueWithNote,
} from "../../src/components/lists";
import { error } from "../../src/messages";
import { statusTabEmpty } from "../../src/components/lists/statusTabEmpty";
import { t } from "../../src/i18n";
import { transactionStatusText, transactionTriggerText } from "./labels";
import { TransactionStatusTag } from "./StatusTag";
import { transactionEndpoints } from "./endpoints";
import { isStopped, type Transaction } from "./types";
import { lazyDialog } from "../../src/components/forms/lazyDialog";

// The bar and dialogs of bulk retry and resolve load when a member first selects a row.
const BulkActions = lazyDialog(() => import("./BulkActions"), "BulkActions");

/** /transactions: refills, by status tab, filtered, searched and ordered on the server; all in the address. */
export default function TransactionList() {
  const { staff } = useIsStaff();
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
    <ListPage
      title={t("transactions.list.title")}
      headerButtons={
        <>
          <ExportButton list={list} resource="transactions" />
          <Link to="/refill-now">
            <Button type="primary">{t("transactions.list.refillNow")}</Button>
          </Link>
        </>
      }
    >
      <StatusTabs
        list={list}
        url={transactionEndpoints.counters().path}
        statuses={TRANSACTION_STATUSES}
        labelOf={transactionStatusText}
      />
      <FilterBar list={list} name="transaction-filters" />
      {staff && selected.length > 0 && (
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
        rowSelection={
          staff
            ? {
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
              }
            : undefined
        }
        empty={statusTabEmpty(status, {
          all: t("transactions.list.nothing"),
          inStatus: (tab) => t("transactions.list.nothingInStatus", { status: transactionStatusText(tab) }),
          noMatch: t("transactions.list.noMatch"),
          action: (
            <Link to="/refill-now">
              <Button type="primary">{t("transactions.list.refillALine")}</Button>
            </Link>
          ),
        })}
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
                <Space size={6} wrap>
                  <PhoneNumberText digits={row.phone_number_digits} strong />
                  <Link to={`/transactions/${row.id}`}>#{row.id}</Link>
                </Space>
              </ValueWithNote>
            ),
          })}
        />
        {staff && <Table.Column<Transaction> {...customerColumn({ email: true })} responsive={["md"]} />}
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
    </ListPage>
  );
}
