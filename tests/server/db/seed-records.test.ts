import { describe, expect, it } from "vitest";
import { dayIn } from "../../../common/dates";
import { ledgerFigures, storedFigures } from "../../../common/rental-ledger";
import { taxOn } from "../../../common/money";
import { DAY, daysInclusive, type RawFlag, type Row, seededDemo } from "./seed-support";
import { send } from "../fixtures";
import { tokenFor } from "../helpers";

/** The demo seed's refills and rentals: as the refill and rentals engines would have left them. */
const { app, db, seededAt, demoId, secondId, rows, count, expectNone } = await seededDemo();

describe("demo seed: each refill's history agrees with its record", () => {
  it("writes who queued it, each attempt's steps and how it ended, no carrier reference unless topped up", async () => {
    type Refill = Pick<
      Row<"transactions">,
      "id" | "status" | "attempts" | "payment_error" | "refill_error" | "provider_ref" | "resolved_by"
    >;
    type Event = Pick<
      Row<"transaction_events">,
      "transaction_id" | "attempt" | "step" | "outcome" | "actor_id" | "code" | "message"
    >;
    const refills = await rows<Refill>(
      // Why a refill stopped is a code (migration 0021): read here under the columns' old names.
      "select id, status, attempts, payment_error_code as payment_error, refill_error_code as refill_error, provider_ref, resolved_by from transactions",
    );
    const events = await rows<Event>(
      "select transaction_id, attempt, step, outcome, actor_id, code, message from transaction_events order by created_at, id",
    );
    const byRefill = new Map<number, Event[]>();
    for (const e of events) byRefill.set(e.transaction_id, [...(byRefill.get(e.transaction_id) ?? []), e]);
    expect(refills.length).toBeGreaterThan(300);
    for (const t of refills) {
      const history = byRefill.get(t.id) ?? [];
      const steps = history.map((e) => `${e.step}:${e.outcome}`);
      const where = `refill ${t.id} (${t.status}): ${steps.join(", ")}`;
      expect(steps[0], where).toBe("create:ok");
      // A person's step says a code the reader's catalogue words, never an English sentence.
      for (const e of history.filter((e) => e.step === "create" || e.step === "retry")) {
        expect(e.code, where).not.toBeNull();
        expect(e.message, where).toBeNull();
      }
      // A worker writes its attempt's steps as the attempt ends: one still holding a refill may have none yet.
      if (t.status !== "in_progress")
        expect(Math.max(...history.map((e) => e.attempt)), where).toBe(t.attempts);
      if (t.status === "in_queue") expect(steps, where).toEqual(["create:ok"]);
      if (t.status === "success") expect(steps.at(-1), where).toBe("topup:ok");
      if (t.status === "action_required") expect(steps.at(-1), where).toBe("charge:action_required");
      if (t.status === "error")
        expect(steps.at(-1), where).toBe(t.payment_error ? "charge:declined" : "topup:failed");
      if (t.refill_error) {
        expect(t.provider_ref, where).toBeNull();
        // One failed top-up per attempt, each attempt after the first one a member's retry.
        expect(steps.filter((s) => s === "topup:failed").length, where).toBe(t.attempts);
        expect(steps.filter((s) => s === "retry:done").length, where).toBe(t.attempts - 1);
      }
      if (t.status === "resolved") {
        expect(steps.at(-1), where).toBe("resolve:done");
        expect(history.at(-1)!.actor_id, where).toBe(t.resolved_by);
      }
    }
    expect(refills.some((t) => t.attempts === 2)).toBe(true);
  });
});

describe("demo seed: transactions look like the refill engine made them", () => {
  it("charges the plan's amount, with attempts wherever a worker ran", async () => {
    await expectNone(
      "select count(*) from transactions t join plans p on p.id = t.plan_id where t.amount <> p.amount",
    );
    await expectNone("select count(*) from transactions where status <> 'in_queue' and attempts < 1");
    await expectNone(
      "select count(*) from transactions where status = 'in_queue' and (attempts <> 0 or charge_id is not null)",
    );
  });

  it("keeps in_queue and in_progress among the newest, with in_progress leases already expired", async () => {
    for (const companyId of [demoId, secondId]) {
      const live = await db
        .selectFrom("transactions")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("status", "in", ["in_queue", "in_progress"])
        .execute();
      expect(live.length).toBeGreaterThan(0);
      expect(live.length).toBeLessThanOrEqual(6);
      const oldestLive = live.map((t) => t.created_at).sort()[0];
      await expectNone(
        `select count(*) from transactions where company_id = ${companyId} and status not in ('in_queue','in_progress') and created_at > '${oldestLive}'`,
      );
      for (const t of live) {
        if (t.status === "in_progress") {
          expect(t.lease_until).not.toBeNull();
          expect(Date.parse(t.lease_until!)).toBeLessThan(seededAt);
        } else expect(t.lease_until).toBeNull();
      }
    }
  });

  it("links each run charge to its transaction with the engine's idempotency key and the card used", async () => {
    type Linked = Pick<
      Row<"transactions">,
      | "id"
      | "amount"
      | "user_id"
      | "status"
      | "payment_error"
      | "refill_error"
      | "provider_ref"
      | "completed_at"
    > &
      Pick<
        Row<"charges">,
        "transaction_id" | "idempotency_key" | "kind" | "failure_message" | "brand" | "last4"
      > & {
        charge_amount: number;
        charge_status: Row<"charges">["status"];
        charge_user: number;
        card_brand: string;
        card_last4: string;
        processor_ref: string;
        number: string;
      };
    const linked = await rows<Linked>(
      `select t.id, t.amount, t.user_id, t.status, t.payment_error_code as payment_error, t.refill_error_code as refill_error,
              t.provider_ref, t.completed_at, c.transaction_id, c.idempotency_key, c.kind, c.amount as charge_amount,
              c.status as charge_status, c.failure_code as failure_message,
              c.user_id as charge_user, c.brand, c.last4, m.brand as card_brand, m.last4 as card_last4, m.processor_ref, p.number
         from transactions t join charges c on c.transaction_id = t.id and c.kind = 'refill'
         join payment_methods m on m.id = t.payment_method_id
         join phone_numbers p on p.id = t.phone_number_id`,
    );
    expect(linked.length).toBeGreaterThan(300);
    for (const r of linked) {
      expect(r).toMatchObject({
        transaction_id: r.id,
        idempotency_key: `txn-${r.id}-charge`,
        kind: "refill",
        charge_amount: r.amount,
        charge_user: r.user_id,
        brand: r.card_brand,
        last4: r.card_last4,
      });
      if (r.status === "success") {
        expect(r.charge_status).toBe("succeeded");
        expect(r.provider_ref).toBeTruthy();
        expect(r.completed_at).toBeTruthy();
        expect(r.number.endsWith("13")).toBe(false);
      }
      if (r.payment_error) {
        expect(r).toMatchObject({ charge_status: "failed", failure_message: r.payment_error });
        expect(r.processor_ref).toMatch(
          r.payment_error === "authentication_required" ? /_auth$/ : /_declined$/,
        );
        expect(r.card_last4).toBe(r.payment_error === "authentication_required" ? "3184" : "0002");
      }
      if (r.refill_error) {
        // The charge stands when the carrier fails (docs/engines.md); the simulated carrier fails numbers
        // ending in 13.
        expect(r.charge_status).toBe("succeeded");
        expect(r.number.endsWith("13")).toBe(true);
      }
    }
    // charge_id names the charge that succeeded, as the engine sets it: a refill whose payment failed is
    // still to be paid (the customer's way forward), one paid has it.
    await expectNone(
      "select count(*) from charges c where c.kind = 'refill' and (c.status = 'succeeded') <> exists (select 1 from transactions t where t.charge_id = c.id)",
    );
    await expectNone(
      "select count(*) from transactions where (status = 'success' or refill_error_code is not null) and charge_id is null",
    );
    await expectNone(
      "select count(*) from transactions where payment_error_code is not null and charge_id is not null",
    );
  });

  it("leaves the demo customer a way forward on their refill waiting for authentication: paying it", async () => {
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@demo.test")
      .executeTakeFirstOrThrow();
    const waiting = await db
      .selectFrom("transactions")
      .select("id")
      .where("user_id", "=", customer.id)
      .where("status", "=", "action_required")
      .executeTakeFirstOrThrow();
    const token = await tokenFor(db, customer.id);
    const detail = await send(app, "GET", `/api/transactions/${waiting.id}/`, token);
    // Unpaid, with the reason: the customer's screen offers to pay (charge null and a payment error).
    expect(detail.body).toMatchObject({ charge: null, payment_error: "Authentication required." });
    const card = await db
      .selectFrom("payment_methods")
      .select("id")
      .where("user_id", "=", customer.id)
      .where("last4", "=", "4242")
      .executeTakeFirstOrThrow();
    const paid = await send(app, "POST", `/api/transactions/${waiting.id}/pay/`, token, {
      payment_method: card.id,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe("in_queue");
  });

  it("gives each status its fields: action_required waits for authentication, resolved names who, when and why", async () => {
    await expectNone(
      "select count(*) from transactions where status = 'action_required' and payment_error_code <> 'authentication_required'",
    );
    await expectNone(
      "select count(*) from transactions where status = 'error' and payment_error_code is null and refill_error_code is null",
    );
    const resolved = await rows<{
      resolved_at: string;
      created_at: string;
      note: string;
      is_company_member: RawFlag | null;
      resolver_company: number | null;
      company_id: number;
    }>(
      `select t.resolved_at, t.created_at, t.note, u.is_company_member, u.company_id as resolver_company, t.company_id
         from transactions t left join users u on u.id = t.resolved_by where t.status = 'resolved'`,
    );
    expect(resolved.length).toBeGreaterThan(0);
    for (const r of resolved) {
      expect(r.is_company_member === true || r.is_company_member === 1).toBe(true);
      expect(r.resolver_company).toBe(r.company_id);
      expect(r.note).not.toBe("");
      expect(Date.parse(r.resolved_at)).toBeGreaterThan(Date.parse(r.created_at));
    }
    await expectNone(
      "select count(*) from transactions where status <> 'resolved' and (resolved_by is not null or resolved_at is not null)",
    );
  });

  it("ties scheduled transactions to their schedule, once per run date, on the schedule's line, plan and card", async () => {
    await expectNone(
      `select count(*) from transactions where "trigger" = 'scheduled' and (scheduled_refill_id is null or run_on is null)`,
    );
    await expectNone(
      `select count(*) from transactions where "trigger" <> 'scheduled' and (scheduled_refill_id is not null or run_on is not null)`,
    );
    await expectNone(`select count(*) from transactions t join scheduled_refills s on s.id = t.scheduled_refill_id
          where t.phone_number_id <> s.phone_number_id or t.plan_id <> s.plan_id or t.payment_method_id <> s.payment_method_id`);
    const runs = await rows<{
      run_on: string;
      created_at: string;
      day_of_month: number;
      rule: string;
      time_zone: string;
    }>(
      `select t.run_on, t.created_at, s.day_of_month, s.rule, co.time_zone from transactions t
         join scheduled_refills s on s.id = t.scheduled_refill_id join companies co on co.id = s.company_id`,
    );
    expect(runs.length).toBeGreaterThan(50);
    for (const r of runs) {
      if (r.rule === "monthly") {
        expect(Number(r.run_on.slice(8, 10))).toBe(r.day_of_month);
        expect(new Date(r.created_at).toISOString().slice(0, 10)).toBe(r.run_on);
      } else {
        // An automatic one runs on its company's day (seed-auto-refills.test.ts has the rest).
        expect(dayIn(r.time_zone, r.created_at)).toBe(r.run_on);
      }
    }
  });

  it("monthly schedules run on days 1–28, next run still to come, some paused, last run their latest transaction", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const schedules = await rows<
      Omit<Row<"scheduled_refills">, "is_active"> & { is_active: RawFlag; latest: string | null }
    >(
      `select s.*, (select max(run_on) from transactions t where t.scheduled_refill_id = s.id) as latest from scheduled_refills s where s.rule = 'monthly'`,
    );
    expect(schedules.some((s) => s.is_active === false || s.is_active === 0)).toBe(true);
    for (const s of schedules) {
      expect(s.day_of_month).toBeGreaterThanOrEqual(1);
      expect(s.day_of_month).toBeLessThanOrEqual(28);
      expect(s.next_run_on >= today).toBe(true);
      expect(Number(s.next_run_on.slice(8, 10))).toBe(s.day_of_month);
      if (s.latest) expect(s.last_run_on).toBe(s.latest);
    }
  });
});

describe("demo seed: rentals are priced and paid as the rentals engine does it", () => {
  it("amount = days × (device + country daily rate); tax at the company rate; total = amount + tax + deposit; balance = total − paid", async () => {
    const all = await rows<
      Row<"rentals"> & { device_rate: number; device_deposit: number; country_rate: number; tax_rate: string }
    >(
      `select r.*, d.daily_rate as device_rate, d.deposit as device_deposit, k.daily_rate as country_rate, c.tax_rate
         from rentals r join devices d on d.id = r.device_id join countries k on k.id = r.country_id join companies c on c.id = r.company_id`,
    );
    expect(all.length).toBeGreaterThan(150);
    for (const r of all) {
      const amount = daysInclusive(r.start_date, r.end_date) * (r.device_rate + r.country_rate);
      expect(r.amount, `rental ${r.id}`).toBe(amount);
      expect(r.tax_amount, `rental ${r.id}`).toBe(taxOn(amount, r.tax_rate));
      expect(r.deposit_amount).toBe(r.device_deposit);
      // Before the deposit is settled everything is still owed; after it, what was refunded, applied or
      // never paid has left the total (the ledger's settlement lines).
      if (!r.deposit_refunded_at) expect(r.total_due_amount).toBe(r.amount + r.tax_amount + r.deposit_amount);
      expect(r.balance).toBe(r.total_due_amount - r.paid_amount);
      expect(r.end_date >= r.start_date).toBe(true);
    }
    const demo = all.filter((r) => r.company_id === demoId);
    expect(demo.filter((r) => r.balance > 0).length).toBeGreaterThan(3);
    expect(demo.filter((r) => r.balance < 0).length).toBeGreaterThan(0);
    expect(demo.filter((r) => r.balance === 0).length).toBeGreaterThan(50);
  });

  it("paid_amount is what its payment charges took, with the engine's idempotency keys", async () => {
    // Money received less money given back, charge by charge.
    const mismatched = await count(
      `select count(*) from rentals r where r.paid_amount <> coalesce((select sum(case when c.kind = 'refund' then -c.amount else c.amount end)
          from charges c where c.rental_id = r.id and (c.status in ('succeeded','refunded'))), 0)`,
    );
    expect(mismatched).toBe(0);
    // Every figure is the sum of the rental's ledger lines, and every moved charge has its one line.
    const all = await rows<Row<"rentals">>(`select * from rentals`);
    const lines = await rows<Row<"rental_lines">>(`select * from rental_lines order by id`);
    for (const r of all) {
      const f = ledgerFigures(lines.filter((l) => l.rental_id === r.id));
      expect(storedFigures(r), `rental ${r.id}`).toEqual(storedFigures(f));
    }
    const unlined = await count(
      `select count(*) from charges c where c.rental_id is not null and c.status in ('succeeded','refunded')
         and (select count(*) from rental_lines l where l.charge_id = c.id
                and abs(l.paid_amount) = c.amount) <> 1`,
    );
    expect(unlined).toBe(0);
    const charges = await rows<Row<"charges"> & { card_user: number | null }>(
      `select c.*, m.user_id as card_user from charges c left join payment_methods m on m.id = c.payment_method_id where c.rental_id is not null`,
    );
    const keys: Record<string, RegExp> = {
      rental: /^rental-(\d+)-create$/,
      deposit: /^rental-(\d+)-deposit$/,
      rental_payment: /^rental-(\d+)-payment-\d+$/,
      refund: /^rental-(\d+)-refund$/,
    };
    for (const c of charges) {
      const m = keys[c.kind].exec(c.idempotency_key);
      expect(m, c.idempotency_key).not.toBeNull();
      expect(Number(m![1])).toBe(c.rental_id);
      if (c.method === "cash") expect(c.payment_method_id).toBeNull();
      else expect(c.card_user).toBe(c.user_id);
    }
  });

  it("gives each status its dates and side effects", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await rows<Row<"rentals"> & { refunds: number | string }>(
      `select r.*, (select count(*) from charges c where c.rental_id = r.id and c.kind = 'refund') as refunds from rentals r`,
    );
    for (const r of all) {
      const label = `rental ${r.id} (${r.status})`;
      if (r.status === "returned") {
        expect(r.picked_up_at, label).not.toBeNull();
        expect(r.returned_at, label).not.toBeNull();
        expect(Date.parse(r.returned_at!)).toBeGreaterThan(Date.parse(r.picked_up_at!));
      } else expect(r.returned_at, label).toBeNull();
      if (r.status === "picked_up") expect(r.picked_up_at, label).not.toBeNull();
      if (r.status === "preorder" || r.status === "ready_for_pickup")
        expect(r.picked_up_at, label).toBeNull();
      if (r.status === "preorder") expect(r.start_date > today, label).toBe(true);
      if (r.status === "error") expect(r.payment_error_code ?? r.rental_error_code, label).not.toBeNull();
      if (r.status === "resolved") {
        expect(r.resolved_by, label).not.toBeNull();
        expect(r.resolved_at, label).not.toBeNull();
      } else expect(r.resolved_by, label).toBeNull();
      expect(Number(r.refunds), label).toBe(r.deposit_refunded_at ? 1 : 0);
      if (r.deposit_refunded_at) expect(r.status).toBe("returned");
      if (r.rental_error_code) expect(r.plan_id, label).not.toBeNull();
    }
    expect(all.filter((r) => r.deposit_refunded_at).length).toBeGreaterThan(20);
  });

  it("never rents out more devices than the stock for any day", async () => {
    const held = await rows<{ device_id: number; start_date: string; end_date: string; stock: number }>(
      `select r.device_id, r.start_date, r.end_date, d.stock from rentals r join devices d on d.id = r.device_id
        where r.status in ('preorder','ready_for_pickup','picked_up','returned')`,
    );
    const perDay = new Map<string, number>();
    for (const r of held) {
      for (
        let day = r.start_date;
        day <= r.end_date;
        day = new Date(Date.parse(day) + DAY).toISOString().slice(0, 10)
      ) {
        const key = `${r.device_id}:${day}`;
        perDay.set(key, (perDay.get(key) ?? 0) + 1);
        expect(perDay.get(key)!, key).toBeLessThanOrEqual(r.stock);
      }
    }
  });
});
