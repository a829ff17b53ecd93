import { storedDay } from "../../refills/service-end";
import { type RawBuilder, sql } from "kysely";
import type { Dashboard, DashboardRange } from "../../../common/api/dashboard";
import { DISPUTE_NEEDS_RESPONSE } from "../../../common/api/disputes";
import { RENTAL_NOT_OUT, TRANSACTION_FAILED, TRANSACTION_MOVING } from "../../../common/api/enums";
import { addDays, dayIn, startOfDayIn } from "../../../common/dates";
import { formatCents } from "../../../common/money";
import { companyTimeZone } from "../../db/company-day";
import type { DB, Dialect } from "../../db/connection";
import { listCounts } from "../../db/list-counts";
import { type ChargeDay, chargeDays } from "../../db/charge-days";
import { type RefillDay, refillDays } from "../../db/refill-days";
import { rentalMoney } from "../../db/rental-money";
import { addMargin, emptyMargin, type MarginCents, marginFigures } from "../../money/refill-margin";
import { marginByPlan } from "./margin";

/**
 * GET /api/dashboard/: the company's figures, read from what is kept, never by scanning its refills —
 * the refills per day from refill_days (migration 0008), what waits from the lists' kept counts, the
 * rental money from rental_money (0009), the money in and given back per day from charge_days (0012), and
 * the rentals out and due from index ranges.
 */

const SPAN_DAYS: Record<DashboardRange, number> = { today: 1, "7d": 7, "30d": 30 };

interface Tally {
  refills: number;
  succeeded: number;
  failed: number;
  pending: number;
  cents: number;
}

const FAILED = new Set<string>(TRANSACTION_FAILED);
const PENDING = new Set<string>(TRANSACTION_MOVING);

const emptyTally = (): Tally => ({ refills: 0, succeeded: 0, failed: 0, pending: 0, cents: 0 });

function count(tally: Tally, row: Pick<RefillDay, "status" | "n" | "amount">) {
  tally.refills += row.n;
  if (row.status === "success") {
    tally.succeeded += row.n;
    tally.cents += row.amount;
  } else if (FAILED.has(row.status)) tally.failed += row.n;
  else if (PENDING.has(row.status)) tally.pending += row.n;
}

const figures = ({ cents, ...t }: Tally) => ({ ...t, sales: formatCents(cents) });

/** Gross, refunds and net of some days' charges, as the API writes them. */
function money(days: Array<Pick<ChargeDay, "gross" | "refunds">>) {
  let gross = 0;
  let refunds = 0;
  for (const d of days) {
    gross += d.gross;
    refunds += d.refunds;
  }
  return {
    gross_revenue: formatCents(gross),
    refunds: formatCents(refunds),
    net_revenue: formatCents(gross - refunds),
  };
}

export async function readDashboard(
  db: DB,
  dialect: Dialect,
  companyId: number,
  range: DashboardRange,
  now = new Date(),
): Promise<Omit<Dashboard, "wallet">> {
  const timeZone = await companyTimeZone(db, companyId);
  const to = dayIn(timeZone, now);
  const from = addDays(to, 1 - SPAN_DAYS[range]);
  const start = startOfDayIn(timeZone, from);
  const end = startOfDayIn(timeZone, addDays(to, 1));
  const [days, plans, carriers, waiting, rentals, charges, disputes, fees, automatic, margins] =
    await Promise.all([
      refillDays(db, dialect, companyId, from, to, ["day"]),
      refillDays(db, dialect, companyId, from, to, ["plan_id"]),
      carrierOfPlans(db, companyId),
      listCounts(db, companyId, "transactions"),
      rentalFigures(db, dialect, companyId, to),
      chargeDays(db, dialect, companyId, from, to),
      disputesNeedingResponse(db, companyId),
      feesBetween(db, companyId, start, end),
      automaticRefills(db, companyId, to),
      marginByPlan(db, companyId, start, end),
    ]);
  const chargesOn = new Map(charges.map((c) => [c.day, c]));

  const total = emptyTally();
  const byDay = new Map<string, Tally>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDay.set(d, emptyTally());
  const byCarrier = new Map<number, Tally>();
  for (const row of days) {
    count(total, row);
    count(byDay.get(row.day) ?? emptyTally(), row);
  }
  for (const row of plans) {
    const carrier = carriers.get(row.plan_id);
    if (!carrier) continue;
    let tally = byCarrier.get(carrier.id);
    if (!tally) byCarrier.set(carrier.id, (tally = emptyTally()));
    count(tally, row);
  }
  const margin = emptyMargin();
  const marginOf = new Map<number, MarginCents>();
  for (const [planId, m] of margins) {
    addMargin(margin, m);
    const carrier = carriers.get(planId);
    if (!carrier) continue;
    let kept = marginOf.get(carrier.id);
    if (!kept) marginOf.set(carrier.id, (kept = emptyMargin()));
    addMargin(kept, m);
  }
  const finished = total.succeeded + total.failed;
  const names = new Map([...carriers.values()].map((c) => [c.id, c.name]));
  return {
    range,
    from,
    to,
    time_zone: timeZone,
    ...figures(total),
    ...money(charges),
    success_rate: finished ? total.succeeded / finished : null,
    waiting: { error: waiting.get("error") ?? 0, action_required: waiting.get("action_required") ?? 0 },
    fees: formatCents(fees),
    margin: marginFigures(margin),
    disputes_needing_response: disputes,
    rentals,
    automatic_refills: automatic,
    days: [...byDay].map(([day, tally]) => ({
      day,
      ...figures(tally),
      ...money([chargesOn.get(day) ?? { gross: 0, refunds: 0 }]),
    })),
    carriers: [...byCarrier]
      .sort(([, a], [, b]) => b.cents - a.cents || b.refills - a.refills)
      .map(([carrier, tally]) => ({
        carrier,
        carrier_name: names.get(carrier) ?? "",
        ...figures(tally),
        margin: marginFigures(marginOf.get(carrier) ?? emptyMargin()),
      })),
  };
}

/** The processor's fees of the company's charges made from `start` (included) to `end` (excluded). */
async function feesBetween(db: DB, companyId: number, start: string, end: string) {
  const row = await db
    .selectFrom("charges")
    .select((eb) => eb.fn.sum<number | string | null>("fee").as("fees"))
    .where("company_id", "=", companyId)
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("fee", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.fees ?? 0);
}

/** The company's disputes waiting for its evidence, whenever they opened (a company has few). */
async function disputesNeedingResponse(db: DB, companyId: number) {
  const row = await db
    .selectFrom("disputes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("company_id", "=", companyId)
    .where("status", "in", [...DISPUTE_NEEDS_RESPONSE])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The automatic refills (rule on_expiry) as of the company's `today`: enrolled (active), due within 7 days
 * (not suspended, the line's service ending by today + 7), suspended. The scheduled refills list shows each
 * (rule, is_active, suspended, service_ends_before).
 */
async function automaticRefills(
  db: DB,
  companyId: number,
  today: string,
): Promise<Dashboard["automatic_refills"]> {
  const rows = await db
    .selectFrom("scheduled_refills as sr")
    .innerJoin("phone_numbers as pn", "pn.id", "sr.phone_number_id")
    .select(["sr.suspended_reason", "pn.service_ends_on"])
    .where("sr.company_id", "=", companyId)
    .where("sr.rule", "=", "on_expiry")
    .where("sr.is_active", "=", true)
    .execute();
  const horizon = addDays(today, 7);
  const suspended = (r: (typeof rows)[number]) => r.suspended_reason !== null && r.suspended_reason !== "";
  return {
    enrolled: rows.length,
    due_7d: rows.filter((r) => {
      const end = storedDay(r.service_ends_on);
      return !suspended(r) && end !== null && end <= horizon;
    }).length,
    suspended: rows.filter(suspended).length,
  };
}

/** Each plan's carrier (a company has tens of plans, not thousands). */
async function carrierOfPlans(db: DB, companyId: number) {
  const rows = await db
    .selectFrom("plans as p")
    .innerJoin("carriers as c", "c.id", "p.carrier_id")
    .select(["p.id as plan_id", "c.id", "c.name"])
    .where("c.company_id", "=", companyId)
    .execute();
  return new Map(rows.map((r) => [r.plan_id, { id: r.id, name: r.name }]));
}

/**
 * The rentals' figures as of the company's `today`: the counts read index ranges over the few rentals
 * starting or ending today and the picked-up ones (rentals_company_status_end_idx); the money is kept
 * (rental_money, migration 0009).
 */
async function rentalFigures(
  db: DB,
  dialect: Dialect,
  companyId: number,
  today: string,
): Promise<Dashboard["rentals"]> {
  // One statement, one round trip: each count is a scalar subquery reading its own index range.
  const counted = (where: RawBuilder<unknown>) =>
    sql`(select count(*) from rentals where company_id = ${companyId} and ${where})`;
  const notOut = sql.join(RENTAL_NOT_OUT.map((s) => sql.lit(s)));
  const [counts, money] = await Promise.all([
    sql<Record<"going_out" | "due_back" | "overdue", number | string>>`select
      ${counted(sql`start_date = ${today} and status in (${notOut})`)} as going_out,
      ${counted(sql`status = 'picked_up' and end_date = ${today}`)} as due_back,
      ${counted(sql`status = 'picked_up' and end_date < ${today}`)} as overdue`.execute(db),
    rentalMoney(db, dialect, companyId),
  ]);
  const n = counts.rows[0];
  return {
    going_out_today: Number(n.going_out),
    due_back_today: Number(n.due_back),
    overdue: Number(n.overdue),
    owing: money.owing,
    balances_due: formatCents(money.balances_due),
    deposits_held: formatCents(money.deposits_held),
  };
}
