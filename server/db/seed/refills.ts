import type { Insertable } from "kysely";
import { type Problem, problemOf } from "../../../common/problems";
import { failureColumns, paymentErrorColumns, refillErrorColumns } from "../problems";
import type { TransactionEventOutcome, TransactionEventSays } from "../../../common/api/enums";
import type {
  ChargeStatus,
  TransactionEventsTable,
  TransactionStatus,
  TransactionStep,
  TransactionTrigger,
} from "../schema";
import type { Carrier, Plan } from "./carriers";
import { addDays, at, DAY, dateOf, dayInMonth, HOUR, iso, MINUTE, nextMonth } from "./clock";
import { type AuditEvent, insert, type SeedContext } from "./context";
import type { Card, Customer, Line, People } from "./people";
import { Random, seedFrom } from "./random";

/** The engine's texts (docs/engines.md), as the simulated processor and carrier produce them. */
export const DECLINED = "Your card was declined.";
export const AUTH_REQUIRED = "Authentication required.";
export const CARRIER_REJECTED = "Carrier rejected the top-up: number not active.";

/** What happened when a worker ran the refill: paid and topped up, or where it stopped. */
type Outcome = "success" | "declined" | "auth" | "carrier";

const RESOLUTION_NOTES: Record<Exclude<Outcome, "success">, readonly string[]> = {
  declined: [
    "Customer paid cash at the counter; refilled from the store balance.",
    "Customer called the bank, card unblocked; refilled with a new request.",
    "Duplicate request: the customer had already refilled by phone.",
  ],
  auth: [
    "Customer approved the payment in the bank app; refilled with a new request.",
    "Called the customer, who paid with another card.",
  ],
  carrier: [
    "Carrier reactivated the line; top-up applied by hand on the carrier portal.",
    "Line was suspended for non-payment; customer will come in with ID.",
    "Number ported to another carrier; customer refunded by the bank.",
  ],
};

interface Choice {
  customer: Customer;
  line: Line;
  card: Card;
}

export interface Draft extends Choice {
  t: number;
  trigger: TransactionTrigger;
  plan: Plan;
  outcome: Outcome;
  status: TransactionStatus;
  createdBy: number | null;
  scheduleId: number | null;
  runOn: string | null;
}

export interface Schedule {
  id: number;
  line: Line;
  card: Card;
  customer: Customer;
  dayOfMonth: number;
  runs: string[];
}

const chargeFor = (outcome: Outcome): { status: ChargeStatus; failure: string | null } =>
  outcome === "declined"
    ? { status: "failed", failure: DECLINED }
    : outcome === "auth"
      ? { status: "failed", failure: AUTH_REQUIRED }
      : { status: "succeeded", failure: null };

function outcomeOf(card: Card, line: Line): Outcome {
  if (card.behaviour === "declined") return "declined";
  if (card.behaviour === "auth") return "auth";
  return line.failing ? "carrier" : "success";
}

/** Lines a customer can still refill: active, on a carrier that is still sold. */
const refillable = (c: Customer) =>
  c.active ? c.lines.filter((l) => l.active && l.carrier.activePlans.length > 0) : [];

/**
 * Scheduled refills, one per line: monthly on day_of_month, with one transaction per run inside the last
 * 90 days (unique per schedule and date, as the scheduler makes them) and next_run_on the next date to come.
 * Paused ones stopped running on the day they were paused.
 */
async function seedSchedules(ctx: SeedContext, people: People): Promise<Schedule[]> {
  const { rng, clock, profile, companyId } = ctx;
  const windowStart = addDays(clock.today, -89);
  const candidates = rng.shuffle(
    people.customers
      .filter((c) => c !== people.featured)
      .flatMap((c) =>
        refillable(c)
          .filter((l) => !l.failing)
          .map((line) => ({ customer: c, line })),
      ),
  );
  const picks: { customer: Customer; line: Line; card: Card }[] = [];
  const featuredLine = people.featured ? refillable(people.featured)[0] : undefined;
  if (featuredLine)
    picks.push({ customer: people.featured!, line: featuredLine, card: people.featured!.defaultCard });
  if (profile.scheduled_refills >= 10) {
    // One schedule on a card that is always declined (paused after its failures), one on a line the carrier rejects.
    const declined = people.customers.find(
      (c) => c !== people.featured && refillable(c).length && c.cards.some((k) => k.behaviour === "declined"),
    );
    if (declined)
      picks.push({
        customer: declined,
        line: refillable(declined)[0],
        card: declined.cards.find((k) => k.behaviour === "declined")!,
      });
    const failing = people.customers.flatMap((c) =>
      refillable(c)
        .filter((l) => l.failing)
        .map((line) => ({ customer: c, line })),
    )[0];
    if (failing) picks.push({ ...failing, card: failing.customer.defaultCard });
  }
  const taken = new Set(picks.map((p) => p.line.id));
  for (const c of candidates) {
    if (picks.length >= profile.scheduled_refills) break;
    if (taken.has(c.line.id)) continue;
    taken.add(c.line.id);
    picks.push({ ...c, card: c.customer.defaultCard });
  }

  // The schedule on the declined card was paused by staff after two failed runs; others were paused by their owners.
  const declinedIdx = picks.findIndex((p) => p.card.behaviour === "declined");
  const pausable = rng.shuffle(
    [...picks.keys()].filter(
      (i) => i !== declinedIdx && picks[i].customer !== people.featured && !picks[i].line.failing,
    ),
  );
  const pausedIdx = new Set(
    [...(declinedIdx >= 0 ? [declinedIdx] : []), ...pausable].slice(0, profile.paused_refills),
  );
  // A run due in the last 20 minutes is left to the scheduler, so that the queued and held refills (up to 15
  // minutes old) stay the newest rows, as they are in a running company.
  const hasNotRun = (day: string) => at(day, 0.02) > clock.now - 20 * MINUTE;
  const drafts = picks.map((p, i) => {
    const dayOfMonth = rng.int(1, 28);
    const since = Math.max(p.line.createdAt, p.card.createdAt);
    const daysAgo =
      i === declinedIdx ? rng.int(70, 85) : rng.chance(0.75) ? rng.int(95, 300) : rng.int(3, 80);
    const createdAt = Math.max(since + DAY, clock.ago(daysAgo));
    const paused = pausedIdx.has(i);
    const pausedOn = paused
      ? p.card.behaviour === "declined"
        ? null
        : addDays(clock.today, -rng.int(1, 120))
      : null;
    const runs: string[] = [];
    let lastBefore: string | null = null;
    let d = dayInMonth(dateOf(createdAt), dayOfMonth);
    if (d <= dateOf(createdAt)) d = nextMonth(d);
    let failures = 0;
    for (; d <= clock.today; d = nextMonth(d)) {
      if (pausedOn && d >= pausedOn) continue;
      if (p.card.behaviour === "declined" && failures >= 2) continue;
      if (hasNotRun(d)) break;
      if (d < windowStart) {
        lastBefore = d;
        continue;
      }
      runs.push(d);
      if (p.card.behaviour === "declined") failures++;
    }
    let next = d;
    while (next <= clock.today && !hasNotRun(next)) next = nextMonth(next);
    return { ...p, dayOfMonth, createdAt, active: !paused, runs, next, last: runs.at(-1) ?? lastBefore };
  });
  const ids = await insert(
    ctx,
    "scheduled_refills",
    drafts.map((s) => ({
      company_id: companyId,
      phone_number_id: s.line.id,
      plan_id: s.line.plan.id,
      payment_method_id: s.card.id,
      day_of_month: s.dayOfMonth,
      next_run_on: s.next,
      is_active: s.active,
      last_run_on: s.last,
      created_at: iso(s.createdAt),
    })),
  );
  return drafts.map((s, i) => ({
    id: ids[i],
    line: s.line,
    card: s.card,
    customer: s.customer,
    dayOfMonth: s.dayOfMonth,
    runs: s.runs,
  }));
}

/** The US day, when people buy: 13:00–03:00 UTC. */
function businessInstant(ctx: SeedContext, daysAgo: number): number {
  const hour =
    ctx.rng.weighted([
      [13, 2],
      [15, 3],
      [17, 4],
      [19, 4],
      [21, 3],
      [23, 2],
      [25, 1],
    ] as const) +
    ctx.rng.next() * 2;
  return at(addDays(ctx.clock.today, -daysAgo), hour);
}

function planFor(ctx: SeedContext, line: Line, carrier: Carrier): Plan {
  return ctx.rng.chance(0.85) ? line.plan : ctx.rng.pick(carrier.activePlans);
}

/**
 * A few hundred refills over the last 90 days, as the engine would have left them: scheduled runs, Refill
 * Now (manual) and phone-menu (ivr) requests; mostly paid and topped up, some declined, some waiting for
 * the customer's authentication, some rejected by the carrier (charge kept), older failures resolved by
 * staff, and only the newest few still queued or held by a worker whose lease has run out.
 */
export async function seedRefills(ctx: SeedContext, people: People): Promise<{ audit: AuditEvent[] }> {
  const { rng, clock, profile } = ctx;
  const schedules = await seedSchedules(ctx, people);
  const drafts: Draft[] = [];

  for (const s of schedules) {
    for (const runOn of s.runs) {
      const outcome = outcomeOf(s.card, s.line);
      const t = at(runOn, (rng.int(1, 50) + rng.next()) / 3600);
      drafts.push({
        ...s,
        t,
        trigger: "scheduled",
        plan: s.line.plan,
        outcome,
        status: "success",
        createdBy: null,
        scheduleId: s.id,
        runOn,
      });
    }
  }

  // Who can produce each outcome: a good card on a good line, a declined card, a card needing authentication, a line ending in 13.
  const pools: Record<Outcome, Choice[]> = { success: [], declined: [], auth: [], carrier: [] };
  for (const customer of people.customers) {
    for (const line of refillable(customer)) {
      for (const card of customer.cards.filter((k) => !k.expired)) {
        const outcome = outcomeOf(card, line);
        if (
          card.behaviour === "ok" &&
          card !== customer.defaultCard &&
          outcome === "success" &&
          rng.chance(0.5)
        )
          continue;
        pools[outcome].push({ customer, line, card });
      }
    }
  }
  const choose = (outcome: Outcome, t: number, only?: Customer): Choice | null => {
    const fits = pools[outcome].filter(
      (c) =>
        (!only || c.customer === only) &&
        Math.max(c.customer.createdAt, c.line.createdAt, c.card.createdAt) < t - HOUR,
    );
    if (!fits.length) return null;
    return rng.weighted(
      fits.map((c) => [c, c.customer.activity * (c.card === c.customer.defaultCard ? 3 : 1)] as const),
    );
  };

  const live = profile.in_queue + profile.in_progress;
  const manualCount = Math.max(0, profile.transactions - drafts.length - live);
  const kinds = rng.spread(manualCount, [
    ["success", 80],
    ["declined", 6],
    ["auth", 5],
    ["carrier", 9],
  ] as const);
  const slots = kinds
    .map((outcome) => ({ outcome, t: businessInstant(ctx, rng.int(0, 89)) }))
    .filter((s) => s.t < clock.now - 30 * MINUTE);
  slots.sort((a, b) => a.t - b.t);
  // The demo customer's own history: mostly successful, one still waiting for authentication, one resolved.
  const featuredSlots = new Map<number, Outcome>();
  if (people.featured) {
    const picked = rng
      .shuffle([...slots.keys()].filter((i) => slots[i].t > people.featured!.createdAt + DAY))
      .slice(0, 9)
      .sort((a, b) => a - b);
    picked.forEach((slot, n) =>
      featuredSlots.set(slot, n === picked.length - 1 || n === 2 ? "auth" : "success"),
    );
  }
  slots.forEach((slot, i) => {
    const forced = featuredSlots.get(i);
    const outcome = forced ?? slot.outcome;
    const choice =
      choose(outcome, slot.t, forced ? people.featured! : undefined) ?? choose("success", slot.t);
    if (!choice) return;
    const trigger: TransactionTrigger = rng.chance(forced ? 0.15 : 0.22) ? "ivr" : "manual";
    drafts.push({
      ...choice,
      t: slot.t,
      trigger,
      plan: planFor(ctx, choice.line, choice.line.carrier),
      outcome: outcomeOf(choice.card, choice.line),
      status: "success",
      createdBy: choice.customer.id,
      scheduleId: null,
      runOn: null,
    });
  });

  // Failures: the older, the likelier staff have resolved them. The demo customer's latest waits for them.
  const lastFeatured = people.featured
    ? Math.max(
        ...drafts.filter((d) => d.customer === people.featured && d.outcome !== "success").map((d) => d.t),
      )
    : 0;
  for (const d of drafts) {
    if (d.outcome === "success") continue;
    const age = (clock.now - d.t) / DAY;
    const resolveChance =
      d.customer === people.featured ? (d.t === lastFeatured ? 0 : 1) : age > 14 ? 0.6 : age > 3 ? 0.35 : 0.1;
    d.status = rng.chance(resolveChance) ? "resolved" : d.outcome === "auth" ? "action_required" : "error";
  }

  // The newest requests: waiting in the queue, or claimed by a worker that died (lease expired, so it is reclaimed).
  for (let n = 0; n < live; n++) {
    const status: TransactionStatus = n < profile.in_queue ? "in_queue" : "in_progress";
    const t =
      clock.now - ((status === "in_queue" ? rng.int(1, 4) : rng.int(6, 14)) * MINUTE + rng.int(0, 59) * 1000);
    const choice = choose("success", t)!;
    drafts.push({
      ...choice,
      t,
      trigger: rng.chance(0.8) ? "manual" : "ivr",
      plan: planFor(ctx, choice.line, choice.line.carrier),
      outcome: "success",
      status,
      createdBy: choice.customer.id,
      scheduleId: null,
      runOn: null,
    });
  }
  drafts.sort((a, b) => a.t - b.t);
  const { rows, ids, audit: histories } = await writeRefills(ctx, people, drafts, rng);

  const audit: AuditEvent[] = rows.flatMap((r, i) =>
    r.resolver
      ? [
          {
            at: r.resolvedAt!,
            actorId: r.resolver.id,
            onBehalfOf: null,
            action: "transaction.resolve",
            object: "transaction",
            objectId: ids[i],
            data: { note: r.row.note },
          },
        ]
      : [],
  );
  // A member who took over the demo customer's session and refilled for them: audited with the member's id.
  const helped = rows.findIndex(
    (r) =>
      r.draft.customer === people.featured && r.draft.trigger === "manual" && r.draft.status === "success",
  );
  if (helped >= 0 && people.members.length > 1) {
    const d = rows[helped].draft;
    audit.push({
      at: d.t,
      actorId: d.customer.id,
      onBehalfOf: people.members[1].id,
      action: "POST /api/transactions/",
      object: "hijack_write",
      objectId: null,
      data: {
        status: 201,
        params: {},
        body: { phone_number: d.line.id, plan: d.plan.id, payment_method: d.card.id },
      },
    });
  }
  audit.push(...histories);
  return { audit };
}

/**
 * Writes refills as the engine would have left them (sorted by `t`): each transaction, its charge (with the
 * engine's idempotency key), the charge a success keeps, and its history. `rng` draws the timings and
 * references; the demo's refills draw from the company's stream, later additions from their own.
 */
export async function writeRefills(ctx: SeedContext, people: People, drafts: readonly Draft[], rng: Random) {
  const { clock, companyId } = ctx;
  // Timings of each run: claimed a few seconds after creation, charged, then topped up (or stopped).
  const rows = drafts.map((d) => {
    const claimed = d.t + rng.int(1, 6) * 1000;
    const charged = claimed + rng.int(400, 2500);
    const finished = charged + rng.int(1500, 12000);
    const resolver = d.status === "resolved" ? rng.pick(people.members) : null;
    const resolvedAt = resolver
      ? Math.min(clock.now - 10 * MINUTE, finished + rng.int(20, 72 * 60) * MINUTE)
      : null;
    const queued = d.status === "in_queue";
    const inProgress = d.status === "in_progress";
    const charge =
      queued || (inProgress && rng.chance(0.5)) ? null : { at: charged, ...chargeFor(d.outcome) };
    const paymentFailed = d.outcome === "declined" || d.outcome === "auth";
    return {
      draft: d,
      charge,
      resolver,
      resolvedAt,
      finished,
      row: {
        company_id: companyId,
        user_id: d.customer.id,
        phone_number_id: d.line.id,
        plan_id: d.plan.id,
        amount: d.plan.amount,
        status: d.status,
        trigger: d.trigger,
        payment_method_id: d.card.id,
        charge_id: null,
        ...paymentErrorColumns(
          !queued && !inProgress && paymentFailed ? problemOf("payment", charge!.failure!) : null,
        ),
        ...refillErrorColumns(
          !queued && !inProgress && d.outcome === "carrier" ? problemOf("topup", CARRIER_REJECTED) : null,
        ),
        provider_ref: d.status === "success" ? `sim_topup_${rng.hex(20)}` : null,
        topup_cost: d.status === "success" ? d.plan.cost : null,
        attempts: queued ? 0 : inProgress ? 1 : d.outcome === "carrier" ? rng.int(1, 2) : 1,
        scheduled_refill_id: d.scheduleId,
        run_on: d.runOn,
        lease_until: inProgress
          ? iso(Math.min(clock.now - rng.int(20, 240) * 1000, claimed + 2 * MINUTE))
          : null,
        created_by: d.createdBy,
        resolved_by: resolver?.id ?? null,
        resolved_at: resolvedAt === null ? null : iso(resolvedAt),
        note: resolver ? rng.pick(RESOLUTION_NOTES[d.outcome as Exclude<Outcome, "success">]) : "",
        created_at: iso(d.t),
        updated_at: iso(resolvedAt ?? (queued ? d.t : inProgress ? claimed : finished)),
        completed_at: d.status === "success" ? iso(finished) : resolvedAt === null ? null : iso(resolvedAt),
      },
    };
  });
  const ids = await insert(
    ctx,
    "transactions",
    rows.map((r) => r.row),
  );

  const charged = rows.flatMap((r, i) => (r.charge ? [{ ...r, id: ids[i], charge: r.charge }] : []));
  await insert(
    ctx,
    "charges",
    charged.map(({ id, draft: d, charge }) => ({
      company_id: companyId,
      user_id: d.customer.id,
      kind: "refill" as const,
      amount: d.plan.amount,
      status: charge.status,
      transaction_id: id,
      rental_id: null,
      payment_method_id: d.card.id,
      method: "card" as const,
      brand: d.card.brand,
      last4: d.card.last4,
      processor_ref: `pi_sim_${rng.hex(24)}`,
      idempotency_key: `txn-${id}-charge`,
      ...failureColumns(charge.failure === null ? null : problemOf("payment", charge.failure)),
      created_by: null,
      created_at: iso(charge.at),
    })),
  );
  // transaction.charge_id ← its charge that succeeded, as the engine sets it (a declined or unauthenticated
  // one leaves it null: the refill is still to be paid, and the customer is offered a way to pay), in one
  // statement for the whole company.
  await ctx.db
    .updateTable("transactions")
    .set((eb) => ({
      charge_id: eb
        .selectFrom("charges")
        .select("charges.id")
        .whereRef("charges.transaction_id", "=", "transactions.id")
        .where("charges.kind", "=", "refill")
        .where("charges.status", "=", "succeeded"),
    }))
    .where("transactions.company_id", "=", companyId)
    .execute();

  const history = refillHistories(rows, ids, people, clock.now);
  await insert(ctx, "transaction_events", history.events);
  return { rows, ids, audit: history.audit };
}

type SeededRefill = {
  draft: Draft;
  charge: { at: number } | null;
  resolver: { id: number } | null;
  resolvedAt: number | null;
  /** when its (first) attempt ended */
  finished: number;
  row: { status: TransactionStatus; attempts: number; note: string };
};

/**
 * What the engine and staff would have written in each refill's history (docs/engines.md), so that its
 * timeline agrees with its record: who queued it, each attempt's charge and top-up (and how they ended), a
 * second attempt only after a member retried it, and the member who resolved it. A refill still in the
 * queue has only its first line; one a worker holds, its charge if it made one.
 */
function refillHistories(rows: readonly SeededRefill[], ids: readonly number[], people: People, now: number) {
  // Its own sequence, so that adding histories leaves every other seeded value as it was.
  const rng = new Random(seedFrom("refill-histories"));
  const events: Insertable<TransactionEventsTable>[] = [];
  const audit: AuditEvent[] = [];
  rows.forEach(({ draft: d, charge, resolvedAt, finished: ended, row }, i) => {
    const id = ids[i];
    const event = (
      at: number,
      attempt: number,
      step: TransactionStep,
      outcome: TransactionEventOutcome,
      // a person's step says a code and its values (the reader's catalogue has the words); the engine's, free text
      says: TransactionEventSays | Problem | string | null,
      actor: number | null = null,
    ) =>
      events.push({
        transaction_id: id,
        attempt,
        step,
        outcome,
        ...(typeof says === "object" && says
          ? {
              code: says.code,
              params: JSON.stringify(says.params),
              message: "details" in says ? says.details : null,
            }
          : { message: says }),
        actor_id: actor,
        created_at: iso(at),
      });
    const queuedBy: TransactionEventSays =
      d.trigger === "scheduled"
        ? { code: "scheduled", params: { schedule: d.scheduleId!, date: d.runOn! } }
        : d.trigger === "ivr"
          ? { code: "phone_menu", params: {} }
          : { code: "refill_now", params: {} };
    event(d.t, 0, "create", "ok", queuedBy, d.trigger === "scheduled" ? null : d.createdBy);
    if (row.status === "in_queue") return;
    if (row.status === "in_progress") {
      if (charge) event(charge.at, 1, "charge", "ok", null);
      return;
    }
    const chargedAt = charge?.at ?? ended;
    if (d.outcome === "declined")
      return void event(ended, 1, "charge", "declined", problemOf("payment", DECLINED, "card_declined"));
    if (d.outcome === "auth")
      return void event(ended, 1, "charge", "action_required", problemOf("payment", AUTH_REQUIRED));
    event(chargedAt, 1, "charge", "ok", null);
    if (d.outcome === "success") return void event(ended, 1, "topup", "ok", `txn-${id}`);
    event(
      ended,
      1,
      "topup",
      "failed",
      problemOf("topup", CARRIER_REJECTED, null, { reference: `txn-${id}` }),
    );
    if (row.attempts < 2) return;
    // A member retried it and the carrier refused again, under the next round's reference.
    const until = resolvedAt ?? now - 10 * MINUTE;
    const retriedAt = ended + Math.max(MINUTE, Math.floor((until - ended) * (0.1 + rng.next() * 0.4)));
    const member = rng.pick(people.members);
    event(retriedAt, 1, "retry", "done", { code: "retried", params: { status: "error" } }, member.id);
    event(
      retriedAt + rng.int(2, 9) * 1000,
      2,
      "topup",
      "failed",
      problemOf("topup", CARRIER_REJECTED, null, { reference: `txn-${id}-2` }),
    );
    audit.push({
      at: retriedAt,
      actorId: member.id,
      onBehalfOf: null,
      action: "transaction.retry",
      object: "transaction",
      objectId: id,
      data: { from: "error" },
    });
  });
  rows.forEach(({ resolver, resolvedAt, row }, i) => {
    if (resolver && resolvedAt !== null)
      events.push({
        transaction_id: ids[i],
        attempt: row.attempts,
        step: "resolve",
        outcome: "done",
        message: row.note || null,
        actor_id: resolver.id,
        created_at: iso(resolvedAt),
      });
  });
  return { events, audit };
}
