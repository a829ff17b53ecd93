import { InfoCircleOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useGo } from "@refinedev/core";
import { Card, Empty, Segmented, Skeleton, Space, Statistic, Tag, Tooltip, Typography } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import type { Dashboard, DashboardRange } from "@common/api";
import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { LoadError } from "../../src/components/lists/LoadError";
import { PageFrame } from "../../src/components/PageFrame";
import { Columns } from "./Columns";
import { DashboardTables } from "./DashboardTables";
import { dashboardEndpoints } from "./endpoints";
import { type ListTarget, refillTargets, rentalTargets, waitingTargets } from "./links";

/** The charts' height, known before their chunk arrives (the skeleton holds their place). */
const CHART_HEIGHT = 280;

// The charts and their library load only here, after the figures (a chunk of their own).
const charts = () => import("./DashboardCharts");
const DailyChart = lazy(() => charts().then((m) => ({ default: m.DailyChart })));
const CarrierChart = lazy(() => charts().then((m) => ({ default: m.CarrierChart })));

/** A chart in its card, a skeleton of its height while the library loads. */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title}>
      <figure aria-label={title} style={{ margin: 0, height: CHART_HEIGHT }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 7 }} />}>{children}</Suspense>
      </figure>
    </Card>
  );
}

const RANGES: Record<DashboardRange, string> = { today: "Today", "7d": "7 days", "30d": "30 days" };
const isRange = (value: string | null): value is DashboardRange => !!value && Object.hasOwn(RANGES, value);

const texts = {
  fetchFailed: "Failed to fetch the dashboard",
  depositsHeld:
    "Deposits customers paid on their rentals that the company still holds: not yet applied to what a rental " +
    "owes, nor refunded. No list shows them.",
};

/** The range in the address (`?range=7d`), today when there is none (or one the dashboard does not know). */
function useRangeInAddress() {
  const [params, setParams] = useSearchParams();
  const value = params.get("range");
  const range: DashboardRange = isRange(value) ? value : "today";
  const choose = (next: DashboardRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "today") updated.delete("range");
        else updated.set("range", next);
        return updated;
      },
      { replace: true },
    );
  return { range, choose };
}

/** success ÷ (success + failure) as a percent, "—" while nothing has finished. */
const percent = (rate: number | null) =>
  rate === null ? "—" : `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")}%`;

/** One figure: a card whose whole face leads to the list it counts, when there is one. */
function Figure({
  title,
  value,
  href,
  note,
  tag,
}: {
  title: string;
  value: string | number;
  href?: string;
  /** beside the title: what the figure means, in a tooltip */
  note?: ReactNode;
  /** beside the title: how many rows the figure sums ("6 rentals"), as the lists' counters show counts */
  tag?: string;
}) {
  const shown = typeof value === "number" ? value.toLocaleString("en-US") : value;
  const statistic = (
    <Statistic
      title={
        <Space size={4}>
          {title}
          {note}
          {tag && <Tag bordered={false}>{tag}</Tag>}
        </Space>
      }
      value={shown}
    />
  );
  return (
    <Card size="small" hoverable={!!href} style={{ height: "100%" }}>
      {href ? (
        <Link
          to={href}
          aria-label={`${title}: ${shown}${tag ? `, ${tag}` : ""}`}
          style={{ display: "block", color: "inherit" }}
        >
          {statistic}
        </Link>
      ) : (
        statistic
      )}
    </Card>
  );
}

/** A row of figures: two columns on a phone, four on a tablet, six on a desk. */
const FIGURE_MIN_WIDTH = 150;

function Figures({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Columns min={FIGURE_MIN_WIDTH}>{children}</Columns>
    </section>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard">
      <Columns min={FIGURE_MIN_WIDTH}>
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} size="small">
            <Skeleton active paragraph={{ rows: 1 }} title={{ width: "40%" }} />
          </Card>
        ))}
      </Columns>
    </div>
  );
}

function Figured({ d, href }: { d: Dashboard; href: (target: ListTarget) => string }) {
  const made = refillTargets(d);
  const out = rentalTargets(d.to);
  const span = d.range === "today" ? "today" : `in the last ${RANGES[d.range]}`;
  return (
    <>
      <Figures title={`Refills ${span}`}>
        {[
          <Figure key="refills" title="Refills" value={d.refills} href={href(made.refills)} />,
          <Figure key="succeeded" title="Succeeded" value={d.succeeded} href={href(made.succeeded)} />,
          <Figure key="sales" title="Revenue" value={formatMoney(d.sales)} href={href(made.succeeded)} />,
          <Figure key="rate" title="Success rate" value={percent(d.success_rate)} />,
          <Figure key="failed" title="Failed" value={d.failed} href={href(made.failed)} />,
          <Figure key="pending" title="Pending" value={d.pending} href={href(made.pending)} />,
        ]}
      </Figures>
      <Figures title="Waiting for action">
        {[
          <Figure key="error" title="In error" value={d.waiting.error} href={href(waitingTargets.error)} />,
          <Figure
            key="action"
            title="Action required"
            value={d.waiting.action_required}
            href={href(waitingTargets.action_required)}
          />,
        ]}
      </Figures>
      <Figures title="Rentals">
        {[
          <Figure
            key="out"
            title="Going out today"
            value={d.rentals.going_out_today}
            href={href(out.going_out_today)}
          />,
          <Figure
            key="due"
            title="Due back today"
            value={d.rentals.due_back_today}
            href={href(out.due_back_today)}
          />,
          <Figure key="overdue" title="Overdue" value={d.rentals.overdue} href={href(out.overdue)} />,
          <Figure
            key="owing"
            title="Balances due"
            tag={`${d.rentals.owing.toLocaleString("en-US")} ${d.rentals.owing === 1 ? "rental" : "rentals"}`}
            value={formatMoney(d.rentals.balances_due)}
            href={href(out.owing)}
          />,
          <Figure
            key="deposits"
            title="Deposits held"
            value={formatMoney(d.rentals.deposits_held)}
            note={
              <Tooltip title={texts.depositsHeld}>
                <InfoCircleOutlined aria-label={texts.depositsHeld} tabIndex={0} />
              </Tooltip>
            }
          />,
        ]}
      </Figures>
      {d.refills === 0 ? (
        <Card size="small">
          <Empty description={`No refills ${span} yet: the charts start with the first one.`} />
        </Card>
      ) : (
        <>
          <Columns min={340} stretch>
            <ChartCard title="Refills and revenue per day">
              <DailyChart days={d.days} />
            </ChartCard>
            <ChartCard title="Revenue per carrier">
              <CarrierChart carriers={d.carriers} />
            </ChartCard>
          </Columns>
          <DashboardTables dashboard={d} href={href} />
        </>
      )}
    </>
  );
}

/**
 * /dashboard (staff): the company's refills, waiting failures and rentals over today, 7 or 30 of its days
 * (the range in the address), each figure a link to the list it counts; charts per day and per carrier
 * with the same numbers in tables below.
 */
export default function DashboardPage() {
  const { range, choose } = useRangeInAddress();
  const go = useGo();
  const { query, result } = useCustom<Dashboard, HttpError>({
    url: dashboardEndpoints.figures().path,
    method: "get",
    config: { query: { range } },
    // The page says it failed, with Try again.
    errorNotification: false,
  });
  const d = query.isSuccess ? (result.data as Dashboard) : undefined;
  const href = (target: ListTarget) =>
    go({ to: target.list, query: { filters: target.filters }, type: "path" }) as string;

  return (
    <PageFrame
      title="Dashboard"
      extra={
        <Segmented<DashboardRange>
          aria-label="Range"
          value={range}
          onChange={choose}
          options={Object.entries(RANGES).map(([value, label]) => ({
            value: value as DashboardRange,
            label,
          }))}
        />
      }
    >
      {d && (
        <Typography.Paragraph type="secondary">
          {d.range === "today" ? `As of ${formatDate(d.to)}` : `${formatDate(d.from)} to ${formatDate(d.to)}`}
          , in the company&apos;s time zone ({d.time_zone}).
        </Typography.Paragraph>
      )}
      {query.isError ? (
        <LoadError error={query.error} text={texts.fetchFailed} onRetry={() => query.refetch()} />
      ) : d ? (
        <Figured d={d} href={href} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
