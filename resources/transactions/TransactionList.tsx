import { Button, Table } from "antd";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { TRANSACTION_STATUSES } from "@common/api/enums";
import { transactionStatusLabel, transactionTriggerLabel } from "@common/labels";
import { useIsStaff } from "../../src/components/access";
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
  StatusTabs,
  useResourceList,
  useStatusTab,
  ALL_STATUSES,
  ValueWithNote,
} from "../../src/components/lists";
import { error } from "../../src/messages";
import { TransactionStatusTag } from "./StatusTag";
import { transactionEndpoints } from "./endpoints";
import { isStopped, type Transaction } from "./types";
import { lazyDialog } from "../../src/components/lazyDialog";

// The bar and dialogs of bulk retry and resolve load when a member first selects a row.
const BulkActions = lazyDialog(() => import("./BulkActions"), "BulkActions");

/** /transactions: refills, by status tab, filtered, searched and ordered on the server; all in the address. */
export default function TransactionList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Transaction>({
    resource: "transactions",
    fetchFailed: error.transactionsFetchFailed,
  });
  const { status } = useStatusTab(list);
  // Staff select stopped refills (error, action required) to retry or resolve them together. A selection
  // belongs to the filters it was made under: another tab, filter or search starts with none.
  const filtersKey = JSON.stringify(list.filters);
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: filtersKey, ids: [] });
  const selected = selection.key === filtersKey ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ key: filtersKey, ids });

  return (
    <ListPage
      title="Transactions"
      headerButtons={
        <>
          <ExportButton list={list} resource="transactions" />
          <Link to="/refill-now">
            <Button type="primary">Refill Now</Button>
          </Link>
        </>
      }
    >
      <StatusTabs
        list={list}
        url={transactionEndpoints.counters().path}
        statuses={TRANSACTION_STATUSES}
        labelOf={transactionStatusLabel}
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
        scroll={{ x: "max-content" }}
        rowSelection={
          staff
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => select(keys.map(Number)),
                getCheckboxProps: (t) => ({
                  disabled: !isStopped(t.status),
                  "aria-label": `Select transaction #${t.id}`,
                }),
              }
            : undefined
        }
        empty={{
          nothing:
            status === ALL_STATUSES
              ? "No transactions yet."
              : `No transactions are ${transactionStatusLabel(status)}.`,
          noMatch: "No transaction matches these filters.",
          action:
            status === ALL_STATUSES ? (
              <Link to="/refill-now">
                <Button type="primary">Refill a line now</Button>
              </Link>
            ) : undefined,
        }}
      >
        <Table.Column<Transaction>
          {...numberAndDateColumn(list, "Transaction", (t) => `/transactions/${t.id}`)}
        />
        {staff && <Table.Column<Transaction> {...customerColumn({ email: true })} />}
        <Table.Column<Transaction> {...phoneColumn("phone_number_digits")} />
        <Table.Column<Transaction>
          dataIndex="plan_name"
          title="Carrier / plan"
          render={(_, t) => <ValueWithNote note={t.plan_name}>{t.carrier_name}</ValueWithNote>}
        />
        <Table.Column<Transaction> {...moneyColumn(list, "amount", "Amount")} />
        <Table.Column<Transaction>
          dataIndex="trigger"
          title="Trigger"
          {...sortable(list, "trigger")}
          render={transactionTriggerLabel}
        />
        <Table.Column<Transaction>
          dataIndex="status"
          title="Status"
          {...sortable(list, "status")}
          render={(s: string) => <TransactionStatusTag status={s} />}
        />
      </ResourceTable>
    </ListPage>
  );
}
