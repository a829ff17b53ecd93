import { Table } from "antd";
import { problemText } from "../../src/components/show/Problem";
import { useIsStaff } from "../../src/components/layout/access";
import {
  customerColumn,
  ExportButton,
  ListScreen,
  moneyColumn,
  numberAndDateColumn,
  sortable,
  sortedColumn,
  useResourceList,
  useResponsiveTable,
  ValueWithNote,
} from "../../src/components/lists";
import { t } from "../../src/i18n";
import { chargeAmountText } from "../../src/components/show/chargeMoney";
import { ChargeFor, ChargeStatusTag, movedWith } from "./ChargeCells";
import { chargeKindText } from "./labels";
import type { Charge } from "./types";

/** /charges: customers their own payments, deposits and refunds; staff the company's, each opening its page. */
export default function ChargeList() {
  const { staff } = useIsStaff();
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Charge>({
    resource: "charges",
    fetchFailed: t("charges.notices.fetchFailed"),
  });
  const columns = {
    kind: sortedColumn(list, "kind", t("charges.list.columns.kind"), chargeKindText),
    amount: moneyColumn(list, "amount", t("charges.list.columns.amount")),
    status: sortable(list, "status"),
  };
  return (
    <ListScreen
      title={t("charges.list.title")}
      filterName="charge-filters"
      headerButtons={<ExportButton list={list} resource="charges" />}
      list={list}
      {...tableProps}
      empty={{ nothing: t("charges.list.nothing"), noMatch: t("charges.list.noMatch") }}
    >
      <Table.Column<Charge>
        {...numberAndDateColumn(list, t("charges.list.columns.charge"), (c) =>
          staff ? `/charges/${c.id}` : undefined,
        )}
      />
      {staff && <Table.Column<Charge> {...customerColumn()} responsive={["md"]} />}
      <Table.Column<Charge> {...columns.kind} responsive={["md"]} />
      <Table.Column<Charge>
        {...columns.amount}
        // A phone hides the method column: the amount says there where the money went.
        render={(_, c) =>
          narrow ? (
            <ValueWithNote note={movedWith(c)}>{chargeAmountText(c)}</ValueWithNote>
          ) : (
            chargeAmountText(c)
          )
        }
      />
      <Table.Column<Charge>
        dataIndex="method"
        title={t("charges.list.columns.method")}
        responsive={["md"]}
        render={(_, c) => movedWith(c)}
      />
      <Table.Column<Charge>
        key="for"
        title={t("charges.list.columns.for")}
        responsive={["lg"]}
        render={(_, c) => <ChargeFor charge={c} />}
      />
      <Table.Column<Charge>
        dataIndex="status"
        title={t("charges.list.columns.status")}
        {...columns.status}
        render={(_, c) => (
          <ValueWithNote note={problemText(c.failure_problem)} type="danger">
            <ChargeStatusTag status={c.status} />
          </ValueWithNote>
        )}
      />
    </ListScreen>
  );
}
