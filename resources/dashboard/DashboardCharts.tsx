import { Card, Col, Row, theme } from "antd";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Dashboard } from "@common/api";
import { formatDate } from "@common/dates";
import { formatMoney, parseCents } from "@common/money";

/** A decimal string ("12.50") as dollars the chart can scale. */
const dollars = (value: string) => (parseCents(value) ?? 0) / 100;
/** "Nov 26, 2026" → "Nov 26": the axis has little room. */
const shortDay = (day: string) => formatDate(day).replace(/, \d{4}$/, "");
const money = (value: unknown) => formatMoney(Number(value).toFixed(2));

const HEIGHT = 280;

/**
 * The dashboard's charts (recharts, loaded with this chunk only): refills per day by outcome with the
 * revenue over them, and revenue and refills per carrier. The same numbers are in the tables below them.
 */
export default function DashboardCharts({ dashboard: d }: { dashboard: Dashboard }) {
  const { token } = theme.useToken();
  const days = d.days.map((day) => ({ ...day, label: shortDay(day.day), revenue: dollars(day.sales) }));
  const carriers = d.carriers.map((c) => ({ ...c, revenue: dollars(c.sales) }));
  const axis = { fontSize: 12, fill: token.colorTextSecondary };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" title="Refills and revenue per day">
          <figure aria-label="Refills and revenue per day" style={{ margin: 0 }}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
                <CartesianGrid vertical={false} stroke={token.colorSplit} />
                <XAxis dataKey="label" tick={axis} minTickGap={12} />
                <YAxis yAxisId="count" allowDecimals={false} tick={axis} />
                <YAxis yAxisId="money" orientation="right" tick={axis} tickFormatter={(v) => `$${v}`} />
                <Tooltip formatter={(value, name) => (name === "Revenue" ? money(value) : value)} />
                <Legend />
                <Bar
                  yAxisId="count"
                  dataKey="succeeded"
                  name="Succeeded"
                  stackId="r"
                  fill={token.colorSuccess}
                />
                <Bar yAxisId="count" dataKey="failed" name="Failed" stackId="r" fill={token.colorError} />
                <Bar yAxisId="count" dataKey="pending" name="Pending" stackId="r" fill={token.colorWarning} />
                <Line
                  yAxisId="money"
                  dataKey="revenue"
                  name="Revenue"
                  type="monotone"
                  stroke={token.colorPrimary}
                  strokeWidth={2}
                  dot={days.length <= 7}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title="Revenue per carrier">
          <figure aria-label="Revenue per carrier" style={{ margin: 0 }}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <BarChart data={carriers} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid horizontal={false} stroke={token.colorSplit} />
                <XAxis type="number" tick={axis} tickFormatter={(v) => `$${v}`} />
                <YAxis type="category" dataKey="carrier_name" tick={axis} width={88} />
                <Tooltip formatter={(value, name) => (name === "Revenue" ? money(value) : value)} />
                <Legend />
                <Bar dataKey="revenue" name="Revenue" fill={token.colorPrimary} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
    </Row>
  );
}
