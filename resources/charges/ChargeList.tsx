import { Grid, Table } from "antd";
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
import { t } from "../../src/i18n";
import { ChargeFor, ChargeStatusTag, paidWith } from "./ChargeCells";
import { chargeKindText } from "./labels";
import type { Charge } from "./types";

/** /charges: customers their own payments, deposits and refunds; staff the company's, each opening its page. */
export default function ChargeList() {
  const { staff } = useIsStaff();
  // From `lg` each row keeps one line and the table scrolls when it must; narrower (a phone, a tablet) cells
  // wrap so the key columns share the screen, with a phone's tighter padding.
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const list = useResourceList<Charge>({ resource: "charges", fetchFailed: chargeTexts.fetchFailed });
  const columns = {
    kind: sortable(list, "kind"),
    amount: moneyColumn(list, "amount", t("charges.list.columns.amount")),
    status: sortable(list, "status"),
  };
  return (
    <ListScreen
      title={t("charges.list.title")}
      filterName="charge-filters"
      headerButtons={<ExportButton list={list} resource="charges" />}
      list={list}
      scroll={{ x: wide ? "max-content" : true }}
      size={screens.md ? undefined : "small"}
      empty={{ nothing: t("charges.list.nothing"), noMatch: t("charges.list.noMatch") }}
    >
      <Table.Column<Charge>
        {...numberAndDateColumn(list, t("charges.list.columns.charge"), (c) =>
          staff ? `/charges/${c.id}` : undefined,
        )}
      />
      {staff && <Table.Column<Charge> {...customerColumn()} responsive={["md"]} />}
      <Table.Column<Charge>
        dataIndex="kind"
        title={t("charges.list.columns.kind")}
        responsive={["md"]}
        {...columns.kind}
        render={chargeKindText}
      />
      <Table.Column<Charge> {...columns.amount} />
      <Table.Column<Charge>
        dataIndex="method"
        title={t("charges.list.columns.paidWith")}
        responsive={["md"]}
        render={(_, c) => paidWith(c)}
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
          <ValueWithNote note={c.failure_message} type="danger">
            <ChargeStatusTag status={c.status} />
          </ValueWithNote>
        )}
      />
    </ListScreen>
  );
}
