import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  compactListCounts,
  type CountedList,
  listCounts,
  listMaintenanceJob,
} from "../../../server/db/list-counts";
import type { TransactionStatus } from "../../../server/db/schema";
import { companiesForFile, updateRows } from "../helpers";
import { insertCustomerRecords, insertRental, insertTransaction } from "../records";

/**
 * The per-status counts that migration 0002's triggers keep (the counters and the unfiltered list count
 * read them) against count(*), after every kind of write, on whichever database the suite runs against.
 */
const { app, db, home: a, other: b } = await companiesForFile(["counts-a", "counts-b"]);

const wa = await insertCustomerRecords(db, a.company.id, a.customer.id);
const wb = await insertCustomerRecords(db, b.company.id, b.customer.id);

/** count(*) per status, the slow and certain way. */
async function counted(companyId: number, list: CountedList): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string; n: number | string }>`
    select status, count(*) as n from ${sql.table(list)} where company_id = ${companyId} group by status
  `.execute(db);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function kept(companyId: number, list: CountedList): Promise<Record<string, number>> {
  const counts = await listCounts(db, companyId, list);
  return Object.fromEntries([...counts].filter(([, n]) => n !== 0));
}

/** Every pending delta has been folded into the counts. */
async function expectNoDeltasLeft() {
  const left = await db
    .selectFrom("list_count_deltas")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(Number(left.n)).toBe(0);
}

async function expectExact() {
  for (const companyId of [a.company.id, b.company.id])
    for (const list of ["transactions", "rentals"] as const)
      expect(await kept(companyId, list)).toEqual(await counted(companyId, list));
}

const setStatus = (ids: number[], status: TransactionStatus) =>
  db.updateTable("transactions").set({ status }).where("id", "in", ids).execute();

describe("kept counts", () => {
  it("follow inserts, one row and many at once", async () => {
    await expectExact();
    for (const s of ["in_queue", "in_queue", "in_progress", "success", "error", "action_required"] as const)
      await insertTransaction(db, wa.txn, s);
    await insertTransaction(db, wb.txn, "success");
    const many = Array.from({ length: 30 }, (_, i) => ({
      company_id: a.company.id,
      user_id: a.customer.id,
      phone_number_id: wa.txn.phoneId,
      plan_id: wa.txn.planId,
      amount: 1000,
      status: (["in_queue", "success", "error"] as const)[i % 3],
      trigger: "scheduled" as const,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }));
    await db.insertInto("transactions").values(many).execute();
    await insertRental(db, wa.rental, "preorder");
    await insertRental(db, wa.rental, "picked_up");
    await insertRental(db, wb.rental, "returned");
    await expectExact();
    expect((await kept(a.company.id, "transactions")).in_queue).toBe(12);
  });

  it("follow status changes across every status (create, claim, succeed, fail, retry, resolve), one and many rows", async () => {
    const t = await insertTransaction(db, wa.txn, "in_queue");
    for (const s of [
      "in_progress",
      "error",
      "in_queue",
      "in_progress",
      "action_required",
      "resolved",
      "success",
    ] as const) {
      await setStatus([t.id], s);
      await expectExact();
    }
    const ids = (
      await db.selectFrom("transactions").select("id").where("company_id", "=", a.company.id).execute()
    ).map((r) => r.id);
    await setStatus(ids.slice(0, 20), "in_progress");
    await setStatus(ids.slice(10, 25), "error");
    await expectExact();
    // An update that changes nothing about the status, and one that matches no row.
    await db
      .updateTable("transactions")
      .set({ note: "checked" })
      .where("company_id", "=", a.company.id)
      .execute();
    await setStatus([-1], "success");
    const rentals = await db
      .selectFrom("rentals")
      .select("id")
      .where("company_id", "=", a.company.id)
      .execute();
    await updateRows(
      db,
      "rentals",
      rentals.map((r) => r.id),
      { status: "returned" },
    );
    await expectExact();
  });

  it("follow deletes and a row moved to another company", async () => {
    const some = await db
      .selectFrom("transactions")
      .select("id")
      .where("company_id", "=", a.company.id)
      .limit(7)
      .execute();
    await db
      .deleteFrom("transactions")
      .where(
        "id",
        "in",
        some.map((r) => r.id),
      )
      .execute();
    const one = await insertTransaction(db, wa.txn, "error");
    await db
      .updateTable("transactions")
      .set({ company_id: b.company.id, status: "success" })
      .where("id", "=", one.id)
      .execute();
    await db.deleteFrom("rentals").where("company_id", "=", b.company.id).execute();
    await expectExact();
  });

  it("stay exact when a transaction rolls back, and after the deltas are folded in", async () => {
    const before = await kept(a.company.id, "transactions");
    await expect(
      db.transaction().execute(async (trx) => {
        await insertTransaction(trx, wa.txn, "in_queue");
        await trx
          .updateTable("transactions")
          .set({ status: "error" })
          .where("company_id", "=", a.company.id)
          .execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await kept(a.company.id, "transactions")).toEqual(before);
    await compactListCounts(db, app.dialect);
    await expectExact();
    if (app.dialect === "postgres") await expectNoDeltasLeft();
  });

  it("are folded and the planner's statistics refreshed by the worker's maintenance job", async () => {
    await insertTransaction(db, wa.txn, "in_queue");
    const job = listMaintenanceJob(app.dialect);
    expect(await job.run({ db, now: new Date() })).toBe(0);
    await expectExact();
    await expectNoDeltasLeft();
  });

  it("stay exact with concurrent workers moving rows between statuses in opposite orders, without deadlocks", async () => {
    const queued = await Promise.all(
      Array.from({ length: 40 }, () => insertTransaction(db, wa.txn, "in_queue")),
    );
    const ids = queued.map((t) => t.id);
    // Each "worker" moves its rows through several statuses inside one transaction; half of them walk the
    // statuses in the reverse order, which would deadlock on shared counter rows locked in turn.
    const paths: TransactionStatus[][] = [
      ["in_progress", "success"],
      ["error", "in_queue", "in_progress"],
      ["action_required", "resolved"],
      ["in_progress", "error"],
    ];
    await Promise.all(
      Array.from({ length: 8 }, (_, w) =>
        db.transaction().execute(async (trx) => {
          const mine = ids.filter((_, i) => i % 8 === w);
          const path = w % 2 ? [...paths[w % 4]].reverse() : paths[w % 4];
          for (const status of path)
            for (const id of mine)
              await trx.updateTable("transactions").set({ status }).where("id", "=", id).execute();
        }),
      ),
    );
    await expectExact();
    await Promise.all([
      compactListCounts(db, app.dialect),
      compactListCounts(db, app.dialect),
      setStatus(ids.slice(0, 5), "success"),
    ]);
    await expectExact();
  });
});
