import { InfoCircleOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useGo } from "@refinedev/core";
import { Card, Empty, Segmented, Skeleton, Tooltip, Typography } from "antd";
import { lazy, type ReactNode, Suspense, useDeferredValue } from "react";
import { Link, useSearchParams } from "react-router";
import type { Dashboard, DashboardRange } from "@common/api";
import { formatDate } from "@common/dates";
import { formatCount } from "@common/locale";
import { formatMoney } from "@common/money";
import { LoadError } from "../../src/components/lists/LoadError";
import { currentAnswer } from "../../src/providers/current-answer";
import { chargeAmountText } from "../../src/components/show/chargeMoney";
import { PageFrame } from "../../src/components/layout/PageFrame";
import { WhenNearView } from "../../src/components/layout/WhenNearView";
import { t } from "../../src/i18n";
import type { TextKey } from "../../src/i18n/translate";
import { Columns } from "./Columns";
import "./dashboard.css";
import { figuresCall, RANGES, rangeIn } from "./figures-call";
import { WalletFigure } from "./WalletFigure";
import {
  automaticTargets,
  chargeTargets,
  type ListTarget,
  refillTargets,
  rentalTargets,
  waitingTargets,
} from "./links";

/** The charts' height, known before their chunk arrives (the skeleton holds their place). */
const CHART_HEIGHT = 280;

// The charts and their library load only here, after the figures, as they come near the screen (a chunk of
// their own).
const charts = () => import("./DashboardCharts");
const DailyChart = lazy(() => charts().then((m) => ({ default: m.DailyChart })));
const CarrierChart = lazy(() => charts().then((m) => ({ default: m.CarrierChart })));
// The tables below the charts (antd's Table, its pages and its scroll) load once the figures are drawn: the
// figures, at the top, do not wait for them.
const DashboardTables = lazy(() => import("./DashboardTables").then((m) => ({ default: m.DashboardTables })));

/**
 * A chart in its card, a skeleton of its height while the library loads. On a phone the charts sit far below
 * the first screen: they load and render as they come near it (the tables below say the same numbers), their
 * card holding its height until then, empty rather than a skeleton, which would say something is loading.
 */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title}>
      <figure aria-label={title} style={{ margin: 0, height: CHART_HEIGHT }}>
        <WhenNearView>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 7 }} />}>{children}</Suspense>
        </WhenNearView>
      </figure>
    </Card>
  );
}

function useRangeInAddress() {
  const [params, setParams] = useSearchParams();
  const range = rangeIn(params);
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

/** An (i) beside a figure's title saying what it counts, for the pointer and the keyboard. */
const noteOf = (text: string) => (
  <Tooltip title={text}>
    <InfoCircleOutlined aria-label={text} tabIndex={0} />
  </Tooltip>
);

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
  // antd's small Card and Statistic drawn in plain elements (dashboard.css): the page shows ~30 of them at
  // once, and their render was the longest task between the figures' arrival and the page showing them
  // (issue 40).
  const body = (
    <>
      <div className="figure-title">
        <span>{title}</span>
        {note}
        {tag && <span className="figure-tag">{tag}</span>}
      </div>
      <div className="figure-value">{shown}</div>
    </>
  );
  return (
    <div className={href ? "figure-card figure-card-link" : "figure-card"}>
      {href ? (
        <Link
          to={href}
          aria-label={
            tag
              ? t("dashboard.figureLinkWithTag", { title, value: shown, tag })
              : t("dashboard.figureLink", { title, value: shown })
          }
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

const FIGURE_MIN_WIDTH = 150;

/** The names of the figures' texts (`dashboard.figures.{name}`). */
type FigureText = TextKey extends infer K
  ? K extends `dashboard.figures.${infer Name}`
    ? Name
    : never
  : never;

/** A figure of a row: its text, its value, the list it counts (none: it leads nowhere), what stands by its title. */
interface FigureRow {
  text: FigureText;
  value: string | number;
  to?: ListTarget;
  note?: ReactNode;
  tag?: string;
}

function Figures({
  title,
  rows,
  href,
}: {
  title: string;
  rows: FigureRow[];
  href: (target: ListTarget) => string;
}) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Columns min={FIGURE_MIN_WIDTH}>
        {rows.map(({ text, to, ...figure }) => (
          <Figure key={text} title={t(`dashboard.figures.${text}`)} href={to && href(to)} {...figure} />
        ))}
      </Columns>
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

function Figured({
  d,
  href,
  refetch,
}: {
  d: Dashboard;
  href: (target: ListTarget) => string;
  refetch: () => void;
}) {
  const made = refillTargets(d);
  const out = rentalTargets(d.to);
  const auto = automaticTargets(d.to);
  const money = chargeTargets(d);
  const sections: { title: string; rows: FigureRow[] }[] = [
    {
      title: t(`dashboard.refillsIn.${d.range}`),
      rows: [
        { text: "refills", value: d.refills, to: made.refills },
        { text: "succeeded", value: d.succeeded, to: made.succeeded },
        { text: "revenue", value: formatMoney(d.sales), to: made.succeeded },
        { text: "successRate", value: percent(d.success_rate) },
        { text: "failed", value: d.failed, to: made.failed },
        { text: "pending", value: d.pending, to: made.pending },
      ],
    },
    {
      // Net first, what it is made of beside it.
      title: t(`dashboard.moneyIn.${d.range}`),
      rows: [
        {
          text: "netRevenue",
          value: formatMoney(d.net_revenue),
          to: money.net,
          note: noteOf(t("dashboard.figures.netRevenueNote")),
        },
        { text: "grossRevenue", value: formatMoney(d.gross_revenue) },
        {
          text: "fees",
          value: formatMoney(d.fees),
          note: noteOf(t("dashboard.figures.feesNote")),
        },
        // Money given back reads negative, as in the charges' list and export.
        {
          text: "refunds",
          value: chargeAmountText({ kind: "refund", amount: d.refunds }),
          to: money.refunds,
        },
      ],
    },
    {
      // The refills' own money, against what their top-ups and payments cost.
      title: t(`dashboard.marginOn.${d.range}`),
      rows: [
        {
          text: "grossMargin",
          value: formatMoney(d.margin.gross_margin),
          note: noteOf(t("dashboard.figures.grossMarginNote")),
        },
        {
          text: "marginRevenue",
          value: formatMoney(d.margin.revenue),
          to: made.refills,
          note: noteOf(t("dashboard.figures.marginRevenueNote")),
        },
        {
          text: "topupCost",
          value: formatMoney(d.margin.cost),
          note: noteOf(t("dashboard.figures.topupCostNote")),
        },
        { text: "refillFees", value: formatMoney(d.margin.fees) },
      ],
    },
    {
      title: t("dashboard.figures.waiting"),
      rows: [
        { text: "inError", value: d.waiting.error, to: waitingTargets.error },
        { text: "actionRequired", value: d.waiting.action_required, to: waitingTargets.action_required },
        {
          text: "disputesNeedingResponse",
          value: d.disputes_needing_response,
          to: waitingTargets.disputes,
        },
      ],
    },
    {
      title: t("dashboard.figures.automaticRefills"),
      rows: [
        { text: "enrolledLines", value: d.automatic_refills.enrolled, to: auto.enrolled },
        { text: "autoDue7d", value: d.automatic_refills.due_7d, to: auto.due_7d },
        { text: "autoSuspended", value: d.automatic_refills.suspended, to: auto.suspended },
      ],
    },
    {
      title: t("dashboard.figures.rentals"),
      rows: [
        { text: "goingOutToday", value: d.rentals.going_out_today, to: out.going_out_today },
        { text: "dueBackToday", value: d.rentals.due_back_today, to: out.due_back_today },
        { text: "overdue", value: d.rentals.overdue, to: out.overdue },
        {
          text: "balancesDue",
          value: formatMoney(d.rentals.balances_due),
          to: out.owing,
          tag: t("dashboard.figures.owingRentals", {
            count: d.rentals.owing,
            formatted: formatCount(d.rentals.owing),
          }),
        },
        {
          text: "depositsHeld",
          value: formatMoney(d.rentals.deposits_held),
          note: noteOf(t("dashboard.figures.depositsHeldNote")),
        },
      ],
    },
  ];
  return (
    <>
      {sections.map(({ title, rows }) => (
        <Figures key={title} title={title} rows={rows} href={href} />
      ))}
      {d.wallet && <WalletFigure wallet={d.wallet} onFunded={refetch} />}
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
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} style={{ marginTop: 16 }} />}>
            <DashboardTables dashboard={d} href={href} />
          </Suspense>
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
  const call = figuresCall(range);
  const { query, result } = useCustom<Dashboard, HttpError>({
    url: call.path,
    method: "get",
    config: { query: Object.fromEntries(call.query) },
    // The page says it failed, with Try again.
    errorNotification: false,
  });
  // The figures render in slices that a tap can come between (a deferred value renders as a transition),
  // not in one long task as the answer arrives: ~60 cards, tables and their dates (issue 40). Until they
  // have, the page shows it is loading: never an older answer (another range's) while a newer renders.
  const answer = currentAnswer<Dashboard>(query, result.data);
  const rendered = useDeferredValue(answer);
  const d = rendered === answer ? answer : undefined;
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
        <Figured d={d} href={href} refetch={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
}
