import { Card, Table } from "antd";
import { Link } from "react-router";
import type { Dashboard } from "@common/api";
import { formatDate } from "@common/dates";
import { formatCount } from "@common/locale";
import { formatMoney } from "@common/money";
import { DetailTable } from "../../src/components/show";
import { t } from "../../src/i18n";
import { Columns } from "./Columns";
import { carrierTarget, dayTarget, type ListTarget } from "./links";

type Day = Dashboard["days"][number];
type Carrier = Dashboard["carriers"][number];

const count = (n: number) => formatCount(n);

/**
 * The figures of a day or a carrier, after its name: on a phone a row keeps what fits (its day or carrier,
 * its refills and its revenue), the others from `sm`.
 */
const FIGURE_COLUMNS = [
  { field: "refills", text: "refills", render: count, fromSm: false },
  { field: "succeeded", text: "succeeded", render: count, fromSm: true },
  { field: "failed", text: "failed", render: count, fromSm: true },
  { field: "sales", text: "revenue", render: formatMoney, fromSm: false },
] as const;

/** The charts' numbers, readable without them: day by day and carrier by carrier, each row a link. */
export function DashboardTables({
  dashboard: d,
  href,
}: {
  dashboard: Dashboard;
  href: (target: ListTarget) => string;
}) {
  const figures = <T extends Day | Carrier>() =>
    FIGURE_COLUMNS.map(({ field, text, render, fromSm }) => (
      <Table.Column<T>
        key={field}
        dataIndex={field}
        title={t(`dashboard.tables.${text}`)}
        align="right"
        render={render}
        responsive={fromSm ? ["sm"] : undefined}
      />
    ));
  return (
    <div style={{ marginTop: 16 }}>
      <Columns min={340} stretch>
        <Card size="small" title={t("dashboard.tables.dayByDay")}>
          <DetailTable<Day>
            dataSource={[...d.days].reverse().map((day) => ({ ...day, id: day.day }))}
            empty={t("dashboard.tables.noDays")}
            scroll={{ x: "max-content", y: 360 }}
          >
            <Table.Column<Day>
              dataIndex="day"
              title={t("dashboard.tables.day")}
              render={(day: string) => <Link to={href(dayTarget(day))}>{formatDate(day)}</Link>}
            />
            {figures<Day>()}
          </DetailTable>
        </Card>

        <Card size="small" title={t("dashboard.tables.byCarrier")}>
          <DetailTable<Carrier>
            dataSource={d.carriers.map((carrier) => ({ ...carrier, id: carrier.carrier }))}
            empty={t("dashboard.tables.noCarrier")}
            scroll={{ x: "max-content" }}
          >
            <Table.Column<Carrier>
              dataIndex="carrier_name"
              title={t("dashboard.tables.carrier")}
              render={(name: string, row) => <Link to={href(carrierTarget(d, row.carrier))}>{name}</Link>}
            />
            {figures<Carrier>()}
            <Table.Column<Carrier>
              key="cost"
              dataIndex={["margin", "cost"]}
              title={t("dashboard.tables.cost")}
              align="right"
              render={formatMoney}
              responsive={["sm"]}
            />
            <Table.Column<Carrier>
              key="gross_margin"
              dataIndex={["margin", "gross_margin"]}
              title={t("dashboard.tables.grossMargin")}
              align="right"
              render={formatMoney}
            />
          </DetailTable>
        </Card>
      </Columns>
    </div>
  );
}
