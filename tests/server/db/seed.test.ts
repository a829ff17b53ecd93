import { ledgerFigures, storedFigures } from "../../../common/rental-ledger";
import { createHash } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../server/app";
import { type DB, openDatabase } from "../../../server/db/connection";
import { migrateToLatest } from "../../../server/db/migrate";
import type { Database } from "../../../server/db/schema";
import { seedIfEmpty } from "../../../server/db/seed";
import { taxOn } from "../../../common/money";
import { verifyPassword } from "../../../server/security/passwords";
import { makeApp } from "../helpers";

const DAY = 86_400_000;
const quiet: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: "silent",
  silent() {},
};
const TABLES = [
  "companies",
  "users",
  "password_resets",
  "carriers",
  "plans",
  "phone_numbers",
  "payment_methods",
  "scheduled_refills",
  "transactions",
  "charges",
  "devices",
  "countries",
  "rentals",
  "audit_log",
] as const;

let app: App;
let db: DB;
let seededAt: number;
let demoId: number;
let secondId: number;

beforeAll(async () => {
  seededAt = Date.now();
  app = await makeApp({ seed: "demo" });
  db = app.db;
  const companies = await db.selectFrom("companies").selectAll().execute();
  demoId = companies.find((c) => c.slug === "demo")!.id;
  secondId = companies.find((c) => c.slug === "second")!.id;
});
afterAll(() => app?.close());

/** A table's row as raw SQL answers it (no Kysely plugin in between). */
type Row<T extends keyof Database> = Selectable<Database[T]>;
/** A flag read by raw SQL: SQLite answers 0/1 where PostgreSQL answers a boolean. */
type RawFlag = boolean | number;

const rows = async <T = Record<string, unknown>>(query: string): Promise<T[]> =>
  (await sql.raw<T>(query).execute(db)).rows;
const count = async (query: string): Promise<number> =>
  Number(Object.values((await rows(query))[0] as object)[0]);
/** The query counts no row: no seeded row breaks the rule it looks for. */
const expectNone = async (query: string) => expect(await count(query)).toBe(0);
const rowsIn = async (database: DB, table: (typeof TABLES)[number]) =>
  Number(
    (
      await database
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const daysInclusive = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;

describe("demo seed: sign-ins", () => {
  it("creates both companies", async () => {
    const companies = await db
      .selectFrom("companies")
      .select(["name", "slug", "tax_rate"])
      .orderBy("id")
      .execute();
    expect(companies).toEqual([
      { name: "Demo Wireless", slug: "demo", tax_rate: "0.08875" },
      { name: "Second Wireless", slug: "second", tax_rate: expect.stringMatching(/^0\.\d+$/) },
    ]);
  });

  it("gives every listed sign-in its company, flags and the password demo-pass-1", async () => {
    const expected = [
      { email: "owner@demo.test", company_id: demoId, is_company_member: true, is_company_owner: true },
      { email: "member@demo.test", company_id: demoId, is_company_member: true, is_company_owner: false },
      { email: "customer@demo.test", company_id: demoId, is_company_member: false, is_company_owner: false },
      { email: "owner@second.test", company_id: secondId, is_company_member: true, is_company_owner: true },
    ];
    for (const want of expected) {
      const user = await db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", want.email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ ...want, is_active: true });
      expect(await verifyPassword(user.password_hash, "demo-pass-1")).toBe(true);
      expect(await verifyPassword(user.password_hash, "demo-pass-2")).toBe(false);
    }
    // The password is hashed once and shared: every seeded user can sign in with it.
    expect(await count("select count(distinct password_hash) from users")).toBe(1);
  });

  it("gives the demo customer PIN 1234 and the active line 5550100001 with a carrier and plan of the demo company", async () => {
    const customer = await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "customer@demo.test")
      .executeTakeFirstOrThrow();
    expect(customer.pin).toBe("1234");
    const line = await db
      .selectFrom("phone_numbers as p")
      .innerJoin("carriers as c", "c.id", "p.carrier_id")
      .innerJoin("plans as pl", "pl.id", "p.plan_id")
      .select([
        "p.user_id",
        "p.company_id",
        "p.is_active",
        "c.company_id as carrier_company",
        "c.is_active as is_carrier_active",
        "pl.carrier_id",
        "p.carrier_id as line_carrier",
      ])
      .where("p.number", "=", "5550100001")
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      user_id: customer.id,
      company_id: demoId,
      is_active: true,
      carrier_company: demoId,
      is_carrier_active: true,
    });
    expect(line.carrier_id).toBe(line.line_carrier);
  });

  it("gives the demo customer records of their own to look at", async () => {
    const id = (
      await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "customer@demo.test")
        .executeTakeFirstOrThrow()
    ).id;
    const statuses = (table: string) =>
      rows<{ status: string }>(`select distinct status from ${table} where user_id = ${id}`).then((r) =>
        r.map((x) => x.status),
      );
    expect(await statuses("transactions")).toEqual(
      expect.arrayContaining(["success", "action_required", "resolved"]),
    );
    expect(await statuses("rentals")).toEqual(expect.arrayContaining(["returned", "picked_up", "preorder"]));
    expect(await count(`select count(*) from charges where user_id = ${id}`)).toBeGreaterThan(5);
    expect(await count(`select count(*) from payment_methods where user_id = ${id}`)).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      await count(
        `select count(*) from scheduled_refills s join phone_numbers p on p.id = s.phone_number_id where p.user_id = ${id}`,
      ),
    ).toBe(1);
  });
});

describe("demo seed: volumes and coverage", () => {
  it("fills every table of the data model in both companies, the second one smaller", async () => {
    const volumes = async (companyId: number) => ({
      customers: await count(
        `select count(*) from users where company_id = ${companyId} and not is_company_member`,
      ),
      carriers: await count(`select count(*) from carriers where company_id = ${companyId}`),
      plans: await count(
        `select count(*) from plans p join carriers c on c.id = p.carrier_id where c.company_id = ${companyId}`,
      ),
      phones: await count(`select count(*) from phone_numbers where company_id = ${companyId}`),
      cards: await count(
        `select count(*) from payment_methods m join users u on u.id = m.user_id where u.company_id = ${companyId}`,
      ),
      schedules: await count(`select count(*) from scheduled_refills where company_id = ${companyId}`),
      transactions: await count(`select count(*) from transactions where company_id = ${companyId}`),
      charges: await count(`select count(*) from charges where company_id = ${companyId}`),
      devices: await count(`select count(*) from devices where company_id = ${companyId}`),
      countries: await count(`select count(*) from countries where company_id = ${companyId}`),
      rentals: await count(`select count(*) from rentals where company_id = ${companyId}`),
      audit: await count(`select count(*) from audit_log where company_id = ${companyId}`),
    });
    const demo = await volumes(demoId);
    expect(demo.customers).toBeGreaterThanOrEqual(55);
    expect(demo.carriers).toBeGreaterThanOrEqual(4);
    expect(demo.plans).toBeGreaterThanOrEqual(demo.carriers * 3);
    expect(demo.phones).toBeGreaterThanOrEqual(demo.customers);
    expect(demo.cards).toBeGreaterThanOrEqual(demo.customers);
    expect(demo.schedules).toBeGreaterThanOrEqual(35);
    expect(demo.transactions).toBeGreaterThanOrEqual(350);
    expect(demo.rentals).toBeGreaterThanOrEqual(140);
    expect(demo.charges).toBeGreaterThan(demo.transactions);
    expect(demo.devices).toBeGreaterThanOrEqual(5);
    expect(demo.countries).toBeGreaterThanOrEqual(5);
    expect(demo.audit).toBeGreaterThan(0);
    const second = await volumes(secondId);
    for (const [table, n] of Object.entries(second)) {
      expect(n, table).toBeGreaterThan(0);
      expect(n, table).toBeLessThanOrEqual(demo[table as keyof typeof demo]);
    }
    expect(second.customers).toBeGreaterThanOrEqual(8);
    expect(second.transactions).toBeGreaterThanOrEqual(30);
    expect(second.rentals).toBeGreaterThanOrEqual(12);
    expect(await count("select count(*) from password_resets")).toBeGreaterThan(0);
  });

  it("has every transaction status and trigger, every rental status and trigger, every charge kind and error kind", async () => {
    const distinct = async (q: string) => (await rows<{ v: string }>(q)).map((r) => r.v).sort();
    expect(
      await distinct(`select distinct status as v from transactions where company_id = ${demoId}`),
    ).toEqual(["action_required", "error", "in_progress", "in_queue", "resolved", "success"]);
    expect(
      await distinct(`select distinct "trigger" as v from transactions where company_id = ${demoId}`),
    ).toEqual(["ivr", "manual", "scheduled"]);
    for (const companyId of [demoId, secondId]) {
      expect(
        await distinct(`select distinct status as v from rentals where company_id = ${companyId}`),
      ).toEqual(["error", "picked_up", "preorder", "ready_for_pickup", "resolved", "returned"]);
    }
    expect(
      await distinct(`select distinct "trigger" as v from rentals where company_id = ${demoId}`),
    ).toEqual(["manual", "member"]);
    expect(await distinct(`select distinct kind as v from charges where company_id = ${demoId}`)).toEqual([
      "deposit",
      "refill",
      "refund",
      "rental",
      "rental_payment",
    ]);
    expect(await distinct(`select distinct method as v from charges where kind = 'rental_payment'`)).toEqual([
      "card",
      "cash",
    ]);
    expect(
      await distinct(`select distinct payment_error as v from transactions where payment_error is not null`),
    ).toEqual(["Authentication required.", "Your card was declined."]);
    expect(
      await distinct(`select distinct refill_error as v from transactions where refill_error is not null`),
    ).toEqual(["Carrier rejected the top-up: number not active."]);
    expect(
      await count(`select count(*) from rentals where company_id = ${demoId} and payment_error is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select count(*) from rentals where company_id = ${demoId} and rental_error is not null`),
    ).toBeGreaterThan(0);
  });

  it("dates everything within the last 90 days and never in the future", async () => {
    const bounds = { from: new Date(seededAt - 90 * DAY).toISOString(), to: new Date().toISOString() };
    for (const table of ["transactions", "rentals", "charges"]) {
      const [r] = await rows<{ lo: string; hi: string }>(
        `select min(created_at) as lo, max(created_at) as hi from ${table}`,
      );
      expect(new Date(r.lo).toISOString() >= bounds.from, `${table} oldest ${r.lo}`).toBe(true);
      expect(new Date(r.hi).toISOString() <= bounds.to, `${table} newest ${r.hi}`).toBe(true);
    }
    for (const column of [
      "picked_up_at",
      "returned_at",
      "deposit_refunded_at",
      "resolved_at",
      "updated_at",
    ]) {
      const [r] = await rows<{ hi: string | null }>(`select max(${column}) as hi from rentals`);
      expect(new Date(r.hi!).toISOString() <= bounds.to, column).toBe(true);
    }
    const spanDays = await rows<{ lo: string; hi: string }>(
      `select min(created_at) as lo, max(created_at) as hi from transactions where company_id = ${demoId}`,
    );
    expect((Date.parse(spanDays[0].hi) - Date.parse(spanDays[0].lo)) / DAY).toBeGreaterThan(80);
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
      `select t.id, t.amount, t.user_id, t.status, t.payment_error, t.refill_error, t.provider_ref, t.completed_at,
              c.transaction_id, c.idempotency_key, c.kind, c.amount as charge_amount, c.status as charge_status, c.failure_message,
              c.user_id as charge_user, c.brand, c.last4, m.brand as card_brand, m.last4 as card_last4, m.processor_ref, p.number
         from transactions t join charges c on c.id = t.charge_id join payment_methods m on m.id = t.payment_method_id
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
          r.payment_error === "Authentication required." ? /_auth$/ : /_declined$/,
        );
        expect(r.card_last4).toBe(r.payment_error === "Authentication required." ? "3184" : "0002");
      }
      if (r.refill_error) {
        // The charge stands when the carrier fails (docs/engines.md); the simulated carrier fails numbers
        // ending in 13.
        expect(r.charge_status).toBe("succeeded");
        expect(r.number.endsWith("13")).toBe(true);
      }
    }
    await expectNone(
      "select count(*) from charges c where c.kind = 'refill' and not exists (select 1 from transactions t where t.charge_id = c.id)",
    );
    await expectNone(
      "select count(*) from transactions where status in ('success','error','action_required','resolved') and charge_id is null",
    );
  });

  it("gives each status its fields: action_required waits for authentication, resolved names who, when and why", async () => {
    await expectNone(
      "select count(*) from transactions where status = 'action_required' and payment_error <> 'Authentication required.'",
    );
    await expectNone(
      "select count(*) from transactions where status = 'error' and payment_error is null and refill_error is null",
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
    const runs = await rows<{ run_on: string; created_at: string; day_of_month: number }>(
      `select t.run_on, t.created_at, s.day_of_month from transactions t join scheduled_refills s on s.id = t.scheduled_refill_id`,
    );
    expect(runs.length).toBeGreaterThan(50);
    for (const r of runs) {
      expect(Number(r.run_on.slice(8, 10))).toBe(r.day_of_month);
      expect(new Date(r.created_at).toISOString().slice(0, 10)).toBe(r.run_on);
    }
  });

  it("schedules run on days 1–28, next run still to come, some paused, last run their latest transaction", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const schedules = await rows<
      Omit<Row<"scheduled_refills">, "is_active"> & { is_active: RawFlag; latest: string | null }
    >(
      `select s.*, (select max(run_on) from transactions t where t.scheduled_refill_id = s.id) as latest from scheduled_refills s`,
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
      if (r.status === "error") expect(r.payment_error ?? r.rental_error, label).not.toBeNull();
      if (r.status === "resolved") {
        expect(r.resolved_by, label).not.toBeNull();
        expect(r.resolved_at, label).not.toBeNull();
      } else expect(r.resolved_by, label).toBeNull();
      expect(Number(r.refunds), label).toBe(r.deposit_refunded_at ? 1 : 0);
      if (r.deposit_refunded_at) expect(r.status).toBe("returned");
      if (r.rental_error) expect(r.plan_id, label).not.toBeNull();
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

describe("demo seed: people, lines and cards", () => {
  it("keeps every row inside its company (no cross-company reference)", async () => {
    const leaks: Record<string, string> = {
      phone_user:
        "select count(*) from phone_numbers p join users u on u.id = p.user_id where u.company_id <> p.company_id",
      phone_carrier:
        "select count(*) from phone_numbers p join carriers c on c.id = p.carrier_id where c.company_id <> p.company_id",
      phone_plan:
        "select count(*) from phone_numbers p join plans pl on pl.id = p.plan_id where pl.carrier_id <> p.carrier_id",
      schedule_line:
        "select count(*) from scheduled_refills s join phone_numbers p on p.id = s.phone_number_id where p.company_id <> s.company_id",
      schedule_plan:
        "select count(*) from scheduled_refills s join plans pl on pl.id = s.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> s.company_id",
      schedule_card:
        "select count(*) from scheduled_refills s join phone_numbers p on p.id = s.phone_number_id join payment_methods m on m.id = s.payment_method_id where m.user_id <> p.user_id",
      txn_user:
        "select count(*) from transactions t join users u on u.id = t.user_id where u.company_id <> t.company_id",
      txn_line:
        "select count(*) from transactions t join phone_numbers p on p.id = t.phone_number_id where p.company_id <> t.company_id or p.user_id <> t.user_id",
      txn_plan:
        "select count(*) from transactions t join plans pl on pl.id = t.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> t.company_id",
      txn_card:
        "select count(*) from transactions t join payment_methods m on m.id = t.payment_method_id where m.user_id <> t.user_id",
      txn_schedule:
        "select count(*) from transactions t join scheduled_refills s on s.id = t.scheduled_refill_id where s.company_id <> t.company_id",
      txn_people:
        "select count(*) from transactions t join users u on u.id in (t.created_by, t.resolved_by) where u.company_id <> t.company_id",
      charge_user:
        "select count(*) from charges c join users u on u.id = c.user_id where u.company_id <> c.company_id",
      charge_txn:
        "select count(*) from charges c join transactions t on t.id = c.transaction_id where t.company_id <> c.company_id or t.user_id <> c.user_id",
      charge_rental:
        "select count(*) from charges c join rentals r on r.id = c.rental_id where r.company_id <> c.company_id or r.user_id <> c.user_id",
      charge_card:
        "select count(*) from charges c join payment_methods m on m.id = c.payment_method_id where m.user_id <> c.user_id",
      charge_staff:
        "select count(*) from charges c join users u on u.id = c.created_by where u.company_id <> c.company_id",
      rental_user:
        "select count(*) from rentals r join users u on u.id = r.user_id where u.company_id <> r.company_id",
      rental_device:
        "select count(*) from rentals r join devices d on d.id = r.device_id where d.company_id <> r.company_id",
      rental_country:
        "select count(*) from rentals r join countries k on k.id = r.country_id where k.company_id <> r.company_id",
      rental_plan:
        "select count(*) from rentals r join plans pl on pl.id = r.plan_id join carriers c on c.id = pl.carrier_id where c.company_id <> r.company_id",
      rental_card:
        "select count(*) from rentals r join payment_methods m on m.id = r.payment_method_id where m.user_id <> r.user_id",
      rental_people:
        "select count(*) from rentals r join users u on u.id in (r.created_by, r.resolved_by) where u.company_id <> r.company_id",
      audit_people:
        "select count(*) from audit_log a join users u on u.id in (a.actor_id, a.on_behalf_of) where u.company_id <> a.company_id",
    };
    for (const [name, query] of Object.entries(leaks)) expect(await count(query), name).toBe(0);
  });

  it("uses unique 10-digit numbers, ending in 13 only for the few meant to fail at the carrier", async () => {
    const numbers = (await db.selectFrom("phone_numbers").select("number").execute()).map((r) => r.number);
    const rentalNumbers = (
      await db.selectFrom("rentals").select("phone_number").where("phone_number", "is not", null).execute()
    ).map((r) => r.phone_number!);
    const all = [...numbers, ...rentalNumbers];
    expect(new Set(all).size).toBe(all.length);
    for (const n of all) expect(n).toMatch(/^\d{10}$/);
    const failing = numbers.filter((n) => n.endsWith("13"));
    expect(failing.length).toBeGreaterThanOrEqual(2);
    expect(failing.length).toBeLessThanOrEqual(8);
    expect(rentalNumbers.some((n) => n.endsWith("13"))).toBe(false);
  });

  it("gives each customer exactly one default card, a good one that has not expired; a few keep test cards that fail", async () => {
    const year = new Date().getUTCFullYear();
    const month = new Date().getUTCMonth() + 1;
    type Card = Omit<Row<"payment_methods">, "is_default"> & {
      is_default: RawFlag;
      is_company_member: RawFlag;
    };
    const cards = await rows<Card>(
      `select m.*, u.is_company_member from payment_methods m join users u on u.id = m.user_id`,
    );
    const expired = (c: Card) => c.exp_year < year || (c.exp_year === year && c.exp_month < month);
    const byUser = new Map<number, Card[]>();
    for (const c of cards) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
    await expectNone(
      "select count(*) from users where not is_company_member and id not in (select user_id from payment_methods)",
    );
    for (const [user, own] of byUser) {
      const defaults = own.filter((c) => c.is_default === true || c.is_default === 1);
      expect(defaults.length, `user ${user}`).toBe(1);
      expect(expired(defaults[0])).toBe(false);
      expect(defaults[0].processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}$/);
    }
    for (const c of cards) {
      expect(c.processor).toBe("simulated");
      expect(["visa", "mastercard", "amex", "discover"]).toContain(c.brand);
      expect(c.last4).toMatch(/^\d{4}$/);
      if (c.last4 === "0002") expect(c.processor_ref).toMatch(/_declined$/);
      else if (c.last4 === "3184") expect(c.processor_ref).toMatch(/_auth$/);
      else expect(c.processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}$/);
    }
    const last4s = cards.map((c) => c.last4);
    for (const special of ["4242", "0002", "3184"])
      expect(last4s.filter((l) => l === special).length, special).toBeGreaterThanOrEqual(2);
    expect(cards.filter(expired).length).toBeGreaterThanOrEqual(1);
    expect(cards.filter(expired).length).toBeLessThanOrEqual(4);
    expect(new Set(cards.map((c) => c.processor_ref)).size).toBe(cards.length);
  });

  it("has realistic customers: names, addresses, PINs, a few inactive, staff without PINs", async () => {
    const customers = await db
      .selectFrom("users")
      .selectAll()
      .where("company_id", "=", demoId)
      .where("is_company_member", "=", false)
      .execute();
    for (const c of customers) {
      expect(c.first_name).not.toBe("");
      expect(c.last_name).not.toBe("");
      expect(c.address).toMatch(/^\d+ .+, .+/);
      expect(c.state).toMatch(/^[A-Z]{2}$/);
      expect(c.zip_code).toMatch(/^\d{5}$/);
      expect(c.pin).toMatch(/^\d{4,8}$/);
      expect(c.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
    }
    const inactive = customers.filter((c) => !c.is_active).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(8);
    await expectNone("select count(*) from users where is_company_member and pin is not null");
    await expectNone("select count(*) from users where is_company_owner and not is_company_member");
  });
});

describe("seedIfEmpty", () => {
  it("does nothing on a database that already has a company", async () => {
    const before = await Promise.all(TABLES.map((t) => rowsIn(db, t)));
    expect(await seedIfEmpty(db, quiet)).toBe(false);
    expect(await Promise.all(TABLES.map((t) => rowsIn(db, t)))).toEqual(before);
  });

  it("leaves the database empty with SEED=none", async () => {
    const empty = await makeApp({ seed: "none" });
    try {
      for (const table of TABLES) expect(await rowsIn(empty.db, table), table).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe("seedIfEmpty on private SQLite databases", () => {
  async function freshDatabase() {
    const handle = openDatabase(":memory:");
    await migrateToLatest(handle.db, handle.dialect);
    return handle;
  }

  async function digest(database: DB): Promise<string> {
    const hash = createHash("sha256");
    for (const table of TABLES) {
      const all = await database.selectFrom(table).selectAll().orderBy("id").execute();
      hash.update(`${table}:${JSON.stringify(all)}\n`);
    }
    return hash.digest("hex");
  }

  it("is deterministic: the same now gives identical rows; another now moves the dates", async () => {
    const now = new Date("2026-03-15T18:30:00.000Z");
    const handles = [await freshDatabase(), await freshDatabase(), await freshDatabase()];
    try {
      expect(await seedIfEmpty(handles[0].db, quiet, { now, passwordHash: "fixed" })).toBe(true);
      expect(await seedIfEmpty(handles[1].db, quiet, { now, passwordHash: "fixed" })).toBe(true);
      expect(
        await seedIfEmpty(handles[2].db, quiet, {
          now: new Date(now.getTime() + 40 * DAY),
          passwordHash: "fixed",
        }),
      ).toBe(true);
      const [a, b, c] = await Promise.all(handles.map((h) => digest(h.db)));
      expect(a).toBe(b);
      expect(c).not.toBe(a);
      const newest = await handles[0].db
        .selectFrom("transactions")
        .select(sql<string>`max(created_at)`.as("hi"))
        .executeTakeFirstOrThrow();
      expect(newest.hi <= now.toISOString()).toBe(true);
      expect(Date.parse(newest.hi)).toBeGreaterThan(now.getTime() - 15 * 60_000);
    } finally {
      for (const h of handles) await h.close();
    }
  });

  it("writes nothing when it fails half-way (one transaction)", async () => {
    const handle = await freshDatabase();
    try {
      await sql`create trigger no_rentals before insert on rentals begin select raise(abort, 'rentals refused'); end`.execute(
        handle.db,
      );
      await expect(seedIfEmpty(handle.db, quiet, { passwordHash: "fixed" })).rejects.toThrow(
        /rentals refused/,
      );
      for (const table of TABLES) expect(await rowsIn(handle.db, table), table).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it("seeds an empty SQLite database in well under 3 seconds, password hashing included", async () => {
    const handle = await freshDatabase();
    try {
      const started = performance.now();
      expect(await seedIfEmpty(handle.db, quiet)).toBe(true);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await handle.close();
    }
  });
});
