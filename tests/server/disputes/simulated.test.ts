import { describe, expect, it } from "vitest";
import { paymentEventsJob } from "../../../server/payments-events/job";
import { SIMULATED_DISPUTE_AFTER_MS, simulatedObjects } from "../../../server/payments-events/simulated";
import { createSimulatedPayments } from "../../../server/integrations/payments/simulated";
import { addCard } from "../fixtures";
import { appForFile, auth, rowsWhere } from "../helpers";
import { engineFor, queue, refillWorld } from "../transactions/support";

/**
 * Simulated mode plays Stripe's events through the same handlers (issue 36 item 6): Stripe's test card
 * 4000 0000 0000 0259 succeeds, then its charge is disputed shortly after (a simulated charge.dispute.created
 * stored in processor_events and handled by the payment events job); the evidence goes to the simulated
 * processor, whose charge.dispute.updated the same job takes in.
 */
const app = await appForFile();
const world = await refillWorld(app.db);
const disputedCard = await addCard(app.db, world.customer.id, { suffix: "_dispute", last4: "0259" });
const engine = engineFor(app);
const events = paymentEventsJob(simulatedObjects, app.payments);
const handle = (now: Date) => events.run({ db: app.db, log: app.log, now });
const member = (method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(world.member.token), ...(payload ? { payload } : {}) });

describe("the test card 4000 0000 0000 0259", () => {
  it("is saved as a card whose charges are disputed", async () => {
    const saved = await createSimulatedPayments().saveCard(
      { number: "4000 0000 0000 0259", exp_month: 12, exp_year: 2040, cvc: "123" },
      new Date(),
    );
    expect(saved.processor_ref).toMatch(/^pm_sim_[0-9a-f]{16}_dispute$/);
    expect(saved.last4).toBe("0259");
    const auth3220 = await createSimulatedPayments().saveCard(
      { number: "4000000000003220", exp_month: 12, exp_year: 2040, cvc: "123" },
      new Date(),
    );
    expect(auth3220.processor_ref).toMatch(/_auth$/);
  });

  it("succeeds, then the bank disputes the charge shortly after, once, through the events job", async () => {
    // The customer signed in from an address before ordering: the evidence names it.
    await app.db
      .insertInto("audit_log")
      .values({
        company_id: world.company.id,
        actor_id: world.customer.id,
        on_behalf_of: null,
        action: "sign_in",
        object: "customer",
        object_id: String(world.customer.id),
        data: JSON.stringify({ signed_in_with: "password", ip_address: "203.0.113.7" }),
        created_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    const t = await queue(app.db, world, { payment_method_id: disputedCard.id });
    await app.db
      .updateTable("transactions")
      .set({ created_by: world.customer.id })
      .where("id", "=", t.id)
      .execute();
    const now = new Date();
    await engine.drain(now);
    const [charge] = await rowsWhere(app.db, "charges", { transaction_id: t.id, kind: "refill" });
    expect(charge).toMatchObject({ status: "succeeded" });
    expect(charge.processor_ref).toMatch(/^pi_sim_[0-9a-f]+_dispute$/);
    const played = await rowsWhere(app.db, "processor_events", { processor: "simulated" });
    const created = played.filter((e) => e.type === "charge.dispute.created");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ processor: "simulated", handled_at: null });

    // Not yet: the bank opens it shortly after the charge.
    await handle(now);
    expect(await rowsWhere(app.db, "disputes", { charge_id: charge.id })).toHaveLength(0);
    const later = new Date(now.getTime() + SIMULATED_DISPUTE_AFTER_MS + 1000);
    expect(await handle(later)).toBe(1);
    expect(await handle(later)).toBe(0);
    const disputes = await rowsWhere(app.db, "disputes", { charge_id: charge.id });
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({ status: "needs_response", reason: "fraudulent", amount: 2500 });
    expect(await rowsWhere(app.db, "messages", { kind: "dispute_opened" })).toHaveLength(1);

    const detail = (await member("GET", `/api/charges/${charge.id}/`)).json();
    expect(detail.dispute).toMatchObject({ id: disputes[0].id, status: "needs_response", amount: "25.00" });
    expect(detail.refund_refusal).toMatch(/^This charge is disputed/);
  });

  it("its dispute's evidence is pre-filled, saved and submitted to the simulated processor", async () => {
    const [row] = await rowsWhere(app.db, "disputes", { reason: "fraudulent" });
    const detail = (await member("GET", `/api/disputes/${row.id}/`)).json();
    expect(detail).toMatchObject({
      status: "needs_response",
      evidence_sent: false,
      evidence: {
        customer_email_address: world.customer.email,
        customer_purchase_ip: "203.0.113.7",
        access_activity_log: expect.stringContaining("Signed in from 203.0.113.7."),
        product_description: expect.stringContaining(world.phone.number),
        uncategorized_text: expect.stringContaining("The carrier confirmed the top-up"),
      },
    });
    const saved = await member("POST", `/api/disputes/${row.id}/evidence/`, {
      ...detail.evidence,
      refund_refusal_explanation: "Topped up as ordered.",
      submit: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: "needs_response",
      evidence_sent: true,
      evidence: { refund_refusal_explanation: "Topped up as ordered." },
    });
    const submitted = await member("POST", `/api/disputes/${row.id}/evidence/`, {
      ...saved.json().evidence,
      submit: true,
    });
    expect(submitted.json()).toMatchObject({
      status: "under_review",
      evidence_submitted_at: expect.any(String),
    });
    // The updates it played are handled by the same job and change nothing more.
    expect(await handle(new Date())).toBe(2);
    expect((await member("GET", `/api/disputes/${row.id}/`)).json()).toMatchObject({
      status: "under_review",
    });
    // Submitted is final: nothing more is sent while the bank reviews it.
    const again = await member("POST", `/api/disputes/${row.id}/evidence/`, { submit: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: "The evidence was submitted: the bank is reviewing it." });
  });
});
