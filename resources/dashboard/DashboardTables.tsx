import { Card, Table } from "antd";
import { Link } from "react-router";
import type { Dashboard } from "@common/api";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { DetailTable } from "../../src/components/show";
import { Columns } from "./Columns";
import { carrierTarget, dayTarget, type ListTarget } from "./links";

type Day = Dashboard["days"][number];
type Carrier = Dashboard["carriers"][number];

const count = (n: number) => n.toLocaleString("en-US");

/** The charts' numbers, readable without them: day by day and carrier by carrier, each row a link. */
export function DashboardTables({
  dashboard: d,
  href,
}: {
  dashboard: Dashboard;
  href: (target: ListTarget) => string;
}) {
  const figures = <T extends Day | Carrier>() => [
    <Table.Column<T> key="refills" dataIndex="refills" title="Refills" align="right" render={count} />,
    // on a phone a row keeps what fits: its day or carrier, its refills and its revenue
    <Table.Column<T>
      key="succeeded"
      dataIndex="succeeded"
      title="Succeeded"
      align="right"
      render={count}
      responsive={["sm"]}
    />,
    <Table.Column<T>
      key="failed"
      dataIndex="failed"
      title="Failed"
      align="right"
      render={count}
      responsive={["sm"]}
    />,
    <Table.Column<T> key="sales" dataIndex="sales" title="Revenue" align="right" render={formatMoney} />,
  ];
  return (
    <div style={{ marginTop: 16 }}>
      <Columns min={340} stretch>
        <Card size="small" title="Day by day">
          <DetailTable<Day>
            dataSource={[...d.days].reverse().map((day) => ({ ...day, id: day.day }))}
            empty="No days"
            scroll={{ x: "max-content", y: 360 }}
          >
            <Table.Column<Day>
              dataIndex="day"
              title="Day"
              render={(day: string) => <Link to={href(dayTarget(day))}>{formatDate(day)}</Link>}
            />
            {figures<Day>()}
          </DetailTable>
        </Card>

        <Card size="small" title="By carrier">
          <DetailTable<Carrier>
            dataSource={d.carriers.map((carrier) => ({ ...carrier, id: carrier.carrier }))}
            empty="No carrier refilled"
            scroll={{ x: "max-content" }}
          >
            <Table.Column<Carrier>
              dataIndex="carrier_name"
              title="Carrier"
              render={(name: string, row) => <Link to={href(carrierTarget(d, row.carrier))}>{name}</Link>}
            />
            {figures<Carrier>()}
          </DetailTable>
        </Card>
      </Columns>
    </div>
  );
}
