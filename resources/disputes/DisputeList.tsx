import { Table } from "antd";
import { Link } from "react-router";
import type { Dispute } from "@common/api";
import { formatMoney } from "@common/money";
import {
  customerColumn,
  ListScreen,
  moneyColumn,
  numberAndDateColumn,
  sortable,
  useResourceList,
  useResponsiveTable,
  ValueWithNote,
} from "../../src/components/lists";
import { t } from "../../src/i18n";
import { DisputeStatusTag, EvidenceDue } from "./DisputeCells";
import { disputeReasonText } from "./labels";

/**
 * /disputes (staff): the chargebacks of the company's charges, newest first (or by due date), each with its
 * amount, reason, customer and charge, and when its evidence is due (overdue and close dates tagged).
 */
export default function DisputeList() {
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Dispute>({ resource: "disputes", fetchFailed: t("disputes.fetchFailed") });
  const sorted = { due: sortable(list, "evidence_due_by") };
  const amount = moneyColumn(list, "amount", t("disputes.list.columns.amount"));
  return (
    <ListScreen
      title={t("disputes.list.title")}
      filterName="dispute-filters"
      list={list}
      {...tableProps}
      empty={{ nothing: t("disputes.list.nothing"), noMatch: t("disputes.list.noMatch") }}
    >
      <Table.Column<Dispute>
        {...numberAndDateColumn(list, t("disputes.list.columns.dispute"), (d) => `/disputes/${d.id}`)}
      />
      <Table.Column<Dispute> {...customerColumn()} responsive={["md"]} />
      <Table.Column<Dispute>
        {...amount}
        // A phone hides the reason and the customer: they stand under the amount.
        render={(_, d) =>
          narrow ? (
            <ValueWithNote note={[disputeReasonText(d.reason), d.user_name]}>
              {formatMoney(d.amount)}
            </ValueWithNote>
          ) : (
            formatMoney(d.amount)
          )
        }
      />
      <Table.Column<Dispute>
        dataIndex="reason"
        title={t("disputes.list.columns.reason")}
        responsive={["md"]}
        render={(_, d) => disputeReasonText(d.reason)}
      />
      <Table.Column<Dispute>
        dataIndex="charge"
        title={t("disputes.list.columns.charge")}
        responsive={["lg"]}
        render={(_, d) => (
          <ValueWithNote note={formatMoney(d.charge_amount)}>
            <Link to={`/charges/${d.charge}`}>#{d.charge}</Link>
          </ValueWithNote>
        )}
      />
      <Table.Column<Dispute>
        dataIndex="evidence_due_by"
        title={t("disputes.list.columns.due")}
        {...sorted.due}
        render={(_, d) => <EvidenceDue dispute={d} />}
      />
      <Table.Column<Dispute>
        dataIndex="status"
        title={t("disputes.list.columns.status")}
        render={(_, d) => <DisputeStatusTag status={d.status} />}
      />
    </ListScreen>
  );
}
