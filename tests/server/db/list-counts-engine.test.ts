import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { auth, appForFile } from "../helpers";
import { engineFor, failingLine, queue, refillWorld } from "../transactions/support";

/**
 * The kept counts through the refill engine: refills queued, worked by two engines at once into success,
 * error and action_required, then retried and resolved by staff; the counters endpoint (which reads the
 * kept counts) equals count(*) after each stage, on whichever database the suite runs against.
 */
const app = await appForFile();
const w = await refillWorld(app.db);

async function expectCountersExact() {
  const res = await app.inject({
    method: "GET",
    url: "/api/transactions/counters/",
    headers: auth(w.member.token),
  });
  expect(res.statusCode).toBe(200);
  const { rows } = await sql<{ status: string; n: number | string }>`
    select status, count(*) as n from transactions where company_id = ${w.company.id} group by status
  `.execute(app.db);
  const expected: Record<string, number> = {
    all: 0,
    in_queue: 0,
    in_progress: 0,
    success: 0,
    resolved: 0,
    error: 0,
    action_required: 0,
  };
  for (const r of rows) {
    expected[r.status] = Number(r.n);
    expected.all += Number(r.n);
  }
  expect(res.json()).toEqual(expected);
  return expected;
}

describe("kept counts through the refill engine", () => {
  it("stay exact as refills are queued, worked, retried and resolved", async () => {
    const bad = await failingLine(app.db, w);
    for (let i = 0; i < 6; i++) {
      await queue(app.db, w);
      await queue(app.db, w, { payment_method_id: w.cards.declined.id });
      await queue(app.db, w, { payment_method_id: w.cards.auth.id });
      await queue(app.db, w, { phone_number_id: bad.id });
    }
    expect((await expectCountersExact()).in_queue).toBe(24);

    const [a, b] = [engineFor(app), engineFor(app)];
    await Promise.all([a.drain(), b.drain()]);
    const worked = await expectCountersExact();
    expect(worked.in_queue + worked.in_progress).toBe(0);
    expect(worked.success).toBe(6);

    const stopped = await app.db
      .selectFrom("transactions")
      .select(["id", "status"])
      .where("company_id", "=", w.company.id)
      .where("status", "in", ["error", "action_required"])
      .orderBy("id")
      .execute();
    for (const [i, t] of stopped.entries()) {
      const action = i % 2 ? "resolve" : "retry";
      const res = await app.inject({
        method: "POST",
        url: `/api/transactions/${t.id}/${action}/`,
        headers: auth(w.member.token),
        // Resolving says why (a note is required).
        payload: action === "resolve" ? { note: "Closed by hand." } : {},
      });
      expect(res.statusCode, `${action} ${t.status}`).toBeLessThan(500);
    }
    const acted = await expectCountersExact();
    expect(acted.resolved).toBeGreaterThan(0);

    await a.drain();
    await expectCountersExact();
  });
});
