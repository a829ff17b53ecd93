import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { type DB, openDatabase } from "../../../server/db/connection";
import { migrateToLatest } from "../../../server/db/migrate";
import { seedIfEmpty } from "../../../server/db/seed";
import { AUDIT_ACTIONS } from "../../../common/audit";
import { verifyPassword } from "../../../server/security/passwords";
import { makeApp } from "../helpers";
import { DAY, quiet, rowsIn, TABLES, seededDemo } from "./seed-support";

/** The demo seed: who can sign in, how much there is; seedIfEmpty itself. */
const { db, seededAt, demoId, secondId, rows, count } = await seededDemo();

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

describe("demo seed: disputes", () => {
  it("has an open dispute due in four days and a won one, played as the simulated processor plays them", async () => {
    const disputes = await db.selectFrom("disputes").selectAll().where("company_id", "=", demoId).execute();
    expect(disputes.map((d) => d.status).sort()).toEqual(["needs_response", "won"]);
    const open = disputes.find((d) => d.status === "needs_response")!;
    const due = new Date(open.evidence_due_by!).getTime() - seededAt;
    expect(Math.abs(due - 4 * DAY)).toBeLessThan(60_000);
    expect(disputes.find((d) => d.status === "won")!.evidence_submitted_at).not.toBeNull();
    // the demo customer's schedules keep running: their charges are not the disputed ones
    const customer = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@demo.test")
      .executeTakeFirstOrThrow();
    expect(disputes.map((d) => d.user_id)).not.toContain(customer.id);
    for (const d of disputes) {
      const charge = await db
        .selectFrom("charges")
        .select(["processor_ref", "status", "kind"])
        .where("id", "=", d.charge_id)
        .executeTakeFirstOrThrow();
      expect(charge).toMatchObject({ status: "succeeded", kind: "refill" });
      const played = await db
        .selectFrom("processor_events")
        .select(["payload", "handled_at", "processor"])
        .where("object_id", "=", d.processor_ref)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(played).toMatchObject({ processor: "simulated" });
      expect(played.handled_at).not.toBeNull();
      expect(JSON.parse(played.payload!)).toMatchObject({
        object: "dispute",
        payment_intent: charge.processor_ref,
        status: d.status,
      });
    }
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
    // Why each stopped, as codes (migration 0021); the carrier's own words kept beside its code.
    expect(
      await distinct(
        `select distinct payment_error_code as v from transactions where payment_error_code is not null`,
      ),
    ).toEqual(["authentication_required", "card_declined"]);
    expect(
      await distinct(
        `select distinct refill_error_code as v from transactions where refill_error_code is not null`,
      ),
    ).toEqual(["topup_refused"]);
    expect(
      await distinct(`select distinct refill_error as v from transactions where refill_error is not null`),
    ).toEqual(["Carrier rejected the top-up: number not active."]);
    expect(
      await count(
        `select count(*) from rentals where company_id = ${demoId} and payment_error_code is not null`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) from rentals where company_id = ${demoId} and rental_error_code is not null`,
      ),
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

  it("keeps the queued and held refills the newest when seeded minutes after a schedule's day began", async () => {
    // A schedule's run is stamped just after midnight: seeded at 00:05 on its day, that run must not be
    // newer than the refills still queued or held (CI seeded once at 00:01 and found one that was).
    const first = await freshDatabase();
    const later = await freshDatabase();
    try {
      await seedIfEmpty(first.db, quiet, {
        now: new Date("2026-03-15T18:30:00.000Z"),
        passwordHash: "fixed",
      });
      const { day } = await first.db
        .selectFrom("scheduled_refills")
        .select("day_of_month as day")
        .where("is_active", "=", true)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const now = new Date(`2026-04-${String(day).padStart(2, "0")}T00:05:00.000Z`);
      await seedIfEmpty(later.db, quiet, { now, passwordHash: "fixed" });
      const live = await later.db
        .selectFrom("transactions")
        .select(["company_id", sql<string>`min(created_at)`.as("oldest")])
        .where("status", "in", ["in_queue", "in_progress"])
        .groupBy("company_id")
        .execute();
      expect(live).toHaveLength(2);
      for (const { company_id, oldest } of live) {
        const newer = await later.db
          .selectFrom("transactions")
          .select(["id", "trigger", "created_at"])
          .where("company_id", "=", company_id)
          .where("status", "not in", ["in_queue", "in_progress"])
          .where("created_at", ">", oldest)
          .execute();
        expect(newer).toEqual([]);
      }
    } finally {
      await first.close();
      await later.close();
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

  // How long it takes is a benchmark's figure (`npm run bench` prints "boot (migrate + demo seed)"), not a test's.
  it("seeds an empty SQLite database with real password hashes, once", async () => {
    const handle = await freshDatabase();
    try {
      expect(await seedIfEmpty(handle.db, quiet)).toBe(true);
      const hashes = await handle.db
        .selectFrom("users")
        .select("password_hash")
        .where("password_hash", "is not", null)
        .limit(3)
        .execute();
      expect(hashes).toHaveLength(3);
      for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$/);
      expect(await seedIfEmpty(handle.db, quiet)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

describe("demo seed: the audit log", () => {
  it("writes only the actions the server writes, which the panel has words for (common/audit.ts)", async () => {
    const rows = await db.selectFrom("audit_log").select(["action", "object"]).distinct().execute();
    const known = new Set<string>(AUDIT_ACTIONS);
    const unknown = rows.filter(
      (r) =>
        !known.has(r.action) &&
        !(r.object === "hijack_write" && /^(POST|PATCH|DELETE) \/api\//.test(r.action)),
    );
    expect(unknown).toEqual([]);
  });
});
