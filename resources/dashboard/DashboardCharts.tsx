import { theme } from "antd";
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
import { t } from "../../src/i18n";

/*
 * The dashboard's charts (recharts, loaded with this chunk only, after the figures). The page frames them
 * (cards, grid): this chunk imports nothing else of antd than its theme, so that it does not change how the
 * build splits the parts every screen shares. The same numbers are in the tables below the charts.
 */

/** A decimal string ("12.50") as dollars the chart can scale. */
const dollars = (value: string) => (parseCents(value) ?? 0) / 100;
/** "Nov 26, 2026" → "Nov 26" ("26 nov 2026" → "26 nov"): the axis has little room. */
const shortDay = (day: string) => formatDate(day).replace(/,? \d{4}$/, "");
const money = (value: unknown) => formatMoney(Number(value).toFixed(2));
/** The tooltip's values: the revenue as money, the counts as they are. */
const revenueAsMoney = (value: unknown, _name: unknown, item: { dataKey?: unknown }) =>
  item.dataKey === "revenue" ? money(value) : String(value);

/** As the page's ChartCard holds its place (DashboardPage.tsx). */
const CHART_HEIGHT = 280;

function useAxis() {
  const { token } = theme.useToken();
  return { token, tick: { fontSize: 12, fill: token.colorTextSecondary } };
}

/** A day's refills by outcome, stacked in this order, each in its colour. */
const OUTCOMES = [
  ["succeeded", "colorSuccess"],
  ["failed", "colorError"],
  ["pending", "colorWarning"],
] as const;

/** Refills per day by outcome (stacked bars), with the revenue over them (a line on its own axis). */
export function DailyChart({ days }: { days: Dashboard["days"] }) {
  const { token, tick } = useAxis();
  const data = days.map((day) => ({ ...day, label: shortDay(day.day), revenue: dollars(day.sales) }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={token.colorSplit} />
        <XAxis dataKey="label" tick={tick} minTickGap={12} />
        <YAxis yAxisId="count" allowDecimals={false} tick={tick} />
        <YAxis yAxisId="money" orientation="right" tick={tick} tickFormatter={(v) => `$${v}`} />
        <Tooltip formatter={revenueAsMoney} />
        {/* in the order drawn (recharts sorts the legend by name unless told) */}
        <Legend itemSorter={null} />
        {OUTCOMES.map(([outcome, color]) => (
          <Bar
            key={outcome}
            yAxisId="count"
            dataKey={outcome}
            name={t(`dashboard.charts.${outcome}`)}
            stackId="r"
            fill={token[color]}
          />
        ))}
        <Line
          yAxisId="money"
          dataKey="revenue"
          name={t("dashboard.charts.revenue")}
          type="monotone"
          stroke={token.colorPrimary}
          strokeWidth={2}
          dot={data.length <= 7}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Revenue per carrier, most first (as the API orders them). */
export function CarrierChart({ carriers }: { carriers: Dashboard["carriers"] }) {
  const { token, tick } = useAxis();
  const data = carriers.map((c) => ({ ...c, revenue: dollars(c.sales) }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={token.colorSplit} />
        <XAxis type="number" tick={tick} tickFormatter={(v) => `$${v}`} />
        <YAxis type="category" dataKey="carrier_name" tick={tick} width={88} />
        <Tooltip formatter={revenueAsMoney} />
        <Legend />
        <Bar dataKey="revenue" name={t("dashboard.charts.revenue")} fill={token.colorPrimary} />
      </BarChart>
    </ResponsiveContainer>
  );
}
