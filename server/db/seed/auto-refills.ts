import { AUTOREFILL_TERMS_VERSION, DISPUTE_CLOSED } from "../../../common/api/enums";
import { addDays, dayIn, DEFAULT_TIME_ZONE, hourIn, startOfDayIn } from "../../../common/dates";
import type { Language } from "../../../common/languages";
import { ENGLISH_PROBLEM_WORDS, problemOf, problemText } from "../../../common/problems";
import { storedDay } from "../../refills/service-end";
import { undeliveredError } from "../../messages/delivery-status";
import { queueMessage } from "../../messages/outbox";
import { MAX_ATTEMPTS, RETRY_AFTER_MINUTES } from "../../messages/sender";
import {
  AUTO_RETRY_AFTER_DAYS,
  MORNING_HOUR,
  onExpiryRunOn,
  payLinkOf,
  queueAutoRefillNotice,
  UPCOMING_NOTICE_DAYS,
} from "../../refills/auto-refill";
import { DAY, HOUR, iso, MINUTE } from "./clock";
import { type AuditEvent, insert, type SeedContext } from "./context";
import type { Card, Customer, Line, People } from "./people";
import { NICKNAMES } from "./names";
import { Random, seedFrom } from "./random";
import { DECLINED, type Draft, writeRefills } from "./refills";
import { seedServiceEnds } from "./service-ends";

/**
 * The demo's automatic refills and the customer's messages (DESIGN.md §16, docs/messages.md; issue 35 item 7),
 * written as the product would have written them, through its own code where it has one (the outbox's
 * queueMessage, the automatic refill's notices, the refill rows of ./refills.ts):
 *
 * - some customers speak Spanish, some agreed to texts on their profile (`sms_phone`, `sms_consent_at`);
 * - lines whose service ends in the next days enrolled in automatic refills (`rule = 'on_expiry'`, consent as
 *   the scheduled-refills module stores it: who, when, channel, address, terms), their confirmation and, where
 *   the run is three days off or less, the upcoming charge notice the scheduler has sent; other such lines not
 *   enrolled;
 * - one enrolment suspended after its card was declined on its run and on the retries 1 and 3 days later (three
 *   `scheduled` refills in error), the reason the engine gives, and the pay link the customer was sent;
 * - a receipt for every scheduled refill that succeeded (e-mail, and a text where the customer agreed);
 * - one number that texted STOP (`sms_opt_outs`, as the inbound webhook leaves it): no text goes there after;
 * - every message sent as the worker's sender records it: e-mails sent, texts delivered (Twilio's delivery
 *   report), one e-mail the mail server refused (failed after the sender's last try) and one text the carrier
 *   did not deliver, with the providers' words.
 *
 * Draws from its own random stream, so that every other seeded value stays as it was.
 */

/** A company day's morning, when the scheduler starts the day's automatic refills and notices. */
function morningOf(timeZone: string, day: string): number {
  let at = Date.parse(startOfDayIn(timeZone, day)) + MORNING_HOUR * HOUR;
  // A day whose clock changed: the first instant its hour reads MORNING_HOUR.
  if (hourIn(timeZone, new Date(at)) < MORNING_HOUR) at += HOUR;
  return at;
}

/** What nodemailer reports when the SMTP server refuses the only recipient. */
const smtpRefusal = (address: string) =>
  `Can't send mail - all recipients were rejected: 550 5.1.1 <${address}>: Recipient address rejected: User unknown in virtual mailbox table`;

/** Twilio's delivery report for a handset it could not reach (error 30003). */
const UNREACHABLE = undeliveredError("undelivered", "30003");

/** The reason the engine gives a suspended automatic refill whose card was declined (attempt.ts). */
export const DECLINED_REASON = problemText(
  ENGLISH_PROBLEM_WORDS,
  problemOf("payment", DECLINED, "card_declined"),
);

interface Texts {
  phone: string;
  since: number;
}

/** Lines whose service ends in the next days and that stay out of automatic refills, per company. */
const ENDING_SOON_UNENROLLED = 2;

export async function seedAutoRefills(
  ctx: SeedContext,
  people: People,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<AuditEvent[]> {
  const { db, clock, companyId, profile } = ctx;
  const rng = new Random(seedFrom(`auto-refills:${profile.slug}`));
  const now = clock.now;
  const today = dayIn(timeZone, new Date(now));
  const audit: AuditEvent[] = [];

  const lineEnds = async () =>
    new Map(
      (
        await db
          .selectFrom("phone_numbers")
          .select(["id", "service_ends_on"])
          .where("company_id", "=", companyId)
          .execute()
      ).map((l) => [l.id, storedDay(l.service_ends_on)]),
    );
  let endOf = await lineEnds();
  let endsAfter = new Map<number, string>();
  const scheduled = new Set(
    (
      await db
        .selectFrom("scheduled_refills")
        .select("phone_number_id")
        .where("company_id", "=", companyId)
        .execute()
    ).map((s) => s.phone_number_id),
  );
  const lastRefill = new Map(
    (
      await db
        .selectFrom("transactions")
        .select(["phone_number_id", (eb) => eb.fn.max("completed_at").as("at")])
        .where("company_id", "=", companyId)
        .where("status", "=", "success")
        .groupBy("phone_number_id")
        .execute()
    ).map((r) => [r.phone_number_id, Date.parse(String(r.at))]),
  );
  // The bank's open dispute pauses a customer's automatic refills (DESIGN.md §17): none enrolled here.
  const disputed = new Set(
    (
      await db
        .selectFrom("disputes")
        .select("user_id")
        .where("company_id", "=", companyId)
        .where("status", "not in", DISPUTE_CLOSED)
        .execute()
    ).map((d) => d.user_id),
  );
  const customers = people.customers.filter((c) => c.active && c !== people.featured && !disputed.has(c.id));
  const enrollable = (c: Customer) =>
    c.lines.filter((l) => l.active && !l.failing && l.carrier.activePlans.length > 0 && !scheduled.has(l.id));
  const endsSoon = (lineId: number) => {
    const end = endOf.get(lineId);
    return !!end && end > today && end <= addDays(today, 6);
  };

  // 0. Lines refilled about a plan's validity ago, so that their service ends in the next days: a few more
  // Refill Now refills (paid and topped up) on lines that had lapsed, where the history left too few.
  const enrolments = Math.max(1, Math.round(profile.scheduled_refills / 13));
  const wanted = enrolments + ENDING_SOON_UNENROLLED;
  const have = customers.flatMap((c) => enrollable(c).filter((l) => endsSoon(l.id))).length;
  if (have < wanted) {
    const validity = new Map(
      (
        await db
          .selectFrom("plans as p")
          .innerJoin("carriers as c", "c.id", "p.carrier_id")
          .select(["p.id", "p.validity_days"])
          .where("c.company_id", "=", companyId)
          .execute()
      ).map((p) => [p.id, p.validity_days]),
    );
    const drafts: Draft[] = [];
    const lapsedLines = rng.shuffle(
      customers.flatMap((c) => enrollable(c).map((line) => ({ customer: c, line }))),
    );
    for (const { customer, line } of lapsedLines) {
      if (drafts.length >= wanted - have) break;
      if (drafts.some((d) => d.customer === customer)) continue;
      const day = addDays(today, rng.int(1, 6) - validity.get(line.plan.id)!);
      const end = endOf.get(line.id);
      const t = morningOf(timeZone, day) + rng.int(2, 12) * HOUR + rng.int(0, 3599) * 1000;
      const card = customer.defaultCard;
      if ((end && end >= day) || (lastRefill.get(line.id) ?? 0) > t) continue;
      if (Math.max(customer.createdAt, line.createdAt, card.createdAt) > t - HOUR) continue;
      drafts.push({
        customer,
        line,
        card,
        t,
        trigger: "manual",
        plan: line.plan,
        outcome: "success",
        status: "success",
        createdBy: customer.id,
        scheduleId: null,
        runOn: null,
      });
    }
    // Where the lapsed lines were too few (refilling early stacks the end dates far ahead): customers who
    // added a new line about a plan's validity ago and refilled it there and then.
    const carriers = [...new Set(people.customers.flatMap((c) => c.lines.map((l) => l.carrier)))].filter(
      (c) => c.activePlans.length > 0,
    );
    for (const customer of rng.shuffle(customers)) {
      if (drafts.length >= wanted - have) break;
      if (drafts.some((d) => d.customer === customer)) continue;
      const carrier = rng.pick(carriers);
      const plan = rng.pick(carrier.activePlans);
      const day = addDays(today, rng.int(1, 6) - validity.get(plan.id)!);
      const t = morningOf(timeZone, day) + rng.int(2, 12) * HOUR + rng.int(0, 3599) * 1000;
      const card = customer.defaultCard;
      const createdAt = t - rng.int(5, 50) * MINUTE;
      if (Math.max(customer.createdAt, card.createdAt) > createdAt - HOUR) continue;
      const number = ctx.unique.phoneNumber(rng, customer.place.areaCodes);
      const [id] = await insert(ctx, "phone_numbers", [
        {
          company_id: companyId,
          user_id: customer.id,
          number,
          carrier_id: carrier.id,
          plan_id: plan.id,
          nickname: rng.pick(NICKNAMES),
          is_active: true,
          created_at: iso(createdAt),
        },
      ]);
      const line: Line = { id, number, createdAt, active: true, carrier, plan, failing: false };
      customer.lines.push(line);
      drafts.push({
        customer,
        line,
        card,
        t,
        trigger: "manual",
        plan,
        outcome: "success",
        status: "success",
        createdBy: customer.id,
        scheduleId: null,
        runOn: null,
      });
    }
    drafts.sort((a, b) => a.t - b.t);
    await writeRefills(ctx, people, drafts, rng);
    for (const d of drafts) lastRefill.set(d.line.id, d.t);
  }
  endsAfter = await seedServiceEnds(ctx, timeZone);
  endOf = await lineEnds();

  // Who speaks Spanish and who agreed to texts; the customers the states below need are chosen first.
  const spanish = new Set<Customer>();
  const texts = new Map<Customer, Texts>();
  // Consent given before anything below texts them (the enrolments are at most 20 days old), receipts aside.
  const agree = (c: Customer, before = now - 25 * DAY) => {
    if (texts.has(c)) return;
    const line = c.lines.find((l) => l.active) ?? c.lines[0];
    const since = Math.min(before - rng.int(1, 48) * HOUR, c.createdAt + rng.int(1, 72) * HOUR);
    texts.set(c, { phone: line.number, since: Math.max(since, c.createdAt + MINUTE) });
  };

  // 1. Lines whose service ends in the next six days: some enrolled, the rest left for staff to see.
  const endingSoon = customers.flatMap((c) =>
    enrollable(c)
      .filter((l) => endsSoon(l.id))
      .map((line) => ({ customer: c, line, end: endOf.get(line.id)! })),
  );
  const enrolled = rng
    .shuffle(endingSoon)
    .filter((e, i, all) => all.findIndex((o) => o.customer === e.customer) === i)
    .slice(0, Math.min(enrolments, Math.max(0, endingSoon.length - ENDING_SOON_UNENROLLED)));

  // 2. The suspended one: a lapsed line whose card is declined (a customer's declined card, or one they added).
  const lapsed = customers.flatMap((c) =>
    enrollable(c)
      .filter((l) => {
        const end = endOf.get(l.id);
        return end && end <= addDays(today, -5) && !enrolled.some((e) => e.line === l);
      })
      .map((line) => ({ customer: c, line, end: endOf.get(line.id)! })),
  );
  const declinedFirst = [
    ...lapsed.filter((x) => x.customer.cards.some((k) => k.behaviour === "declined")),
    ...lapsed.filter((x) => !x.customer.cards.some((k) => k.behaviour === "declined")),
  ];
  const suspended = declinedFirst.find((x) => {
    const lo = Math.max(lastRefill.get(x.line.id) ?? 0, now - 20 * DAY) + HOUR;
    return lo < now - 5 * DAY;
  });

  // 3. The number that texted STOP: a customer whose receipts went out before and after it.
  const receipts = await db
    .selectFrom("transactions as t")
    .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.id", "t.user_id", "t.amount", "t.completed_at", "pn.number", "p.name as plan"])
    .where("t.company_id", "=", companyId)
    .where("t.trigger", "=", "scheduled")
    .where("t.status", "=", "success")
    .orderBy("t.completed_at")
    .orderBy("t.id")
    .execute();
  const receiptsOf = (c: Customer) => receipts.filter((r) => r.user_id === c.id);
  const stopper = rng
    .shuffle(
      customers.filter(
        (c) =>
          receiptsOf(c).length >= 2 && c !== suspended?.customer && !enrolled.some((e) => e.customer === c),
      ),
    )
    .at(0);

  if (suspended) {
    spanish.add(suspended.customer);
    agree(suspended.customer);
  }
  if (enrolled[0]) agree(enrolled[0].customer);
  let stopAt: number | null = null;
  if (stopper) {
    const mine = receiptsOf(stopper).map((r) => Date.parse(String(r.completed_at)));
    agree(stopper, mine[0]);
    const [a, b] = [mine[mine.length - 2], mine[mine.length - 1]];
    stopAt = a + Math.floor((b - a) * (0.3 + rng.next() * 0.4));
  }
  // Another who agreed before their first receipt: the text the carrier did not deliver is one of theirs.
  const texter = rng.shuffle(customers.filter((c) => receiptsOf(c).length >= 1 && c !== stopper)).at(0);
  if (texter) agree(texter, Date.parse(String(receiptsOf(texter)[0].completed_at)));
  for (const c of customers) {
    if (rng.chance(0.2)) spanish.add(c);
    if (rng.chance(0.35)) agree(c);
  }
  for (const c of spanish)
    await db
      .updateTable("users")
      .set({ language: "es" satisfies Language })
      .where("id", "=", c.id)
      .execute();
  for (const [c, t] of texts)
    await db
      .updateTable("users")
      .set({ sms_phone: t.phone, sms_consent_at: iso(t.since) })
      .where("id", "=", c.id)
      .execute();
  const channelsAt = (c: Customer | undefined, at: number) =>
    c && texts.has(c) && texts.get(c)!.since <= at ? (["email", "sms"] as const) : (["email"] as const);
  const byId = new Map(people.customers.map((c) => [c.id, c]));

  // The enrolments: consent as the scheduled-refills module stores it, the confirmation, the upcoming notice.
  const address = () => `${rng.pick(["198.51.100", "203.0.113", "192.0.2"])}.${rng.int(2, 254)}`;
  const enrol = async (
    e: { customer: Customer; line: Line },
    card: Card,
    at: number,
    byStaff: boolean,
    daysBefore: number,
  ) => {
    const staff = byStaff ? rng.pick(people.members) : null;
    const [id] = await insert(ctx, "scheduled_refills", [
      {
        company_id: companyId,
        phone_number_id: e.line.id,
        plan_id: e.line.plan.id,
        payment_method_id: card.id,
        day_of_month: 1,
        next_run_on: dayIn(timeZone, new Date(at)),
        is_active: true,
        last_run_on: null,
        created_at: iso(at),
        rule: "on_expiry",
        days_before: daysBefore,
        consent_by: staff?.id ?? e.customer.id,
        consent_at: iso(at),
        consent_channel: staff ? "staff" : "web",
        consent_address: address(),
        consent_terms: AUTOREFILL_TERMS_VERSION,
      },
    ]);
    scheduled.add(e.line.id);
    if (staff)
      audit.push({
        at,
        actorId: staff.id,
        onBehalfOf: null,
        action: "scheduled_refill.create",
        object: "scheduled_refill",
        objectId: id,
        data: {
          phone_number: e.line.id,
          plan: e.line.plan.id,
          payment_method: card.id,
          rule: "on_expiry",
          days_before: daysBefore,
          agree_terms: true,
        },
      });
    await queueAutoRefillNotice(
      db,
      id,
      "autorefill_enrolled",
      `autorefill-enrolled:${id}:${iso(at)}`,
      {},
      undefined,
      new Date(at),
    );
    return id;
  };
  /** The scheduler's upcoming-charge notice for a run on `runOn`, if its pass has come by now. */
  const upcoming = async (id: number, enrolledAt: number, runOn: string) => {
    const enrolledOn = dayIn(timeZone, new Date(enrolledAt));
    if (runOn <= enrolledOn) return;
    const from = addDays(runOn, -UPCOMING_NOTICE_DAYS);
    const at = Math.max(
      enrolledAt + rng.int(5, 40) * 1000,
      morningOf(timeZone, from > enrolledOn ? from : enrolledOn) + rng.int(1, 30) * 1000,
    );
    if (at > now) return;
    await queueAutoRefillNotice(
      db,
      id,
      "autorefill_upcoming",
      `autorefill-upcoming:${id}:${runOn}`,
      {},
      undefined,
      new Date(at),
    );
  };

  for (const [n, e] of enrolled.entries()) {
    const earliest = Math.max(
      (lastRefill.get(e.line.id) ?? e.line.createdAt) + HOUR,
      e.customer.defaultCard.createdAt + HOUR,
    );
    const at = Math.max(earliest, now - rng.int(1, 12) * DAY - rng.int(0, 11) * HOUR);
    if (at > now - 30 * MINUTE) continue;
    // Its run is still to come: the days before are fewer than those left before the line's end.
    const daysBefore = rng.int(0, Math.min(3, daysBetweenDays(today, e.end) - 1));
    const id = await enrol(e, e.customer.defaultCard, at, n === 1, daysBefore);
    await upcoming(id, at, addDays(e.end, -daysBefore));
  }

  if (suspended) {
    const { customer, line, end } = suspended;
    let card = customer.cards.find((k) => k.behaviour === "declined");
    const lo = Math.max(lastRefill.get(line.id) ?? 0, now - 20 * DAY) + HOUR;
    const at = lo + Math.floor(rng.next() * (now - 5 * DAY - lo));
    if (!card) {
      const createdAt = at - rng.int(1, 5) * DAY;
      const [cardId] = await insert(ctx, "payment_methods", [
        {
          user_id: customer.id,
          processor: "simulated" as const,
          processor_ref: `pm_sim_${rng.hex(16)}_declined`,
          brand: "visa",
          last4: "0002",
          exp_month: rng.int(1, 12),
          exp_year: new Date(now).getUTCFullYear() + rng.int(1, 4),
          is_default: false,
          is_active: true,
          created_at: iso(Math.max(createdAt, customer.createdAt + HOUR)),
        },
      ]);
      card = { id: cardId, brand: "visa", last4: "0002", behaviour: "declined", expired: false, createdAt };
      customer.cards.push(card);
    }
    const daysBefore = rng.int(0, 3);
    const id = await enrol(suspended, card, at, false, daysBefore);
    const enrolledOn = dayIn(timeZone, new Date(at));
    const first = onExpiryRunOn(end, daysBefore, enrolledOn)!;
    await upcoming(id, at, first);
    // Declined on its day and on the retries 1 and 3 days later, as the scheduler and the engine run them.
    const days = [first, ...AUTO_RETRY_AFTER_DAYS.map((d) => addDays(first, d))];
    const drafts: Draft[] = days.map((runOn, k) => ({
      customer,
      line,
      card: card!,
      t: Math.max(morningOf(timeZone, runOn), k === 0 ? at : 0) + rng.int(1, 50) * 1000,
      trigger: "scheduled",
      plan: line.plan,
      outcome: "declined",
      status: "error",
      createdBy: null,
      scheduleId: id,
      runOn,
    }));
    const written = await writeRefills(ctx, people, drafts, rng);
    const last = written.rows.length - 1;
    const suspendedAt = written.rows[last].finished;
    await db
      .updateTable("scheduled_refills")
      .set({
        last_run_on: days[last],
        next_run_on: addDays(days[last], 1),
        failed_runs: days.length,
        suspended_at: iso(suspendedAt),
        suspended_reason: DECLINED_REASON,
      })
      .where("id", "=", id)
      .execute();
    const txn = written.ids[last];
    await queueAutoRefillNotice(
      db,
      id,
      "refill_failed",
      `refill-failed:${txn}`,
      { reason: DECLINED_REASON },
      payLinkOf(txn),
      new Date(suspendedAt),
    );
  }

  // Receipts of the scheduled refills that succeeded, in the order they went out; the STOP in its place.
  let stopped = false;
  for (const r of receipts) {
    const at = Date.parse(String(r.completed_at));
    if (stopper && stopAt !== null && !stopped && at > stopAt) {
      // As the inbound webhook leaves a STOP (its one confirmation is the webhook's reply, not a message).
      await db
        .insertInto("sms_opt_outs")
        .values({ company_id: companyId, phone: texts.get(stopper)!.phone, opted_out_at: iso(stopAt) })
        .execute();
      stopped = true;
    }
    await queueMessage(
      db,
      {
        companyId,
        userId: r.user_id,
        kind: "refill_receipt",
        key: `refill-receipt:${r.id}`,
        params: { amount: r.amount, line: r.number, plan: r.plan, day: endsAfter.get(r.id) ?? null },
        channels: channelsAt(byId.get(r.user_id), at),
      },
      new Date(at),
    );
  }

  await sendAll(ctx, rng, stopper ? texts.get(stopper)!.phone : null);
  return audit;
}

const daysBetweenDays = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);

/**
 * The worker's sender over the company's queued messages (server/messages/sender.ts): each e-mail sent, each
 * text accepted by Twilio and delivered moments later; one e-mail the mail server refused on every try, and
 * one text Twilio reported undelivered.
 */
async function sendAll(ctx: SeedContext, rng: Random, optedOut: string | null) {
  const { db, clock, companyId } = ctx;
  const queued = await db
    .selectFrom("messages")
    .select(["id", "channel", "kind", "to_address", "created_at", "user_id"])
    .where("company_id", "=", companyId)
    .where("status", "=", "queued")
    .orderBy("id")
    .execute();
  const featured = ctx.profile.featured?.email;
  const olderThan = (m: (typeof queued)[number], ms: number) =>
    Date.parse(String(m.created_at)) < clock.now - ms;
  const retries = RETRY_AFTER_MINUTES.reduce((sum, m) => sum + m, 0) * MINUTE;
  const pickOne = <T>(items: T[]): T | null => (items.length ? rng.pick(items) : null);
  // A receipt each: one text the carrier did not deliver, one e-mail (another customer's) the server refused.
  const failedText = pickOne(
    queued.filter(
      (m) =>
        m.channel === "sms" && m.kind === "refill_receipt" && m.to_address !== optedOut && olderThan(m, DAY),
    ),
  );
  const failedMail = pickOne(
    queued.filter(
      (m) =>
        m.channel === "email" &&
        m.kind === "refill_receipt" &&
        m.to_address !== featured &&
        m.user_id !== failedText?.user_id &&
        olderThan(m, retries + DAY),
    ),
  );
  for (const m of queued) {
    const created = Date.parse(String(m.created_at));
    const sent = clock.past(created + rng.int(2, 25) * 1000);
    if (m === failedMail) {
      // Tried MAX_ATTEMPTS times, RETRY_AFTER_MINUTES apart, refused each time: failed with the last answer.
      const lastTry = created + retries + rng.int(2, 25) * 1000;
      await db
        .updateTable("messages")
        .set({
          status: "failed",
          attempts: MAX_ATTEMPTS,
          error: smtpRefusal(m.to_address),
          next_attempt_at: iso(created + retries),
          secret_link: null,
          updated_at: iso(lastTry),
        })
        .where("id", "=", m.id)
        .execute();
      continue;
    }
    if (m.channel === "email") {
      await db
        .updateTable("messages")
        .set({ status: "sent", attempts: 1, sent_at: iso(sent), secret_link: null, updated_at: iso(sent) })
        .where("id", "=", m.id)
        .execute();
      continue;
    }
    const reported = clock.past(sent + rng.int(2, 40) * 1000);
    await db
      .updateTable("messages")
      .set({
        attempts: 1,
        provider_ref: `SM${rng.hex(32)}`,
        sent_at: iso(sent),
        secret_link: null,
        updated_at: iso(reported),
        ...(m === failedText
          ? { status: "failed" as const, error: UNREACHABLE }
          : { status: "delivered" as const, delivered_at: iso(reported) }),
      })
      .where("id", "=", m.id)
      .execute();
  }
  ctx.counts.messages = (ctx.counts.messages ?? 0) + queued.length;
}
