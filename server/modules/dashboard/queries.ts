import { sql } from "kysely";
import type { Dashboard, DashboardRange } from "../../../common/api/dashboard";
import { addDays, dayIn } from "../../../common/dates";
import { formatCents } from "../../../common/money";
import { companyTimeZone } from "../../db/company-day";
import type { DB, Dialect } from "../../db/connection";
import { listCounts } from "../../db/list-counts";
import { type RefillDay, refillDays } from "../../db/refill-days";

/**
 * GET /api/dashboard/: the company's figures, read from what is kept, never by scanning its refills —
 * the refills per day from refill_days (migration 0008), what waits from the lists' kept counts, and the
 * rentals' figures from index ranges over the few rentals that are out, due or owing.
 */

const SPAN_DAYS: Record<DashboardRange, number> = { today: 1, "7d": 7, "30d": 30 };

interface Tally {
  refills: number;
  succeeded: number;
  failed: number;
  pending: number;
  cents: number;
}

const FAILED = new Set(["error", "action_required", "resolved"]);
const PENDING = new Set(["in_queue", "in_progress"]);

const emptyTally = (): Tally => ({ refills: 0, succeeded: 0, failed: 0, pending: 0, cents: 0 });

function count(tally: Tally, row: RefillDay) {
  tally.refills += row.n;
  if (row.status === "success") {
    tally.succeeded += row.n;
    tally.cents += row.amount;
  } else if (FAILED.has(row.status)) tally.failed += row.n;
  else if (PENDING.has(row.status)) tally.pending += row.n;
}

const figures = ({ cents, ...t }: Tally) => ({ ...t, sales: formatCents(cents) });

export async function readDashboard(
  db: DB,
  dialect: Dialect,
  companyId: number,
  range: DashboardRange,
  now = new Date(),
): Promise<Dashboard> {
  const timeZone = await companyTimeZone(db, companyId);
  const to = dayIn(timeZone, now);
  const from = addDays(to, 1 - SPAN_DAYS[range]);
  const [rows, carriers, waiting, rentals] = await Promise.all([
    refillDays(db, dialect, companyId, from, to),
    carrierOfPlans(db, companyId),
    listCounts(db, companyId, "transactions"),
    rentalFigures(db, companyId, to),
  ]);

  const total = emptyTally();
  const byDay = new Map<string, Tally>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDay.set(d, emptyTally());
  const byCarrier = new Map<number, Tally>();
  for (const row of rows) {
    count(total, row);
    count(byDay.get(row.day) ?? emptyTally(), row);
    const carrier = carriers.get(row.plan_id);
    if (!carrier) continue;
    let tally = byCarrier.get(carrier.id);
    if (!tally) byCarrier.set(carrier.id, (tally = emptyTally()));
    count(tally, row);
  }
  const finished = total.succeeded + total.failed;
  const names = new Map([...carriers.values()].map((c) => [c.id, c.name]));
  return {
    range,
    from,
    to,
    time_zone: timeZone,
    ...figures(total),
    success_rate: finished ? total.succeeded / finished : null,
    waiting: { error: waiting.get("error") ?? 0, action_required: waiting.get("action_required") ?? 0 },
    rentals,
    days: [...byDay].map(([day, tally]) => ({ day, ...figures(tally) })),
    carriers: [...byCarrier]
      .sort(([, a], [, b]) => b.cents - a.cents || b.refills - a.refills)
      .map(([carrier, tally]) => ({ carrier, carrier_name: names.get(carrier) ?? "", ...figures(tally) })),
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
 * The rentals' figures as of the company's `today`. Each reads an index range: rentals starting or ending
 * today, the picked-up ones (the devices out), those with a balance due, and those still holding a
 * deposit (rentals_deposit_held_idx, migration 0008).
 */
async function rentalFigures(db: DB, companyId: number, today: string): Promise<Dashboard["rentals"]> {
  const rentals = () => db.selectFrom("rentals").where("company_id", "=", companyId);
  const n = sql<number | string>`count(*)`.as("n");
  const [goingOut, dueBack, overdue, owing, deposits] = await Promise.all([
    rentals()
      .select(n)
      .where("start_date", "=", today)
      .where("status", "in", ["preorder", "ready_for_pickup"])
      .executeTakeFirstOrThrow(),
    rentals()
      .select(n)
      .where("end_date", "=", today)
      .where("status", "=", "picked_up")
      .executeTakeFirstOrThrow(),
    rentals()
      .select(n)
      .where("status", "=", "picked_up")
      .where("end_date", "<", today)
      .executeTakeFirstOrThrow(),
    rentals()
      .select([n, sql<number | string | null>`sum(balance)`.as("cents")])
      .where("balance", ">", 0)
      .executeTakeFirstOrThrow(),
    // Deposit money held: what was paid beyond the rental with its tax, at most the deposit still held
    // (common/rental-ledger.ts, deposit_paid_amount), over the rentals that still hold or owe one.
    rentals()
      .select(
        sql<number | string | null>`sum(case
          when paid_amount - amount - tax_amount <= 0 then 0
          when paid_amount - amount - tax_amount > total_due_amount - amount - tax_amount
            then total_due_amount - amount - tax_amount
          else paid_amount - amount - tax_amount end)`.as("cents"),
      )
      .where(sql<boolean>`total_due_amount > amount + tax_amount`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    going_out_today: Number(goingOut.n),
    due_back_today: Number(dueBack.n),
    overdue: Number(overdue.n),
    owing: Number(owing.n),
    balances_due: formatCents(Number(owing.cents ?? 0)),
    deposits_held: formatCents(Number(deposits.cents ?? 0)),
  };
}
