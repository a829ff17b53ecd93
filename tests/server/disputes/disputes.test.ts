import { afterAll, describe, expect, it } from "vitest";
import { schedulerJob } from "../../../server/jobs/scheduler";
import { addCard, addSchedule } from "../fixtures";
import { auth, companyWithPeople, rowsWhere, sendQueuedMessages, updateRows } from "../helpers";
import { STRIPE_CARDS } from "../integrations/fakes";
import { deliver, stripeEvent, stripeWorld } from "../integrations/payments/support";
import { queue, refillWorld } from "../transactions/support";

/**
 * Disputes (issue 36 item 3): Stripe's charge.dispute.* events kept once in `disputes`; GET /api/disputes/
 * and its detail (staff); the evidence sent to Stripe; the charge carries its dispute and refuses a refund;
 * the customer's schedules pause while it is open; the owners are told once.
 */
const w = await stripeWorld();
afterAll(() => w.stripe.close());
const { app, stripe } = w;
const world = await refillWorld(app.db);
const other = await companyWithPeople(app.db);
const visa = await addCard(app.db, world.customer.id, { processor_ref: STRIPE_CARDS.visa });
await updateRows(app.db, "payment_methods", visa.id, { processor: "stripe" });
const as = (token: string) => (method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const member = as(world.member.token);

async function paidRefill() {
  const t = await queue(app.db, world, { payment_method_id: visa.id });
  await w.runEngine();
  const [charge] = await rowsWhere(app.db, "charges", { transaction_id: t.id, kind: "refill" });
  return { t, charge, pi: charge.processor_ref! };
}
const disputeEvent = (type: string, id: string) => stripeEvent(type, { id, object: "dispute" });

const paid = await paidRefill();
const DUE = Math.floor(Date.UTC(2026, 11, 20, 23, 59, 59) / 1000);
stripe.dispute("dp_test_1", { payment_intent: paid.pi, amount: 2500, reason: "fraudulent", due_by: DUE });
const created = disputeEvent("charge.dispute.created", "dp_test_1");
const updated = disputeEvent("charge.dispute.updated", "dp_test_1");
// out of order and twice: the update first, then the creation, then both again
for (const e of [updated, created, created, updated]) expect((await deliver(app, e)).statusCode).toBe(200);
await w.handleEvents();
const [row] = await rowsWhere(app.db, "disputes", { processor_ref: "dp_test_1" });

describe("a dispute from Stripe's events", () => {
  it("is kept once, and listed once for staff", async () => {
    expect(await rowsWhere(app.db, "disputes", { charge_id: paid.charge.id })).toHaveLength(1);
    const list = (await member("GET", "/api/disputes/")).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      id: row.id,
      status: "needs_response",
      amount: "25.00",
      reason: "fraudulent",
      evidence_due_by: "2026-12-20T23:59:59.000Z",
      charge: paid.charge.id,
      user: world.customer.id,
      transaction: paid.t.id,
    });
  });

  it("is on the charge's page, whose refund is refused naming why", async () => {
    const detail = (await member("GET", `/api/charges/${paid.charge.id}/`)).json();
    expect(detail).toMatchObject({
      dispute: {
        id: row.id,
        status: "needs_response",
        amount: "25.00",
        reason: "fraudulent",
        evidence_due_by: "2026-12-20T23:59:59.000Z",
      },
      refundable_amount: "0.00",
      refund_refusal: expect.stringContaining("This charge is disputed"),
    });
    const refused = await member("POST", `/api/charges/${paid.charge.id}/refund/`, { note: "asked" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^This charge is disputed/);
    expect(stripe.refundsOf(paid.pi)).toHaveLength(0);
  });

  it("counts on the dashboard while it needs a response", async () => {
    const figures = (await member("GET", "/api/dashboard/")).json();
    expect(figures.disputes_needing_response).toBe(1);
    expect((await as(other.owner.token)("GET", "/api/dashboard/")).json().disputes_needing_response).toBe(0);
  });

  it("tells the owners once", async () => {
    const messages = await rowsWhere(app.db, "messages", { kind: "dispute_opened" });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ user_id: world.owner.id, channel: "email" });
    const sent = await sendQueuedMessages(app);
    expect(sent.at(-1)).toMatchObject({ to: world.owner.email });
    expect(sent.at(-1)!.text).toContain("$25.00");
  });

  it("pauses the customer's scheduled refills until it closes", async () => {
    const schedule = await addSchedule(app.db, world.company.id, {
      phone_number_id: world.phone.id,
      plan_id: world.plan.id,
      payment_method_id: visa.id,
    });
    await updateRows(app.db, "scheduled_refills", schedule.id, { next_run_on: "2026-01-05" });
    const scheduler = schedulerJob();
    const run = () => scheduler.run({ db: app.db, log: app.log, now: new Date() });
    await run();
    expect(await rowsWhere(app.db, "transactions", { scheduled_refill_id: schedule.id })).toHaveLength(0);
    stripe.dispute("dp_test_1", { status: "won" });
    await deliver(app, disputeEvent("charge.dispute.closed", "dp_test_1"));
    await w.handleEvents();
    expect((await rowsWhere(app.db, "disputes", { id: row.id }))[0]).toMatchObject({ status: "won" });
    await run();
    expect(await rowsWhere(app.db, "transactions", { scheduled_refill_id: schedule.id })).toHaveLength(1);
    // won: the money is the company's again, the charge refundable
    expect((await member("GET", `/api/charges/${paid.charge.id}/`)).json()).toMatchObject({
      dispute: { status: "won", evidence_due_by: null },
      refund_refusal: null,
    });
  });
});

describe("the charge's Stripe fee", () => {
  it("is read from its balance transaction when payment_intent.succeeded arrives, however often", async () => {
    const fresh = await paidRefill();
    for (let i = 0; i < 2; i++) {
      const e = stripeEvent("payment_intent.succeeded", { id: fresh.pi, object: "payment_intent" });
      expect((await deliver(app, e)).statusCode).toBe(200);
    }
    await w.handleEvents();
    const [row] = await rowsWhere(app.db, "charges", { id: fresh.charge.id });
    expect(row).toMatchObject({ status: "succeeded", fee: 103, net: 2397 });
    expect((await member("GET", `/api/charges/${fresh.charge.id}/`)).json()).toMatchObject({
      fee: "1.03",
      net: "23.97",
    });
  });
});

describe("GET /api/disputes/", () => {
  it("filters by status, charge, customer and date; staff only; never another company's", async () => {
    const second = await paidRefill();
    stripe.dispute("dp_test_2", { payment_intent: second.pi, amount: 2500, reason: "duplicate" });
    await deliver(app, disputeEvent("charge.dispute.created", "dp_test_2"));
    await w.handleEvents();
    const ids = async (query: string) =>
      (await member("GET", `/api/disputes/?${query}`))
        .json()
        .results.map((d: { processor_ref: string }) => d.processor_ref);
    expect(await ids("status=needs_response")).toEqual(["dp_test_2"]);
    expect(await ids(`charge=${paid.charge.id}`)).toEqual(["dp_test_1"]);
    expect(await ids(`user=${world.customer.id}&ordering=id`)).toEqual(["dp_test_1", "dp_test_2"]);
    expect(await ids("created_after=2000-01-01&created_before=2000-01-02")).toEqual([]);
    expect((await member("GET", "/api/disputes/?status=nonsense")).statusCode).toBe(400);
    expect((await as(world.customer.token)("GET", "/api/disputes/")).statusCode).toBe(403);
    expect((await as(other.owner.token)("GET", "/api/disputes/")).json().count).toBe(0);
    expect((await as(other.owner.token)("GET", `/api/disputes/${row.id}/`)).statusCode).toBe(404);
  });
});

describe("the evidence", () => {
  it("is pre-filled from what the product knows, sent to Stripe, and submitted", async () => {
    const [open] = await rowsWhere(app.db, "disputes", { processor_ref: "dp_test_2" });
    const detail = (await member("GET", `/api/disputes/${open.id}/`)).json();
    expect(detail).toMatchObject({
      evidence_sent: false,
      evidence: {
        customer_email_address: world.customer.email,
        product_description: expect.stringContaining(world.phone.number),
        access_activity_log: expect.stringContaining("Ordered"),
      },
    });
    const calls = stripe.state.evidenceCalls.length;
    const saved = await member("POST", `/api/disputes/${open.id}/evidence/`, {
      ...detail.evidence,
      uncategorized_text: "The line was topped up.",
      submit: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      evidence_sent: true,
      status: "needs_response",
      evidence_submitted_at: null,
    });
    const submitted = await member("POST", `/api/disputes/${open.id}/evidence/`, {
      ...saved.json().evidence,
      submit: true,
    });
    expect(submitted.json()).toMatchObject({
      status: "under_review",
      evidence_submitted_at: expect.any(String),
    });
    expect(stripe.state.evidenceCalls.slice(calls).map((c) => c.params.get("submit"))).toEqual([
      "false",
      "true",
    ]);
    expect(stripe.state.evidenceCalls.at(-1)!.params.get("evidence[uncategorized_text]")).toBe(
      "The line was topped up.",
    );
  });

  it("is refused for a closed dispute", async () => {
    const res = await member("POST", `/api/disputes/${row.id}/evidence/`, { submit: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "This dispute is closed: no more evidence can be sent." });
  });
});
