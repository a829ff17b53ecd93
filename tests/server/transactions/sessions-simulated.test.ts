import { describe, expect, it } from "vitest";
import { simulatedPayments } from "../../../server/integrations/payments/simulated";
import { appForFile } from "../helpers";
import { send } from "../fixtures";
import { chargesOf, engineFor, queue, refillWorld, txn } from "./support";

/**
 * PAYMENTS=simulated plays on-session and off-session as Stripe does (issue 36 item 4): a card that asks for
 * authentication (Stripe's 4000 0000 0000 3220, kept as `_auth`) waits for the page's test bank step when the
 * customer started the refill on screen, and is `authentication_required` with the pay link sent when it ran
 * without them; paying with another card cancels the charge that waited.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const payLinks = (id: number) =>
  app.db
    .selectFrom("messages")
    .select(["channel", "body", "secret_link"])
    .where("event_key", "=", `refill-failed:${id}`)
    .execute();

describe("simulated on-session and off-session", () => {
  it("the customer's Refill Now waits for the bank's step on the page: no pay link", async () => {
    const e = engineFor(app);
    const made = await send(app, "POST", "/api/transactions/", w.customer.token, {
      phone_number: w.phone.id,
      plan: w.plan.id,
      payment_method: w.cards.auth.id,
    });
    await e.drain();
    const t = await txn(app.db, made.body.id);
    expect(t).toMatchObject({ status: "action_required", payment_error: "Authentication required." });
    expect(Boolean(t.on_session)).toBe(true);
    const detail = await send(app, "GET", `/api/transactions/${t.id}/`, w.customer.token);
    expect(detail.body.next_action).toEqual({ type: "authenticate", client_secret: null });
    expect(await payLinks(t.id)).toEqual([]);
  });

  it("a scheduled refill is authentication_required and its customer gets the pay link", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w, { payment_method_id: w.cards.auth.id, trigger: "scheduled" });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "action_required",
      payment_error_code: "authentication_required",
    });
    const links = await payLinks(t.id);
    expect(links).toEqual([
      {
        channel: "email",
        body: expect.stringContaining("Your bank asks you to confirm this payment."),
        secret_link: `/transactions/show/${t.id}`,
      },
    ]);
  });

  it("paying with another card cancels the charge that waited, and charges the new card once", async () => {
    const e = engineFor(app);
    const t = await queue(app.db, w, { payment_method_id: w.cards.auth.id, on_session: true });
    await e.drain();
    const [waiting] = await chargesOf(app.db, t.id);
    expect(waiting).toMatchObject({ status: "pending", processor_ref: expect.stringMatching(/^pi_sim_/) });

    const paid = await send(app, "POST", `/api/transactions/${t.id}/pay/`, w.customer.token, {
      payment_method: w.cards.good.id,
    });
    expect(paid.status).toBe(200);
    expect(simulatedPayments.record.canceled.has(waiting.processor_ref!)).toBe(true);
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await chargesOf(app.db, t.id)).map((c) => [c.last4, c.status, c.failure_code])).toEqual([
      ["3184", "failed", "other_card_chosen"],
      ["4242", "succeeded", null],
    ]);
  });
});
