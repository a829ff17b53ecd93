import { describe, expect, it } from "vitest";
import { AUTOREFILL_TERMS_VERSION } from "../../../common/api/enums";
import { addDays, dayIn } from "../../../common/dates";
import { ENGLISH_PROBLEM_WORDS, problemText } from "../../../common/problems";
import { storedProblem } from "../../../server/db/problems";
import { DECLINED_REASON } from "../../../server/db/seed/auto-refills";
import { MAX_ATTEMPTS } from "../../../server/messages/sender";
import { AUTO_RETRY_AFTER_DAYS } from "../../../server/refills/auto-refill";
import { endAfterRefill, storedDay } from "../../../server/refills/service-end";
import { seededDemo } from "./seed-support";

/**
 * The demo's automatic refills and messages (issue 35 item 7, DESIGN.md §16): each state is there in both demo
 * companies, and each seeded enrolment and message agrees with the rows around it, as the product would have
 * left them.
 */
const { db, demoId, secondId } = await seededDemo();
const companies = [
  ["demo", demoId],
  ["second", secondId],
] as const;
const ms = (v: unknown) => new Date(v as string).getTime();
const now = Date.now();

async function zoneOf(companyId: number) {
  const { time_zone } = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  return time_zone;
}

const messagesOf = (companyId: number) =>
  db
    .selectFrom("messages as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .selectAll("m")
    .select(["u.language as user_language", "u.sms_phone", "u.sms_consent_at", "u.email"])
    .where("m.company_id", "=", companyId)
    .orderBy("m.id")
    .execute();

const automaticOf = (companyId: number) =>
  db
    .selectFrom("scheduled_refills as s")
    .innerJoin("phone_numbers as pn", "pn.id", "s.phone_number_id")
    .innerJoin("payment_methods as pm", "pm.id", "s.payment_method_id")
    .selectAll("s")
    .select(["pn.user_id", "pn.service_ends_on", "pm.processor_ref", "pm.user_id as card_owner"])
    .where("s.company_id", "=", companyId)
    .where("s.rule", "=", "on_expiry")
    .orderBy("s.id")
    .execute();

describe.each(companies)("the %s company's automatic refills", (_slug, companyId) => {
  it("has lines whose service ends in the next days, some enrolled with the consent stored as the product stores it, some not", async () => {
    const zone = await zoneOf(companyId);
    const today = dayIn(zone, new Date(now));
    const soon = await db
      .selectFrom("phone_numbers as pn")
      .leftJoin("scheduled_refills as s", "s.phone_number_id", "pn.id")
      .select(["pn.id", "pn.user_id", "pn.service_ends_on", "s.id as schedule", "s.rule", "s.suspended_at"])
      .where("pn.company_id", "=", companyId)
      .where("pn.is_active", "=", true)
      .where("pn.service_ends_on", ">", today)
      .where("pn.service_ends_on", "<=", addDays(today, 7))
      .execute();
    expect(soon.some((l) => l.rule === "on_expiry" && l.suspended_at === null)).toBe(true);
    expect(soon.some((l) => l.schedule === null)).toBe(true);

    const staff = new Set(
      (
        await db
          .selectFrom("users")
          .select("id")
          .where("company_id", "=", companyId)
          .where("is_company_member", "=", true)
          .execute()
      ).map((u) => u.id),
    );
    const messages = await messagesOf(companyId);
    for (const s of await automaticOf(companyId)) {
      expect(s.card_owner).toBe(s.user_id);
      expect(s.days_before).toBeGreaterThanOrEqual(0);
      expect(s.days_before).toBeLessThanOrEqual(3);
      // Who agreed, when, through which channel, from where, to which terms (scheduled-refills/consent.ts).
      expect(s.consent_at).toBe(s.created_at);
      expect(s.consent_terms).toBe(AUTOREFILL_TERMS_VERSION);
      expect(s.consent_address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      if (s.consent_channel === "web") expect(s.consent_by).toBe(s.user_id);
      else {
        expect(s.consent_channel).toBe("staff");
        expect(staff.has(s.consent_by!)).toBe(true);
      }
      // The confirmation went out at once to the line's owner.
      const confirmation = messages.filter(
        (m) => m.event_key === `autorefill-enrolled:${s.id}:${s.consent_at}` && m.channel === "email",
      );
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0].user_id).toBe(s.user_id);
      expect(ms(confirmation[0].created_at)).toBe(ms(s.created_at));
      if (s.suspended_at !== null) continue;
      // Still to run: on the line's end date less its days, after today; told 3 days before, at most once.
      const runOn = addDays(storedDay(s.service_ends_on)!, -s.days_before);
      expect(runOn > today).toBe(true);
      expect(s.last_run_on).toBeNull();
      const upcoming = messages.filter(
        (m) => m.kind === "autorefill_upcoming" && m.event_key.includes(`:${s.id}:`),
      );
      for (const m of upcoming) expect(m.event_key).toBe(`autorefill-upcoming:${s.id}:${runOn}`);
      if (runOn > addDays(today, 3)) expect(upcoming).toEqual([]);
    }
  });

  it("has an enrolment suspended after its declined run and the retries 1 and 3 days later, its reason the engine's, its pay link sent", async () => {
    const suspended = (await automaticOf(companyId)).filter((s) => s.suspended_at !== null);
    expect(suspended.length).toBeGreaterThanOrEqual(1);
    const messages = await messagesOf(companyId);
    for (const s of suspended) {
      expect(s.processor_ref).toMatch(/_declined$/);
      expect(s.failed_runs).toBe(1 + AUTO_RETRY_AFTER_DAYS.length);
      const runs = await db
        .selectFrom("transactions")
        .selectAll()
        .where("scheduled_refill_id", "=", s.id)
        .orderBy("run_on")
        .execute();
      expect(runs.map((t) => t.status)).toEqual(["error", "error", "error"]);
      const first = storedDay(runs[0].run_on)!;
      expect(runs.map((t) => storedDay(t.run_on))).toEqual([
        first,
        ...AUTO_RETRY_AFTER_DAYS.map((d) => addDays(first, d)),
      ]);
      for (const t of runs) {
        expect(t.trigger).toBe("scheduled");
        expect(t.payment_method_id).toBe(s.payment_method_id);
        expect(t.payment_error_code).toBe("card_declined");
        const charge = await db
          .selectFrom("charges")
          .select(["status", "idempotency_key"])
          .where("transaction_id", "=", t.id)
          .executeTakeFirstOrThrow();
        expect(charge).toEqual({ status: "failed", idempotency_key: `txn-${t.id}-charge` });
      }
      // The reason is the engine's words for its failed attempts' problem (jobs/refills/attempt.ts).
      const problem = storedProblem(
        runs[2].payment_error_code,
        runs[2].payment_error_params,
        runs[2].payment_error,
      );
      expect(s.suspended_reason).toBe(problemText(ENGLISH_PROBLEM_WORDS, problem!));
      expect(s.suspended_reason).toBe(DECLINED_REASON);
      expect(storedDay(s.last_run_on)).toBe(storedDay(runs[2].run_on));
      expect(ms(s.suspended_at)).toBeGreaterThanOrEqual(ms(runs[2].created_at));
      expect(ms(s.suspended_at)).toBeLessThanOrEqual(now);
      // No retry after the third: nothing queued since, and the customer got the pay link of the last run.
      const told = messages.filter((m) => m.event_key === `refill-failed:${runs[2].id}`);
      expect(told.map((m) => m.channel)).toContain("email");
      for (const m of told) {
        expect(m.kind).toBe("refill_failed");
        expect(m.user_id).toBe(s.user_id);
        expect(ms(m.created_at)).toBe(ms(s.suspended_at));
        expect(m.secret_link).toBeNull();
      }
    }
  });
});

describe.each(companies)("the %s company's messages", (_slug, companyId) => {
  it("were sent as the sender records them: delivered and failed, with the providers' reasons, in both channels and languages", async () => {
    const messages = await messagesOf(companyId);
    const channels = new Set(messages.map((m) => m.channel));
    expect([...channels].sort()).toEqual(["email", "sms"]);
    expect(messages.some((m) => m.status === "delivered")).toBe(true);
    expect(messages.some((m) => m.status === "sent")).toBe(true);
    const failed = messages.filter((m) => m.status === "failed");
    const mail = failed.find((m) => m.channel === "email")!;
    expect(mail.error).toMatch(/^Can't send mail - all recipients were rejected: 550 5\.1\.1 </);
    expect(mail.error).toContain(mail.to_address);
    expect(mail.attempts).toBe(MAX_ATTEMPTS);
    expect(mail.sent_at).toBeNull();
    const text = failed.find((m) => m.channel === "sms" && m.error?.startsWith("Twilio"))!;
    expect(text.error).toBe("Twilio reported the text undelivered (error 30003).");
    expect(text.provider_ref).toMatch(/^SM[0-9a-f]{32}$/);
    expect(text.delivered_at).toBeNull();
    expect(messages.every((m) => ["sent", "delivered", "failed"].includes(m.status))).toBe(true);
    for (const m of messages) {
      expect(m.secret_link).toBeNull();
      expect(m.language).toBe(m.user_language);
      expect(ms(m.updated_at)).toBeLessThanOrEqual(now);
      if (m.sent_at) expect(ms(m.sent_at)).toBeGreaterThanOrEqual(ms(m.created_at));
      if (m.status === "delivered") expect(m.delivered_at).not.toBeNull();
      if (m.channel === "email") expect(m.to_address).toBe(m.email);
      else {
        // Texts only to a customer who agreed, at the number they gave, after they agreed.
        expect(m.to_address).toBe(m.sms_phone);
        expect(ms(m.created_at)).toBeGreaterThanOrEqual(ms(m.sms_consent_at));
      }
    }
    // Spanish customers read Spanish, by e-mail and by text.
    for (const channel of ["email", "sms"])
      for (const language of ["en", "es"])
        expect(
          messages.some((m) => m.channel === channel && m.language === language),
          `${channel} ${language}`,
        ).toBe(true);
  });

  it("gives each receipt to the customer of a scheduled refill that succeeded, with the end date it moved the line to", async () => {
    const receipts = (await messagesOf(companyId)).filter((m) => m.kind === "refill_receipt");
    expect(receipts.length).toBeGreaterThan(5);
    for (const m of receipts) {
      const id = Number(/^refill-receipt:(\d+)$/.exec(m.event_key)?.[1]);
      const t = await db
        .selectFrom("transactions as t")
        .innerJoin("phone_numbers as pn", "pn.id", "t.phone_number_id")
        .select(["t.user_id", "t.status", "t.trigger", "t.completed_at", "t.company_id"])
        .where("t.id", "=", id)
        .executeTakeFirstOrThrow();
      expect(t).toMatchObject({
        user_id: m.user_id,
        status: "success",
        trigger: "scheduled",
        company_id: companyId,
      });
      expect(ms(m.created_at)).toBe(ms(t.completed_at));
    }
    // Every scheduled success of an active customer has its e-mail receipt.
    const succeeded = await db
      .selectFrom("transactions as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select("t.id")
      .where("t.company_id", "=", companyId)
      .where("t.trigger", "=", "scheduled")
      .where("t.status", "=", "success")
      .where("u.is_active", "=", true)
      .execute();
    const mailed = new Set(receipts.filter((m) => m.channel === "email").map((m) => m.event_key));
    const missing = succeeded.filter((t) => !mailed.has(`refill-receipt:${t.id}`));
    expect(missing).toEqual([]);
  });

  it("has a number that texted STOP: texted before, never after, still e-mailed", async () => {
    const outs = await db
      .selectFrom("sms_opt_outs")
      .selectAll()
      .where("company_id", "=", companyId)
      .execute();
    expect(outs).toHaveLength(1);
    const [out] = outs;
    const messages = await messagesOf(companyId);
    const texts = messages.filter((m) => m.channel === "sms" && m.to_address === out.phone);
    expect(texts.some((m) => ms(m.created_at) < ms(out.opted_out_at))).toBe(true);
    expect(texts.filter((m) => ms(m.created_at) >= ms(out.opted_out_at))).toEqual([]);
    expect(texts.every((m) => m.sent_at && ms(m.sent_at) < ms(out.opted_out_at))).toBe(true);
    const owner = texts[0].user_id;
    expect(
      messages.some(
        (m) => m.user_id === owner && m.channel === "email" && ms(m.created_at) > ms(out.opted_out_at),
      ),
    ).toBe(true);
  });

  it("leaves each line's end date where §16's rule takes it from its successful refills", async () => {
    const zone = await zoneOf(companyId);
    const refills = await db
      .selectFrom("transactions as t")
      .innerJoin("plans as p", "p.id", "t.plan_id")
      .select(["t.phone_number_id", "t.completed_at", "p.validity_days"])
      .where("t.company_id", "=", companyId)
      .where("t.status", "=", "success")
      .orderBy("t.completed_at")
      .orderBy("t.id")
      .execute();
    const expected = new Map<number, string>();
    for (const r of refills)
      expected.set(
        r.phone_number_id,
        endAfterRefill(
          expected.get(r.phone_number_id) ?? null,
          dayIn(zone, new Date(r.completed_at as string)),
          r.validity_days,
        ),
      );
    const lines = await db
      .selectFrom("phone_numbers")
      .select(["id", "service_ends_on"])
      .where("company_id", "=", companyId)
      .execute();
    for (const l of lines)
      expect(storedDay(l.service_ends_on), `line ${l.id}`).toBe(expected.get(l.id) ?? null);
  });
});
