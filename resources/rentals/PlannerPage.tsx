import { type HttpError, useCustom, useNavigation } from "@refinedev/core";
import { Button, Card, Space, theme, Tooltip, Typography } from "antd";
import { useState } from "react";
import type { RentalPlanner } from "@common/api";
import { addDays, daysBetween, formatDate } from "@common/dates";
import { t } from "../../src/i18n";
import { rentalStatusText } from "./labels";
import { rentalEndpoints } from "./endpoints";
import { barColours } from "./plannerBars";
import { currentAnswer } from "../../src/providers/current-answer";

const DAYS = 14;

/**
 * The planner (GET /api/rental/planner/): each device's units as rows and the rentals as bars over two weeks,
 * moved a week at a time; an overdue rental in the negative colour; a bar opens its rental. Fits 1024 wide:
 * the day columns share what the unit column leaves, and the grid scrolls sideways when narrower.
 */
export default function PlannerPage() {
  const { token } = theme.useToken();
  const { show } = useNavigation();
  const [from, setFrom] = useState<string | null>(null);
  const { result, query } = useCustom<RentalPlanner, HttpError>({
    url: rentalEndpoints.planner().path,
    method: "get",
    config: { query: from ? { from, to: addDays(from, DAYS - 1) } : {} },
    queryOptions: { queryKey: ["rental-planner", from] },
  });
  const plan = currentAnswer<RentalPlanner>(query, result?.data);
  const start = from ?? plan?.from;
  const days = start ? Array.from({ length: DAYS }, (_, i) => addDays(start, i)) : [];
  const grid = {
    display: "grid",
    gridTemplateColumns: `minmax(150px, 200px) repeat(${DAYS}, minmax(44px, 1fr))`,
  };
  return (
    <Card
      title={t("rentals.planner.title")}
      extra={
        <Space>
          <Button onClick={() => start && setFrom(addDays(start, -7))} disabled={!start}>
            {t("rentals.planner.previous")}
          </Button>
          <Button onClick={() => setFrom(null)}>{t("rentals.planner.today")}</Button>
          <Button onClick={() => start && setFrom(addDays(start, 7))} disabled={!start}>
            {t("rentals.planner.next")}
          </Button>
        </Space>
      }
    >
      <div
        style={{ overflowX: "auto" }}
        // busy until the plan is here, whatever holds its call (a paused query is not "loading")
        aria-busy={!plan && !query.isError}
        role="table"
        aria-label={t("rentals.planner.title")}
      >
        <div style={{ ...grid, minWidth: 760 }} role="row">
          <Typography.Text strong role="columnheader">
            {t("rentals.unit.label")}
          </Typography.Text>
          {days.map((d) => (
            <Typography.Text
              key={d}
              role="columnheader"
              type={d === plan?.today ? undefined : "secondary"}
              strong={d === plan?.today}
              style={{ fontSize: 12, textAlign: "center" }}
            >
              {formatDate(d).replace(/,? \d{4}$/, "")}
            </Typography.Text>
          ))}
        </div>
        {plan?.rows.map((row) => (
          <div
            key={`${row.device}-${row.unit ?? "none"}`}
            role="row"
            style={{ ...grid, minWidth: 760, borderTop: `1px solid ${token.colorSplit}`, minHeight: 32 }}
          >
            <div role="rowheader" style={{ padding: "4px 8px 4px 0", fontSize: 12 }}>
              <div>{row.device_name}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.serial ?? t("rentals.planner.noUnit")}
                {row.status && row.status !== "available" && row.status !== "out"
                  ? ` · ${t(`rentals.planner.status.${row.status}`)}`
                  : ""}
              </Typography.Text>
            </div>
            {row.bars.map((bar) => {
              const first = Math.max(0, daysBetween(start!, bar.start_date));
              const lastDay = bar.overdue && plan.today > bar.end_date ? plan.today : bar.end_date;
              const last = Math.min(DAYS - 1, daysBetween(start!, lastDay));
              if (last < 0 || first > DAYS - 1) return null;
              return (
                // A row holds cells (ARIA): the bar's cell takes its days on the grid, the button fills it.
                <div
                  key={bar.rental}
                  role="cell"
                  style={{
                    gridColumn: `${first + 2} / ${last + 3}`,
                    gridRow: 1,
                    display: "flex",
                    minWidth: 0,
                  }}
                >
                  <Tooltip
                    title={`#${bar.rental} · ${bar.user_name} · ${rentalStatusText(bar.status)}${bar.overdue ? ` · ${t("rentals.planner.overdue")}` : ""}`}
                  >
                    <button
                      type="button"
                      onClick={() => show("rentals", bar.rental)}
                      aria-label={`${t("rentals.planner.open", { id: bar.rental })} ${bar.user_name}${bar.overdue ? ` (${t("rentals.planner.overdue")})` : ""}`}
                      style={{
                        flex: 1,
                        minWidth: 0,
                        margin: "4px 1px",
                        border: 0,
                        borderRadius: 4,
                        ...barColours(bar, token),
                        fontSize: 12,
                        overflow: "hidden",
                        whiteSpace: "nowrap",
                        textOverflow: "ellipsis",
                        cursor: "pointer",
                        padding: "2px 6px",
                        textAlign: "left",
                      }}
                    >
                      {bar.user_name}
                    </button>
                  </Tooltip>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Card>
  );
}
