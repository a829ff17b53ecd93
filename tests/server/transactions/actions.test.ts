import { describe, expect, it } from "vitest";
import { appForFile, auditRows, tokenFor, postRawJson } from "../helpers";
import { addCarrier, addPhone, addPlan, send } from "../fixtures";
import { engineFor, failingLine, queue, refillWorld, resolvedBy, txn } from "./support";

/** Refill Now and the staff actions (docs/api-conventions.md), on SQLite and PostgreSQL. */
const app = await appForFile();
const w = await refillWorld(app.db);
const other = await refillWorld(app.db);
const refill = (token: string, body: unknown) => send(app, "POST", "/api/transactions/", token, body);
const body = (over: Record<string, unknown> = {}) => ({
  phone_number: w.phone.id,
  plan: w.plan.id,
  payment_method: w.cards.good.id,
  ...over,
});
const audits = (action: string, id: number) => auditRows(app.db, id, { action });

describe("POST /api/transactions/ (Refill Now)", () => {
  it("a customer queues a refill of their own line: 201 in_queue, trigger manual, the plan's amount", async () => {
    const res = await refill(w.customer.token, body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "in_queue",
      trigger: "manual",
      amount: "25.00",
      user: w.customer.id,
      phone_number: w.phone.id,
      plan: w.plan.id,
      payment_method: w.cards.good.id,
      card_label: "Visa •••• 4242",
      created_by: w.customer.id,
      attempts: 0,
      charges: [],
    });
    expect(res.body.events).toMatchObject([{ step: "create", outcome: "ok", actor: w.customer.id }]);
    expect(await audits("transaction.create", res.body.id)).toHaveLength(1);
  });

  it("staff refill a customer's line: the transaction is the line owner's, created by the member", async () => {
    const res = await refill(w.member.token, body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: w.customer.id,
      created_by: w.member.id,
      created_by_name: `${w.member.first_name} ${w.member.last_name}`,
    });
  });

  it("under a hijack the write is audited with the member's id", async () => {
    const token = await tokenFor(app.db, w.customer.id, { hijackedBy: w.member.id });
    const res = await refill(token, body());
    expect(res.status).toBe(201);
    const [row] = await audits("transaction.create", res.body.id);
    expect(row).toMatchObject({ actor_id: w.customer.id, on_behalf_of: w.member.id });
  });

  it("refuses other people's lines and cards, and other companies' rows, naming the field", async () => {
    const stranger = await refillWorld(app.db);
    const neighbour = await addPhone(app.db, w.company.id, w.owner.id);
    expect(await refill(w.customer.token, body({ phone_number: other.phone.id }))).toEqual({
      status: 400,
      body: { phone_number: [`Invalid pk "${other.phone.id}" - object does not exist.`] },
    });
    expect((await refill(w.customer.token, body({ phone_number: neighbour.id }))).body).toHaveProperty(
      "phone_number",
    );
    expect(await refill(w.customer.token, body({ plan: other.plan.id }))).toEqual({
      status: 400,
      body: { plan: [`Invalid pk "${other.plan.id}" - object does not exist.`] },
    });
    expect(await refill(w.customer.token, body({ payment_method: stranger.cards.good.id }))).toEqual({
      status: 400,
      body: { payment_method: [`Invalid pk "${stranger.cards.good.id}" - object does not exist.`] },
    });
    const ownersCard = await app.db
      .insertInto("payment_methods")
      .values({
        user_id: w.owner.id,
        processor: "simulated",
        processor_ref: "pm_sim_owner",
        brand: "visa",
        last4: "4242",
        exp_month: 1,
        exp_year: 2099,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refill(w.member.token, body({ payment_method: ownersCard.id }))).toEqual({
      status: 400,
      body: { payment_method: ["This card does not belong to the phone number's owner."] },
    });
  });

  it("refuses inactive lines and plans, another carrier's plan, removed and expired cards", async () => {
    const offLine = await addPhone(app.db, w.company.id, w.customer.id, {
      carrier_id: w.carrier.id,
      is_active: false,
    });
    const offPlan = await addPlan(app.db, w.carrier.id, { is_active: false });
    const elsewhere = await addPlan(app.db, (await addCarrier(app.db, w.company.id)).id);
    const removed = await w.card("", "5555", { is_active: false });
    const expired = await w.card("", "6666", { exp_year: 2021 });
    expect((await refill(w.customer.token, body({ phone_number: offLine.id }))).body).toEqual({
      phone_number: ["This phone number is not active."],
    });
    expect((await refill(w.customer.token, body({ plan: offPlan.id }))).body).toEqual({
      plan: ["This plan is not active."],
    });
    expect((await refill(w.customer.token, body({ plan: elsewhere.id }))).body).toEqual({
      plan: ["This plan is not offered by the phone number's carrier."],
    });
    expect((await refill(w.customer.token, body({ payment_method: removed.id }))).body).toEqual({
      payment_method: ["This card was removed. Choose another card."],
    });
    expect((await refill(w.customer.token, body({ payment_method: expired.id }))).body).toEqual({
      payment_method: ["This card has expired. Choose another card."],
    });
  });

  it("an empty body names every field; a malformed id is DRF's sentence; signed out is 401", async () => {
    const required = ["This field is required."];
    expect(await refill(w.customer.token, {})).toEqual({
      status: 400,
      body: { phone_number: required, plan: required, payment_method: required },
    });
    const res = await postRawJson(app, "/api/transactions/", "", w.customer.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone_number: required, plan: required, payment_method: required });
    expect((await refill(w.customer.token, body({ plan: "abc" }))).body).toEqual({
      plan: ["Incorrect type. Expected pk value, received str."],
    });
    expect((await send(app, "POST", "/api/transactions/", null, body())).status).toBe(401);
  });
});

describe("retry, resolve, assign-cc-to-user (who may; the card choice: recovery.test.ts)", () => {
  const action = (token: string, id: number, name: string, payload: unknown = {}) =>
    send(app, "POST", `/api/transactions/${id}/${name}/`, token, payload);

  it("are for members: a customer gets 403, another company's member 404", async () => {
    const t = await queue(app.db, w);
    await app.db
      .updateTable("transactions")
      .set({ status: "error", refill_error: "x" })
      .where("id", "=", t.id)
      .execute();
    for (const name of ["retry", "resolve", "assign-cc-to-user"]) {
      const payload =
        name === "assign-cc-to-user"
          ? { payment_method: w.cards.good.id }
          : name === "resolve"
            ? { note: "Closed by hand." }
            : {};
      expect((await action(w.customer.token, t.id, name, payload)).status).toBe(403);
      expect(await action(other.member.token, t.id, name, payload)).toEqual({
        status: 404,
        body: { detail: "Not found." },
      });
      expect((await action(w.member.token, 999_999, name, payload)).status).toBe(404);
    }
    expect(await txn(app.db, t.id)).toMatchObject({ status: "error" });
  });

  it("retry is allowed only from error or action_required", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w);
    expect(await action(w.member.token, t.id, "retry")).toEqual({
      status: 400,
      body: { detail: "Only a transaction in error or action required can be retried." },
    });
    await e.drain();
    expect((await action(w.owner.token, t.id, "retry")).status).toBe(400);
    const failed = await queue(app.db, w, { payment_method_id: w.cards.auth.id });
    await e.drain();
    const res = await action(w.member.token, failed.id, "retry");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "in_queue", payment_error: null });
    expect(res.body.events.at(-1)).toMatchObject({
      step: "retry",
      outcome: "done",
      actor: w.member.id,
      code: "retried",
      params: { status: "action_required" },
      message: null,
    });
    expect(await audits("transaction.retry", failed.id)).toMatchObject([{ actor_id: w.member.id }]);
  });

  it("resolve closes a failed refill with who, when and the note; the detail shows the failure's history", async () => {
    const e = engineFor(app);
    const line = await failingLine(app.db, w);
    const t = await queue(app.db, w, { phone_number_id: line.id });
    await e.drain();
    const res = await action(w.member.token, t.id, "resolve", { note: "  Refunded at the counter.  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...resolvedBy(w.member, "Refunded at the counter."),
      refill_error: "Carrier rejected the top-up: number not active.",
      attempts: 1,
    });
    expect(res.body.resolved_at).not.toBeNull();
    expect(res.body.charges).toMatchObject([
      {
        status: "succeeded",
        amount: "25.00",
        card_label: "Visa •••• 4242",
        idempotency_key: `txn-${t.id}-charge`,
      },
    ]);
    expect(res.body.charges[0].id).toBe(res.body.charge);
    expect(res.body.events.map((x: { step: string; outcome: string }) => `${x.step}:${x.outcome}`)).toEqual([
      "charge:ok",
      "topup:failed",
      "resolve:done",
    ]);
    // Why, as a code and its values (the reference it was sent under); the carrier's own words beside it.
    expect(res.body.events[1]).toMatchObject({
      code: "topup_refused",
      params: { reference: `txn-${t.id}` },
      message: "Carrier rejected the top-up: number not active.",
    });
    expect(await action(w.member.token, t.id, "resolve", { note: "Again." })).toEqual({
      status: 400,
      body: { detail: "Only a transaction in error or action required can be resolved." },
    });
    expect(await audits("transaction.resolve", t.id)).toHaveLength(1);
  });

  it("a customer reads their own transaction's detail; another customer gets 404", async () => {
    const t = await queue(app.db, w);
    expect((await send(app, "GET", `/api/transactions/${t.id}/`, w.customer.token)).body).toMatchObject({
      id: t.id,
      events: [],
      charges: [],
    });
    expect((await send(app, "GET", `/api/transactions/${t.id}/`, other.customer.token)).status).toBe(404);
  });
});
