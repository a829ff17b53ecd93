import { Table } from "antd";
import { chargeKindLabel } from "@common/labels";
import { useIsStaff } from "../../src/components/access";
import {
  customerColumn,
  ExportButton,
  ListScreen,
  moneyColumn,
  numberAndDateColumn,
  sortable,
  useResourceList,
  ValueWithNote,
} from "../../src/components/lists";
import { chargeTexts } from "../../src/messages";
import { ChargeFor, ChargeStatusTag, paidWith } from "./ChargeCells";
import type { Charge } from "./types";

/** /charges: customers their own payments, deposits and refunds; staff the company's, each opening its page. */
export default function ChargeList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Charge>({ resource: "charges", fetchFailed: chargeTexts.fetchFailed });
  return (
    <ListScreen
      title="Charges"
      filterName="charge-filters"
      headerButtons={<ExportButton list={list} resource="charges" />}
      list={list}
      scroll={{ x: "max-content" }}
      empty={{ nothing: "No charges yet.", noMatch: "No charge matches these filters." }}
    >
      <Table.Column<Charge>
        {...numberAndDateColumn(list, "Charge", (c) => (staff ? `/charges/${c.id}` : undefined))}
      />
      {staff && <Table.Column<Charge> {...customerColumn()} />}
      <Table.Column<Charge>
        dataIndex="kind"
        title="Kind"
        {...sortable(list, "kind")}
        render={chargeKindLabel}
      />
      <Table.Column<Charge> {...moneyColumn(list, "amount", "Amount")} />
      <Table.Column<Charge> dataIndex="method" title="Paid with" render={(_, c) => paidWith(c)} />
      <Table.Column<Charge> key="for" title="For" render={(_, c) => <ChargeFor charge={c} />} />
      <Table.Column<Charge>
        dataIndex="status"
        title="Status"
        {...sortable(list, "status")}
        render={(_, c) => (
          <ValueWithNote note={c.failure_message} type="danger">
            <ChargeStatusTag status={c.status} />
          </ValueWithNote>
        )}
      />
    </ListScreen>
  );
}
