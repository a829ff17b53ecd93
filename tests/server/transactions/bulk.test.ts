import { describe, expect, it } from "vitest";
import { BULK_MAX_IDS } from "../../../common/api";
import { appForFile, auditRows, postRawJson } from "../helpers";
import { addPhone, send } from "../fixtures";
import { queue, refillWorld, txn, type World } from "./support";

/** Bulk retry and resolve of refills (docs/api-conventions.md), on SQLite and PostgreSQL. */
const app = await appForFile();
const w = await refillWorld(app.db);
const other = await refillWorld(app.db);
const bulk = (name: "retry" | "resolve", token: string | null, body: unknown) =>
  send(app, "POST", `/api/transactions/bulk/${name}/`, token, body);

/** A refill of `world` stopped in `status` (the engine's doing, skipped: its history is not the point here). */
async function stopped(
  world: World,
  status: "error" | "action_required" | "success" = "error",
  lineId?: number,
) {
  const t = await queue(app.db, world, lineId ? { phone_number_id: lineId } : {});
  await app.db
    .updateTable("transactions")
    .set({ status, refill_error: status === "error" ? "Carrier refused the number." : null })
    .where("id", "=", t.id)
    .execute();
  return t.id;
}

describe("POST /api/transactions/bulk/retry/ and /bulk/resolve/", () => {
  it("retries each errored refill asked for, once each, and reports every row: done, refused, not found", async () => {
    const a = await stopped(w);
    const b = await stopped(w, "action_required");
    const done = await stopped(w, "success");
    const theirs = await stopped(other);
    const res = await bulk("retry", w.member.token, { ids: [a, b, a, done, theirs, 999_999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        { id: a, outcome: "retried", status: "in_queue" },
        { id: b, outcome: "retried", status: "in_queue" },
        {
          id: done,
          outcome: "refused",
          status: "success",
          detail: "Only a transaction in error or action required can be retried.",
        },
        { id: theirs, outcome: "not_found" },
        { id: 999_999, outcome: "not_found" },
      ],
      done: 2,
      refused: 3,
    });
    // Each row as one by one: its event and its audit row, by the member.
    for (const id of [a, b]) {
      expect(await auditRows(app.db, id, { action: "transaction.retry" })).toMatchObject([
        { actor_id: w.member.id },
      ]);
      expect(await txn(app.db, id)).toMatchObject({ status: "in_queue", refill_error: null });
    }
    expect(await txn(app.db, theirs)).toMatchObject({ status: "error" });
    expect(await auditRows(app.db, theirs)).toEqual([]);

    // Again: both are back in the queue, so both are refused, never queued (or charged) a second time.
    const again = await bulk("retry", w.owner.token, { ids: [a, b] });
    expect(again.body).toMatchObject({ done: 0, refused: 2 });
    expect(again.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["refused", "refused"]);
    expect(await auditRows(app.db, a, { action: "transaction.retry" })).toHaveLength(1);
  });

  it("resolves with one note: each refill closed by the member, its note and audit row its own", async () => {
    const a = await stopped(w);
    const b = await stopped(w);
    const res = await bulk("resolve", w.member.token, { ids: [a, b], note: "  Refunded at the counter. " });
    expect(res.body).toMatchObject({ done: 2, refused: 0 });
    for (const id of [a, b]) {
      expect(await txn(app.db, id)).toMatchObject({
        status: "resolved",
        resolved_by: w.member.id,
        note: "Refunded at the counter.",
      });
      expect(await auditRows(app.db, id, { action: "transaction.resolve" })).toMatchObject([
        { actor_id: w.member.id },
      ]);
    }
    // Resolved is closed: resolving or retrying again is refused.
    expect((await bulk("resolve", w.member.token, { ids: [a], note: "x" })).body.results).toEqual([
      {
        id: a,
        outcome: "refused",
        status: "resolved",
        detail: "Only a transaction in error or action required can be resolved.",
      },
    ]);
    expect((await bulk("resolve", w.member.token, { ids: [a] })).body).toEqual({
      note: ["Say why this refill is closed."],
    });
  });

  it("filters select exactly the rows the list shows under them, the company's only", async () => {
    const world = await refillWorld(app.db);
    const line = await addPhone(app.db, world.company.id, world.customer.id, {
      carrier_id: world.carrier.id,
      plan_id: world.plan.id,
    });
    const onLine = [await stopped(world, "error", line.id), await stopped(world, "error", line.id)];
    await stopped(world, "error");
    await stopped(world, "success", line.id);
    await stopped(other, "error");
    const filters = { status: "error", phone_number: line.id };
    const listed = await send(
      app,
      "GET",
      `/api/transactions/?status=error&phone_number=${line.id}`,
      world.member.token,
    );
    const res = await bulk("retry", world.member.token, { filters });
    expect(res.body.results.map((r: { id: number }) => r.id).sort()).toEqual(
      listed.body.results.map((r: { id: number }) => r.id).sort(),
    );
    expect(res.body).toMatchObject({ done: 2, refused: 0 });
    expect(res.body.results.map((r: { id: number }) => r.id).sort()).toEqual([...onLine].sort());
    // Nothing matches any more: an empty report, not an error.
    expect((await bulk("retry", world.member.token, { filters })).body).toEqual({
      results: [],
      done: 0,
      refused: 0,
    });
    // Another company's member with the same filters touches none of these.
    expect((await bulk("resolve", other.member.token, { filters, note: "n" })).body.done).toBe(0);
  });

  it("more rows matching the filters than the cap is a 400 naming filters, and nothing is done", async () => {
    const world = await refillWorld(app.db);
    const at = new Date().toISOString();
    const base = await queue(app.db, world);
    const rows = Array.from({ length: 1000 }, () => ({
      ...base,
      id: undefined,
      status: "error" as const,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await app.db
        .insertInto("transactions")
        .values(rows.slice(i, i + 100))
        .execute();
    await app.db.updateTable("transactions").set({ status: "error" }).where("id", "=", base.id).execute();
    const res = await bulk("retry", world.member.token, { filters: { status: "error" } });
    expect(res).toEqual({
      status: 400,
      body: { filters: ["More than 1000 refills match these filters: narrow them down."] },
    });
    expect(await txn(app.db, base.id)).toMatchObject({ status: "error" });
  });

  it("members and owners only: a customer gets 403 before the body is read; signed out 401", async () => {
    const a = await stopped(w);
    expect(await bulk("retry", w.customer.token, { ids: [a] })).toEqual({
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    });
    expect((await bulk("resolve", w.customer.token, {})).status).toBe(403);
    expect((await bulk("retry", null, { ids: [a] })).status).toBe(401);
    expect(await txn(app.db, a)).toMatchObject({ status: "error" });
  });

  it("bad bodies are a 400 naming the field, never a 500", async () => {
    const token = w.member.token;
    const target = ["Send the refills' ids or the list's filters."];
    expect(await bulk("retry", token, {})).toEqual({ status: 400, body: { ids: target } });
    const empty = await app.inject({
      method: "POST",
      url: "/api/transactions/bulk/retry/",
      headers: { authorization: `Token ${token}` },
    });
    expect([empty.statusCode, empty.json()]).toEqual([400, { ids: target }]);
    expect(await bulk("retry", token, { ids: [] })).toEqual({ status: 400, body: { ids: target } });
    expect(await bulk("retry", token, { ids: [1], filters: {} })).toEqual({
      status: 400,
      body: { filters: ["Send the refills' ids or the list's filters, not both."] },
    });
    expect((await bulk("retry", token, { ids: ["x"] })).body).toEqual({
      "ids.0": ["Incorrect type. Expected pk value, received str."],
    });
    expect((await bulk("retry", token, { ids: [0] })).body).toHaveProperty("ids.0");
    expect((await bulk("retry", token, { ids: "1" })).body).toHaveProperty("ids");
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    expect(await bulk("retry", token, { ids: tooMany })).toEqual({
      status: 400,
      body: { ids: [`Ensure this field has no more than ${BULK_MAX_IDS} elements.`] },
    });
    expect(await bulk("retry", token, { filters: { status: "nope" } })).toEqual({
      status: 400,
      body: { "filters.status": ["Select a valid choice. nope is not one of the available choices."] },
    });
    expect((await bulk("retry", token, { filters: "status=error" })).body).toHaveProperty("filters");
    expect((await bulk("retry", token, { filters: { status: { $ne: 1 } } })).body).toHaveProperty(
      "filters.status",
    );
    const poisoned = await postRawJson(
      app,
      "/api/transactions/bulk/retry/",
      '{"filters": {"__proto__": {"status": "error"}}, "__proto__": {"ids": [1]}}',
      token,
    );
    expect(poisoned.statusCode).toBe(400);
    // A filter named like an object's own properties is no filter the list knows: ignored, as the list does.
    for (const name of ["constructor", "toString", "hasOwnProperty"]) {
      const res = await bulk("retry", token, { filters: { [name]: "1", status: "resolved" } });
      expect([name, res.status]).toEqual([name, 200]);
    }
  });
});
