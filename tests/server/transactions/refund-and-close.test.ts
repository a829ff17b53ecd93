import { afterEach, describe, expect, it, vi } from "vitest";
import { simulatedPayments } from "../../../server/integrations/payments/simulated";
import { send } from "../fixtures";
import { appForFile, auditRows } from "../helpers";
import { chargesOf, engineFor, failingLine, queue, refillWorld, resolvedBy, txn } from "./support";

/**
 * A refill charged but not topped up (the carrier refused the number) is never left holding the money
 * (docs/engines.md): staff refund and close it, or resolve it saying why. On SQLite and PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const other = await refillWorld(app.db);
const e = engineFor(app);
const action = (token: string, id: number, name: string, payload: unknown = {}) =>
  send(app, "POST", `/api/transactions/${id}/${name}/`, token, payload);
const detail = (token: string, id: number) => send(app, "GET", `/api/transactions/${id}/`, token);

/** A refill charged $25.00 on the good card whose top-up failed at the carrier: `error`. */
async function carrierFailure() {
  const line = await failingLine(app.db, w);
  const t = await queue(app.db, w, { phone_number_id: line.id });
  await e.drain();
  expect(await txn(app.db, t.id)).toMatchObject({ status: "error" });
  return t;
}

/**
 * `name` (refund, resolve) on a carrier failure refuses a missing, empty or blank note with `message` on the
 * note field, and the refill stays in error. Answers the refill.
 */
async function expectNoteRequired(name: "refund" | "resolve", message: string) {
  const t = await carrierFailure();
  for (const payload of [{}, { note: "" }, { note: "  " }, { note: "   " }])
    expect(await action(w.member.token, t.id, name, payload)).toEqual({
      status: 400,
      body: { note: [message] },
    });
  expect(await txn(app.db, t.id)).toMatchObject({ status: "error" });
  return t;
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/transactions/{id}/refund/ (refund and close)", () => {
  it("gives the whole charge back to its card and closes the refill as resolved, with who, when and why", async () => {
    const t = await carrierFailure();
    expect((await detail(w.member.token, t.id)).body).toMatchObject({
      can_refund: true,
      refund_amount: "25.00",
      refund_to: "Visa •••• 4242",
    });
    expect((await detail(w.customer.token, t.id)).body).toMatchObject({ can_refund: false });

    const res = await action(w.member.token, t.id, "refund", { note: "  Number was never active.  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...resolvedBy(w.member, "Number was never active."),
      can_refund: false,
      refund_amount: null,
    });
    expect(res.body.resolved_at).not.toBeNull();
    const [charge, back] = await chargesOf(app.db, t.id);
    expect(charge).toMatchObject({ kind: "refill", status: "refunded", amount: 2500 });
    expect(back).toMatchObject({
      kind: "refund",
      status: "succeeded",
      amount: 2500,
      refund_of: charge.id,
      note: "Number was never active.",
      idempotency_key: `refund-${charge.id}-1`,
      created_by: w.member.id,
    });
    expect(res.body.charges.map((c: { kind: string; status: string }) => `${c.kind}:${c.status}`)).toEqual([
      "refill:refunded",
      "refund:succeeded",
    ]);
    expect(res.body.events.at(-1)).toMatchObject({
      step: "resolve",
      outcome: "done",
      actor: w.member.id,
      code: "refunded_and_closed",
      params: { refund: back.id, amount: "25.00", card: "Visa •••• 4242" },
      message: "Number was never active.",
    });
    expect(await auditRows(app.db, t.id, { action: "transaction.refund_and_close" })).toHaveLength(1);
    expect(await auditRows(app.db, charge.id, { action: "charge.refund" })).toHaveLength(1);

    // Closed: nothing more to refund, and it never goes back in the queue.
    expect(await action(w.member.token, t.id, "refund", { note: "Again." })).toEqual({
      status: 400,
      body: { detail: "Only a refill in error can be refunded and closed." },
    });
    expect((await action(w.member.token, t.id, "retry")).status).toBe(400);
  });

  it("requires a note", async () => {
    await expectNoteRequired("refund", "Say why the money goes back.");
  });

  it("refuses a refill that charged nothing, and one that is not in error", async () => {
    const declined = await queue(app.db, w, { payment_method_id: w.cards.declined.id });
    await e.drain();
    expect(await txn(app.db, declined.id)).toMatchObject({ status: "error" });
    expect((await detail(w.member.token, declined.id)).body.can_refund).toBe(false);
    expect(await action(w.member.token, declined.id, "refund", { note: "x" })).toEqual({
      status: 400,
      body: { detail: "Nothing was charged for this refill, so there is nothing to refund." },
    });
    const topped = await queue(app.db, w);
    await e.drain();
    expect(await action(w.member.token, topped.id, "refund", { note: "x" })).toEqual({
      status: 400,
      body: { detail: "Only a refill in error can be refunded and closed." },
    });
  });

  it("a refund the processor declines leaves the refill in error, and the answer says why", async () => {
    const t = await carrierFailure();
    vi.spyOn(simulatedPayments, "refund").mockResolvedValueOnce({
      status: "failed",
      ref: null,
      message: "Refund amount is greater than the unrefunded amount on the charge.",
    });
    expect(await action(w.member.token, t.id, "refund", { note: "Carrier failure." })).toEqual({
      status: 400,
      body: { detail: "Refund amount is greater than the unrefunded amount on the charge." },
    });
    expect(await txn(app.db, t.id)).toMatchObject({ status: "error", resolved_by: null });
    expect((await detail(w.member.token, t.id)).body).toMatchObject({
      can_refund: true,
      refund_amount: "25.00",
    });
    // Pressed again, it goes through under the next key.
    const res = await action(w.member.token, t.id, "refund", { note: "Carrier failure." });
    expect(res.body.status).toBe("resolved");
    expect((await chargesOf(app.db, t.id)).at(-1)).toMatchObject({
      idempotency_key: expect.stringMatching(/-2$/),
    });
  });

  it("is for members: a customer gets 403, another company's member 404", async () => {
    const t = await carrierFailure();
    expect((await action(w.customer.token, t.id, "refund", { note: "x" })).status).toBe(403);
    expect((await action(w.customer.token, t.id, "refund", {})).status).toBe(403);
    expect(await action(other.member.token, t.id, "refund", { note: "x" })).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect((await action(w.member.token, 999_999, "refund", { note: "x" })).status).toBe(404);
    expect(await txn(app.db, t.id)).toMatchObject({ status: "error" });
  });

  it("a refill whose charge was refunded from the charge's page cannot be retried (no top-up for money given back)", async () => {
    const t = await carrierFailure();
    const [charge] = await chargesOf(app.db, t.id);
    const part = await send(app, "POST", `/api/charges/${charge.id}/refund/`, w.member.token, {
      amount: "5.00",
      note: "Goodwill.",
    });
    expect(part.status).toBe(201);
    expect(await action(w.member.token, t.id, "retry")).toEqual({
      status: 400,
      body: { detail: "This refill's charge has been refunded, so it cannot be queued again." },
    });
    expect(await txn(app.db, t.id)).toMatchObject({ status: "error" });
    // Refund and close gives back what is left.
    expect((await detail(w.member.token, t.id)).body.refund_amount).toBe("20.00");
    const res = await action(w.member.token, t.id, "refund", { note: "The rest." });
    expect(res.body.status).toBe("resolved");
    expect((await chargesOf(app.db, t.id))[0].status).toBe("refunded");
  });
});

describe("POST /api/transactions/{id}/resolve/ needs a note", () => {
  it("refuses a missing or empty note, naming the field; the refill stays in error", async () => {
    const t = await expectNoteRequired("resolve", "Say why this refill is closed.");
    const res = await action(w.member.token, t.id, "resolve", { note: "Topped up by hand at the carrier." });
    expect(res.body).toMatchObject({ status: "resolved", note: "Topped up by hand at the carrier." });
  });
});

describe("a refill whose money is going back is not queued again by Assign card", () => {
  it("refuses to requeue it while its charge has a refund", async () => {
    const t = await carrierFailure();
    const [charge] = await chargesOf(app.db, t.id);
    expect(
      (
        await send(app, "POST", `/api/charges/${charge.id}/refund/`, w.member.token, {
          amount: "1.00",
          note: "Goodwill.",
        })
      ).status,
    ).toBe(201);
    expect(
      await action(w.member.token, t.id, "assign-cc-to-user", { payment_method: w.cards.good.id }),
    ).toEqual({
      status: 400,
      body: { detail: "This refill's charge has been refunded, so it cannot be queued again." },
    });
    expect(await txn(app.db, t.id)).toMatchObject({ status: "error", payment_method_id: w.cards.good.id });
  });
});
