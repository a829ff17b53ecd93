import { List } from "@refinedev/antd";
import { Space, Table, Typography } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "@common/dates";
import { chargeKindLabel } from "@common/labels";
import { formatMoney } from "@common/money";
import { useIsStaff } from "../../src/components/access";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../src/components/lists";
import { chargeTexts } from "../../src/messages";
import { ChargeFor, ChargeStatusTag, paidWith } from "./parts";
import type { Charge } from "./types";

/** /charges: customers their own payments, deposits and refunds; staff the company's, each opening its page. */
export default function ChargeList() {
  const { staff } = useIsStaff();
  const list = useResourceList<Charge>({ resource: "charges", fetchFailed: chargeTexts.fetchFailed });
  return (
    <List title="Charges">
      <FilterBar list={list} name="charge-filters" />
      <ResourceTable
        list={list}
        scroll={{ x: "max-content" }}
        empty={{ nothing: "No charges yet.", noMatch: "No charge matches these filters." }}
      >
        <Table.Column<Charge>
          dataIndex="created_at"
          title="Charge"
          {...sortable(list, "created_at")}
          render={(_, c) => (
            <Space direction="vertical" size={0}>
              {staff ? <Link to={`/charges/${c.id}`}>#{c.id}</Link> : `#${c.id}`}
              <Typography.Text type="secondary" style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(c.created_at)}
              </Typography.Text>
            </Space>
          )}
        />
        {staff && (
          <Table.Column<Charge>
            dataIndex="user_name"
            title="Customer"
            render={(_, c) => c.user_name || c.user_email}
          />
        )}
        <Table.Column<Charge>
          dataIndex="kind"
          title="Kind"
          {...sortable(list, "kind")}
          render={chargeKindLabel}
        />
        <Table.Column<Charge>
          dataIndex="amount"
          title="Amount"
          align="right"
          {...sortable(list, "amount")}
          render={formatMoney}
        />
        <Table.Column<Charge> dataIndex="method" title="Paid with" render={(_, c) => paidWith(c)} />
        <Table.Column<Charge> key="for" title="For" render={(_, c) => <ChargeFor charge={c} />} />
        <Table.Column<Charge>
          dataIndex="status"
          title="Status"
          {...sortable(list, "status")}
          render={(_, c) => (
            <Space direction="vertical" size={0}>
              <ChargeStatusTag status={c.status} />
              {c.failure_message && <Typography.Text type="danger">{c.failure_message}</Typography.Text>}
            </Space>
          )}
        />
      </ResourceTable>
    </List>
  );
}
