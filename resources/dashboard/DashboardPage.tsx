import { InfoCircleOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useGo } from "@refinedev/core";
import { Card, Empty, Segmented, Skeleton, Space, Statistic, Tag, Tooltip, Typography } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import type { Dashboard, DashboardRange } from "@common/api";
import { formatDate } from "@common/dates";
import { formatCount } from "@common/locale";
import { formatMoney } from "@common/money";
import { LoadError } from "../../src/components/lists/LoadError";
import { PageFrame } from "../../src/components/PageFrame";
import { t } from "../../src/i18n";
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

/** The ranges the dashboard knows, in the switch's order. */
const RANGES: readonly DashboardRange[] = ["today", "7d", "30d"];
const isRange = (value: string | null): value is DashboardRange =>
  !!value && (RANGES as readonly string[]).includes(value);

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
  rate === null ? "—" : t("dashboard.percent", { value: formatCount(Math.round(rate * 1000) / 10) });

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
  const shown = typeof value === "number" ? formatCount(value) : value;
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
          aria-label={
            tag
              ? t("dashboard.figureLinkWithTag", { title, value: shown, tag })
              : t("dashboard.figureLink", { title, value: shown })
          }
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
    <div aria-busy="true" aria-label={t("dashboard.loading")}>
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
  return (
    <>
      <Figures title={t(`dashboard.refillsIn.${d.range}`)}>
        {[
          <Figure
            key="refills"
            title={t("dashboard.figures.refills")}
            value={d.refills}
            href={href(made.refills)}
          />,
          <Figure
            key="succeeded"
            title={t("dashboard.figures.succeeded")}
            value={d.succeeded}
            href={href(made.succeeded)}
          />,
          <Figure
            key="sales"
            title={t("dashboard.figures.revenue")}
            value={formatMoney(d.sales)}
            href={href(made.succeeded)}
          />,
          <Figure key="rate" title={t("dashboard.figures.successRate")} value={percent(d.success_rate)} />,
          <Figure
            key="failed"
            title={t("dashboard.figures.failed")}
            value={d.failed}
            href={href(made.failed)}
          />,
          <Figure
            key="pending"
            title={t("dashboard.figures.pending")}
            value={d.pending}
            href={href(made.pending)}
          />,
        ]}
      </Figures>
      <Figures title={t("dashboard.figures.waiting")}>
        {[
          <Figure
            key="error"
            title={t("dashboard.figures.inError")}
            value={d.waiting.error}
            href={href(waitingTargets.error)}
          />,
          <Figure
            key="action"
            title={t("dashboard.figures.actionRequired")}
            value={d.waiting.action_required}
            href={href(waitingTargets.action_required)}
          />,
        ]}
      </Figures>
      <Figures title={t("dashboard.figures.rentals")}>
        {[
          <Figure
            key="out"
            title={t("dashboard.figures.goingOutToday")}
            value={d.rentals.going_out_today}
            href={href(out.going_out_today)}
          />,
          <Figure
            key="due"
            title={t("dashboard.figures.dueBackToday")}
            value={d.rentals.due_back_today}
            href={href(out.due_back_today)}
          />,
          <Figure
            key="overdue"
            title={t("dashboard.figures.overdue")}
            value={d.rentals.overdue}
            href={href(out.overdue)}
          />,
          <Figure
            key="owing"
            title={t("dashboard.figures.balancesDue")}
            tag={t("dashboard.figures.owingRentals", {
              count: d.rentals.owing,
              formatted: formatCount(d.rentals.owing),
            })}
            value={formatMoney(d.rentals.balances_due)}
            href={href(out.owing)}
          />,
          <Figure
            key="deposits"
            title={t("dashboard.figures.depositsHeld")}
            value={formatMoney(d.rentals.deposits_held)}
            note={
              <Tooltip title={t("dashboard.figures.depositsHeldNote")}>
                <InfoCircleOutlined aria-label={t("dashboard.figures.depositsHeldNote")} tabIndex={0} />
              </Tooltip>
            }
          />,
        ]}
      </Figures>
      {d.refills === 0 ? (
        <Card size="small">
          <Empty description={t(`dashboard.noRefillsIn.${d.range}`)} />
        </Card>
      ) : (
        <>
          <Columns min={340} stretch>
            <ChartCard title={t("dashboard.charts.daily")}>
              <DailyChart days={d.days} />
            </ChartCard>
            <ChartCard title={t("dashboard.charts.perCarrier")}>
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
      title={t("dashboard.title")}
      extra={
        <Segmented<DashboardRange>
          aria-label={t("dashboard.range")}
          value={range}
          onChange={choose}
          options={RANGES.map((value) => ({ value, label: t(`dashboard.ranges.${value}`) }))}
        />
      }
    >
      {d && (
        <Typography.Paragraph type="secondary">
          {d.range === "today"
            ? t("dashboard.asOf", { date: formatDate(d.to), zone: d.time_zone })
            : t("dashboard.between", { from: formatDate(d.from), to: formatDate(d.to), zone: d.time_zone })}
        </Typography.Paragraph>
      )}
      {query.isError ? (
        <LoadError error={query.error} text={t("dashboard.fetchFailed")} onRetry={() => query.refetch()} />
      ) : d ? (
        <Figured d={d} href={href} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
