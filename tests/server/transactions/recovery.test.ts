import { describe, expect, it } from "vitest";
import { appForFile, auditRows, stripeSettings, tokenFor, withApp } from "../helpers";
import { addCard, send, setDefaultCard } from "../fixtures";
import { chargesOf, engineFor, failingLine, queue, refillWorld, txn, type World } from "./support";

/**
 * A way forward from every failed payment (docs/engines.md): staff assign a card they choose, the customer
 * pays with another card or confirms the payment with their bank; on SQLite and PostgreSQL.
 */
const app = await appForFile();
const w = await refillWorld(app.db);
const other = await refillWorld(app.db);
const post = (token: string, id: number, name: string, payload: unknown = {}) =>
  send(app, "POST", `/api/transactions/${id}/${name}/`, token, payload);
const detail = (token: string, id: number) => send(app, "GET", `/api/transactions/${id}/`, token);

/** The customer's default cards (exactly one is expected). */
const defaults = (world: World) =>
  app.db
    .selectFrom("payment_methods")
    .select("id")
    .where("user_id", "=", world.customer.id)
    .where("is_default", "=", true)
    .execute();
const makeDefault = (id: number) => setDefaultCard(app.db, w.customer.id, id);

/** The idempotency keys the processor was asked to charge for this refill (repeats counted once). */
const chargeKeys = (e: ReturnType<typeof engineFor>, id: number) =>
  [...e.payments.record.answers.keys()].filter((key) => key.startsWith(`txn-${id}-`));

/** A refill of the world's customer run by the engine until it stops. */
async function stopped(card: number, fields: { phone_number_id?: number } = {}) {
  const e = engineFor(app);
  const t = await queue(app.db, w, { payment_method_id: card, ...fields });
  await e.drain();
  return { t, e };
}

describe("assign-cc-to-user: staff choose the card", () => {
  it("puts the chosen card on a declined refill and queues it again; the default card stays; history names the card", async () => {
    await makeDefault(w.cards.good.id);
    const spare = await w.card("", "4444");
    const { t, e } = await stopped(w.cards.declined.id);
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      payment_error: "Your card was declined.",
    });

    const res = await post(w.member.token, t.id, "assign-cc-to-user", { payment_method: spare.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "in_queue",
      payment_method: spare.id,
      card_label: "Visa •••• 4444",
      payment_error: null,
    });
    expect(res.body.events.at(-1)).toMatchObject({
      step: "assign_card",
      actor: w.member.id,
      code: "card_assigned",
      params: { card: "Visa •••• 4444", requeued: true, made_default: false },
      message: null,
    });
    expect(await defaults(w)).toEqual([{ id: w.cards.good.id }]);
    const [row] = await auditRows(app.db, t.id, { action: "transaction.assign_card" });
    expect(JSON.parse(row.data!)).toMatchObject({ payment_method: spare.id, make_default: false });

    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await chargesOf(app.db, t.id)).map((c) => [c.last4, c.status])).toEqual([
      ["0002", "failed"],
      ["4444", "succeeded"],
    ]);
  });

  it("with make_default the card also becomes the customer's default, and the history says so", async () => {
    await makeDefault(w.cards.good.id);
    const spare = await w.card("", "5151");
    const { t } = await stopped(w.cards.declined.id);
    const res = await post(w.member.token, t.id, "assign-cc-to-user", {
      payment_method: spare.id,
      make_default: true,
      note: "Customer asked on the phone.",
    });
    expect(res.status).toBe(200);
    expect(res.body.events.at(-1)).toMatchObject({
      code: "card_assigned",
      params: { card: "Visa •••• 5151", requeued: true, made_default: true },
      message: "Customer asked on the phone.",
    });
    expect(await defaults(w)).toEqual([{ id: spare.id }]);
    await engineFor(app).drain();
  });

  it("says before the choice what the card will be charged, and charges that: the amount of an unpaid refill", async () => {
    const { t, e } = await stopped(w.cards.declined.id);
    const before = (await detail(w.member.token, t.id)).body;
    expect(before.assign_card_charge_amount).toBe(before.amount);
    expect(Number(before.amount)).toBeGreaterThan(0);
    const spare = await w.card("", "5151");
    await post(w.member.token, t.id, "assign-cc-to-user", { payment_method: spare.id });
    await e.drain();
    const paid = (await chargesOf(app.db, t.id)).filter((c) => c.status === "succeeded");
    expect(paid.map((c) => [c.last4, (c.amount / 100).toFixed(2)])).toEqual([
      ["5151", before.assign_card_charge_amount],
    ]);
  });

  it("a succeeded charge stands: a refill whose top-up failed is queued again without a second charge", async () => {
    const line = await failingLine(app.db, w);
    const { t, e } = await stopped(w.cards.good.id, { phone_number_id: line.id });
    // Said before the choice: nothing is charged, only the top-up is tried again.
    expect((await detail(w.member.token, t.id)).body.assign_card_charge_amount).toBe("0.00");
    const spare = await w.card("", "6161");
    expect((await post(w.member.token, t.id, "assign-cc-to-user", { payment_method: spare.id })).status).toBe(
      200,
    );
    await e.drain();
    expect((await chargesOf(app.db, t.id)).map((c) => [c.last4, c.status])).toEqual([["4242", "succeeded"]]);
    expect(chargeKeys(e, t.id)).toEqual([`txn-${t.id}-charge`]);
  });

  it("refuses a closed refill (success, resolved), and a card that is not the customer's usable card", async () => {
    const { t: done } = await stopped(w.cards.good.id);
    const closed = {
      status: 400,
      body: { detail: "A closed transaction (success or resolved) takes no other card." },
    };
    expect(
      await post(w.member.token, done.id, "assign-cc-to-user", { payment_method: w.cards.good.id }),
    ).toEqual(closed);
    const { t } = await stopped(w.cards.declined.id);
    const refused = (payment_method: unknown) =>
      post(w.member.token, t.id, "assign-cc-to-user", { payment_method });
    const ownersCard = await addCard(app.db, w.owner.id);
    expect(await refused(ownersCard.id)).toEqual({
      status: 400,
      body: { payment_method: ["This card is not one of the customer's cards."] },
    });
    expect(await refused(other.cards.good.id)).toEqual({
      status: 400,
      body: { payment_method: [`Invalid pk "${other.cards.good.id}" - object does not exist.`] },
    });
    const removed = await w.card("", "7777", { is_active: false });
    expect((await refused(removed.id)).body).toEqual({
      payment_method: ["This card was removed. Choose another card."],
    });
    const expired = await w.card("", "8888", { exp_year: 2020 });
    expect((await refused(expired.id)).body).toEqual({
      payment_method: ["This card has expired. Choose another card."],
    });
    expect((await post(w.member.token, t.id, "assign-cc-to-user", {})).body).toEqual({
      payment_method: ["This field is required."],
    });
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      payment_method_id: w.cards.declined.id,
    });

    await post(w.member.token, t.id, "resolve", { note: "Paid cash." });
    expect(await refused(w.cards.good.id)).toEqual(closed);
  });
});

describe("pay: the customer pays with another card", () => {
  it("a declined refill paid with another card succeeds, one charge each", async () => {
    const { t, e } = await stopped(w.cards.declined.id);
    const res = await post(w.customer.token, t.id, "pay", { payment_method: w.cards.good.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "in_queue",
      payment_method: w.cards.good.id,
      payment_error: null,
    });
    expect(res.body.events.at(-1)).toMatchObject({
      step: "pay",
      actor: w.customer.id,
      code: "customer_chose",
      params: { card: "Visa •••• 4242" },
      message: null,
    });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await chargesOf(app.db, t.id)).map((c) => [c.last4, c.status])).toEqual([
      ["0002", "failed"],
      ["4242", "succeeded"],
    ]);
    expect(await auditRows(app.db, t.id, { action: "transaction.pay" })).toHaveLength(1);
  });

  it("a second decline stops it again with the reason; the customer can try once more", async () => {
    const { t, e } = await stopped(w.cards.declined.id);
    await post(w.customer.token, t.id, "pay", { payment_method: w.cards.declined.id });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({
      status: "error",
      payment_error: "Your card was declined.",
    });
    expect((await post(w.customer.token, t.id, "pay", { payment_method: w.cards.good.id })).status).toBe(200);
  });

  it("is the customer's own: staff 403, another customer 404, someone else's card 400", async () => {
    const { t } = await stopped(w.cards.declined.id);
    expect((await post(w.member.token, t.id, "pay", { payment_method: w.cards.good.id })).status).toBe(403);
    expect((await post(w.owner.token, t.id, "pay", {})).status).toBe(403);
    expect(await post(other.customer.token, t.id, "pay", { payment_method: other.cards.good.id })).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect(await post(w.customer.token, t.id, "pay", { payment_method: other.cards.good.id })).toEqual({
      status: 400,
      body: { payment_method: [`Invalid pk "${other.cards.good.id}" - object does not exist.`] },
    });
    // A member viewing as the customer acts as the customer.
    const hijack = await tokenFor(app.db, w.customer.id, { hijackedBy: w.member.id });
    expect((await post(hijack, t.id, "pay", { payment_method: w.cards.good.id })).status).toBe(200);
  });

  it("is refused when the payment did not fail: a top-up failure (charge stands), a success, a queued refill", async () => {
    const notPayable = {
      status: 400,
      body: { detail: "Only a refill whose payment failed can be paid with another card." },
    };
    const line = await failingLine(app.db, w);
    const { t: topupFailed } = await stopped(w.cards.good.id, { phone_number_id: line.id });
    expect(await post(w.customer.token, topupFailed.id, "pay", { payment_method: w.cards.good.id })).toEqual(
      notPayable,
    );
    const { t: done } = await stopped(w.cards.good.id);
    expect(await post(w.customer.token, done.id, "pay", { payment_method: w.cards.good.id })).toEqual(
      notPayable,
    );
    const queued = await queue(app.db, w);
    expect(await post(w.customer.token, queued.id, "pay", { payment_method: w.cards.good.id })).toEqual(
      notPayable,
    );
  });
});

describe("authenticate: the customer confirms the payment with their bank (simulated)", () => {
  it("a refill waiting for authentication says so; approved, it tops up with the one charge", async () => {
    const { t, e } = await stopped(w.cards.auth.id);
    const waiting = await detail(w.customer.token, t.id);
    expect(waiting.body).toMatchObject({
      status: "action_required",
      payment_error: "Authentication required.",
      next_action: { type: "authenticate", client_secret: null },
    });
    expect((await detail(w.member.token, t.id)).body.next_action).toEqual({
      type: "authenticate",
      client_secret: null,
    });

    const res = await post(w.customer.token, t.id, "authenticate", { outcome: "succeeded" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "in_queue", payment_error: null, next_action: null });
    expect(res.body.charges).toMatchObject([{ status: "succeeded", card_label: "Visa •••• 3184" }]);
    expect(res.body.events.at(-1)).toMatchObject({
      step: "authenticate",
      outcome: "ok",
      actor: w.customer.id,
      code: "bank_confirmed",
    });

    await e.drain();
    const done = await detail(w.customer.token, t.id);
    expect(done.body).toMatchObject({ status: "success", charge: res.body.charges[0].id });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "succeeded", amount: 2500 }]);
    expect(chargeKeys(e, t.id)).toEqual([`txn-${t.id}-charge`]);
    expect([...e.topups.record.successful.keys()]).toContain(`txn-${t.id}`);
  });

  it("declined at the bank, it stays action required with the reason; another card then pays it", async () => {
    const { t, e } = await stopped(w.cards.auth.id);
    const res = await post(w.customer.token, t.id, "authenticate", { outcome: "failed" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "action_required",
      payment_error: "Authentication failed: your bank did not confirm the payment.",
      next_action: null,
    });
    expect(res.body.charges).toMatchObject([{ status: "failed" }]);
    expect(await post(w.customer.token, t.id, "authenticate", { outcome: "succeeded" })).toEqual({
      status: 400,
      body: { detail: "Nothing on this refill waits for authentication." },
    });
    await post(w.customer.token, t.id, "pay", { payment_method: w.cards.good.id });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect((await chargesOf(app.db, t.id)).map((c) => c.status)).toEqual(["failed", "succeeded"]);
  });

  it("paying with another card instead closes the charge that waited, so only the new card is charged", async () => {
    const { t, e } = await stopped(w.cards.auth.id);
    await post(w.customer.token, t.id, "pay", { payment_method: w.cards.good.id });
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "success" });
    expect(await chargesOf(app.db, t.id)).toMatchObject([
      {
        last4: "3184",
        status: "failed",
        failure_message: "Not authenticated: another card was chosen for this refill.",
      },
      { last4: "4242", status: "succeeded" },
    ]);
  });

  it("staff retrying a refill that waits for authentication charge nothing: it waits again", async () => {
    const { t, e } = await stopped(w.cards.auth.id);
    await post(w.member.token, t.id, "retry");
    await e.drain();
    expect(await txn(app.db, t.id)).toMatchObject({ status: "action_required" });
    expect(await chargesOf(app.db, t.id)).toMatchObject([{ status: "pending" }]);
    expect(chargeKeys(e, t.id)).toEqual([`txn-${t.id}-charge`]);
  });

  it("is the customer's: staff 403; refused when nothing waits; a bad outcome names the field", async () => {
    const { t } = await stopped(w.cards.auth.id);
    expect((await post(w.member.token, t.id, "authenticate", { outcome: "succeeded" })).status).toBe(403);
    expect((await post(other.customer.token, t.id, "authenticate", { outcome: "succeeded" })).status).toBe(
      404,
    );
    expect((await post(w.customer.token, t.id, "authenticate", { outcome: "maybe" })).body).toHaveProperty(
      "outcome",
    );
    const { t: declined } = await stopped(w.cards.declined.id);
    expect((await post(w.customer.token, declined.id, "authenticate", { outcome: "succeeded" })).status).toBe(
      400,
    );
  });

  it("does not exist with PAYMENTS=stripe (404)", async () => {
    await withApp(
      stripeSettings({
        stripeSecretKey: "sk_test_x",
        stripePublishableKey: "pk_test_x",
        stripeApiBase: "http://127.0.0.1:9",
      }),
      async (stripeApp, people) => {
        const res = await stripeApp.inject({
          method: "POST",
          url: "/api/transactions/1/authenticate/",
          headers: { authorization: `Token ${people.customer.token}` },
          payload: { outcome: "succeeded" },
        });
        expect(res.statusCode).toBe(404);
      },
    );
  });
});
