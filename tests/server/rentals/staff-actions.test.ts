import { describe, expect, it } from "vitest";
import { send } from "../fixtures";
import { appForFile, updateRows } from "../helpers";
import {
  CHARGED_DEPOSIT,
  bookAsMember,
  chargesOf,
  day,
  deskCalls,
  patch,
  rentalRow,
  rentalWorld,
  rentNow,
} from "./support";

const app = await appForFile();
const w = await rentalWorld(app);
const member = w.home.member.token;
const { pay, giveBack, refund, endPreview } = deskCalls(w);
/** POST /api/rental/{id}/{action}/: resolve, retry, assign-cc-to-user. */
const act = (id: number, action: string, token = member, body?: unknown) =>
  send(app, "POST", `/api/rental/${id}/${action}/`, token, body);
/** A failed rental of the world's (121.23 in all) once paid: back to preorder, no payment error, nothing due. */
const PAID_IN_FULL = { status: "preorder", payment_error: null, balance: "0.00", paid_amount: "121.23" };

describe("resolve, retry, assign card", () => {
  it("retry charges only what is still due, on a fixed card, and goes back to preorder", async () => {
    const r = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    await pay({ rental: r.id, amount: "21.23", method: "cash" });
    // The customer fixed the card with the bank: the processor now takes it.
    await updateRows(app.db, "payment_methods", w.cards.declined.id, {
      processor_ref: `pm_sim_fixed${r.id}`,
    });
    const res = await act(r.id, "retry");
    expect(res.body).toMatchObject(PAID_IN_FULL);
    const keys = (await chargesOf(app.db, r.id)).map((c) => [c.idempotency_key, c.status, c.amount]);
    expect(keys).toEqual([
      [`rental-${r.id}-rental`, "failed", 2123],
      [`rental-${r.id}-deposit`, "succeeded", 10000],
      [`rental-${r.id}-payment`, "succeeded", 2123],
    ]);
    expect(await act(r.id, "retry")).toEqual({
      status: 400,
      body: { detail: "Only a rental in error can be retried." },
    });
    await updateRows(app.db, "payment_methods", w.cards.declined.id, {
      processor_ref: `pm_sim_again${r.id}_declined`,
    });
  });

  it("a retry declined again stays in error and says why", async () => {
    const r = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    const res = await act(r.id, "retry");
    expect(res).toEqual({ status: 400, body: { detail: "Your card was declined." } });
    expect((await rentalRow(app.db, r.id)).status).toBe("error");
    // Each attempt is a new charge with a key of its own.
    expect((await chargesOf(app.db, r.id)).map((c) => [c.idempotency_key, c.status])).toContainEqual([
      `rental-${r.id}-rental-2`,
      "failed",
    ]);
  });

  it("a provisioning error on an unpaid desk booking: retry clears it and leaves the balance due", async () => {
    const r = (await bookAsMember(w)).body;
    await app.db
      .updateTable("rentals")
      .set({ status: "error", rental_error: "SIM activation failed at the carrier." })
      .where("id", "=", r.id)
      .execute();
    const res = await act(r.id, "retry");
    expect(res.body).toMatchObject({
      status: "preorder",
      rental_error: null,
      balance: "121.23",
      charges: [],
    });
  });

  it("resolve closes an error with a note; assign card makes the rental's card the default", async () => {
    const r = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    expect((await act(r.id, "resolve", member, { note: "Paid by bank transfer." })).body).toMatchObject({
      status: "resolved",
      note: "Paid by bank transfer.",
      resolved_by_name: expect.any(String),
    });
    expect((await act(r.id, "resolve", member, { note: "Again." })).body).toEqual({
      detail: "Only a rental in error can be resolved.",
    });
  });

  it("assign card puts the card staff chose on a failed rental and charges it; the default changes only when asked", async () => {
    const isDefault = async (id: number) =>
      (
        await app.db
          .selectFrom("payment_methods")
          .select("is_default")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).is_default;
    const before = await isDefault(w.cards.good.id);
    const failed = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    expect(failed).toMatchObject({ status: "error", balance: "121.23" });
    // The desk is told what the card will be charged before anyone chooses it.
    const asked = (await send(app, "GET", `/api/rental/rentals/${failed.id}/`, member)).body;
    expect(asked.assign_card_charge_amount).toBe("121.23");
    const res = await act(failed.id, "assign-cc-to-user", member, { payment_method: w.cards.good.id });
    expect(res.body).toMatchObject({
      status: "preorder",
      payment_error: null,
      payment_method: w.cards.good.id,
      payment_method_label: "Visa •••• 4242",
      paid_amount: "121.23",
      balance: "0.00",
    });
    expect(await isDefault(w.cards.good.id)).toBe(before);
    expect(await isDefault(w.cards.declined.id)).toBe(false);
    // Declined again: the answer names the card field, the rental stays in error.
    const again = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.good.id })).body;
    expect((await send(app, "GET", `/api/rental/rentals/${again.id}/`, member)).body).toMatchObject({
      status: "preorder",
      assign_card_charge_amount: "0.00", // not in error: the card is only kept for what comes next
    });
    await app.db.updateTable("rentals").set({ status: "error" }).where("id", "=", again.id).execute();
    expect((await send(app, "GET", `/api/rental/rentals/${again.id}/`, member)).body).toMatchObject({
      assign_card_charge_amount: "0.00", // in error with nothing due
    });
    const refusedCard = await act(again.id, "assign-cc-to-user", member, {
      payment_method: w.cards.declined.id,
      make_default: true,
    });
    expect(refusedCard.status).toBe(200); // nothing was due: the card is only put on the rental
    expect(await isDefault(w.cards.declined.id)).toBe(true);
    const closed = (await act(failed.id, "assign-cc-to-user", member, { payment_method: w.cards.good.id }))
      .body;
    expect(closed.status).toBe("preorder");
    expect(
      (await act(failed.id, "assign-cc-to-user", member, { payment_method: w.otherCustomer.id })).body,
    ).toEqual({ payment_method: [`Invalid pk "${w.otherCustomer.id}" - object does not exist.`] });
  });

  it("the customer pays a declined Rent Now with another card; staff cannot, and a paid rental is refused", async () => {
    const failed = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    const customer = w.home.customer.token;
    const payNow = (id: number, card: number, token = customer) =>
      send(app, "POST", `/api/rental/rentals/${id}/pay/`, token, { payment_method: card });
    expect((await payNow(failed.id, w.cards.declined.id)).body).toEqual({
      payment_method: ["Your card was declined."],
    });
    expect((await payNow(failed.id, w.cards.good.id, member)).status).toBe(403);
    expect((await payNow(failed.id, w.cards.good.id, w.otherCustomer.token)).status).toBe(404);
    const paid = await payNow(failed.id, w.cards.good.id);
    expect(paid.body).toMatchObject(PAID_IN_FULL);
    // Each charge was asked once, and only what was due: the declined ones failed, the good ones paid.
    const charges = (await chargesOf(app.db, failed.id)).map((c) => [c.kind, c.status, c.amount]);
    expect(charges.filter((c) => c[1] === "succeeded")).toEqual([
      ["rental", "succeeded", 2123],
      ["deposit", "succeeded", 10000],
    ]);
    expect((await payNow(failed.id, w.cards.good.id)).body).toEqual({
      detail: "Only a rental whose payment failed can be paid again.",
    });
  });

  it("resolve needs a note", async () => {
    const r = (await rentNow(w, { ...CHARGED_DEPOSIT, payment_method: w.cards.declined.id })).body;
    expect((await act(r.id, "resolve", member, { note: "  " })).body).toEqual({
      note: ["Say why this rental is closed."],
    });
    expect((await act(r.id, "resolve", member, {})).status).toBe(400);
    expect((await rentalRow(app.db, r.id)).status).toBe("error");
  });
});

describe("permissions", () => {
  it("customers read their own rentals and previews but change nothing; other companies get 404", async () => {
    const r = (await rentNow(w, CHARGED_DEPOSIT)).body;
    const customer = w.home.customer.token;
    expect((await send(app, "GET", `/api/rental/rentals/${r.id}/`, customer)).status).toBe(200);
    expect((await send(app, "GET", `/api/rental/rentals/${r.id}/`, w.otherCustomer.token)).status).toBe(404);
    expect((await endPreview(r.id, w.otherCustomer.token)).status).toBe(404);
    expect((await patch(w, r.id, { status: "ready_for_pickup" }, customer)).status).toBe(403);
    expect((await pay({ rental: r.id, amount: "1.00", method: "cash" }, customer)).status).toBe(403);
    expect((await giveBack({ rental: r.id }, customer)).status).toBe(403);
    expect((await refund(r.id, {}, customer)).status).toBe(403);
    for (const action of ["resolve", "retry", "assign-cc-to-user"])
      expect((await act(r.id, action, customer)).status).toBe(403);

    const stranger = w.other.owner.token;
    expect((await send(app, "GET", `/api/rental/rentals/${r.id}/`, stranger)).status).toBe(404);
    expect((await endPreview(r.id, stranger)).status).toBe(404);
    expect((await patch(w, r.id, { note: "x" }, stranger)).status).toBe(404);
    expect((await refund(r.id, {}, stranger)).status).toBe(404);
    const bodies: Record<string, unknown> = {
      resolve: { note: "x" },
      retry: undefined,
      "assign-cc-to-user": { payment_method: w.cards.good.id },
    };
    for (const action of ["resolve", "retry", "assign-cc-to-user"])
      expect((await act(r.id, action, stranger, bodies[action])).status).toBe(404);
    expect((await pay({ rental: r.id, amount: "1.00", method: "cash" }, stranger)).body).toEqual({
      rental: [`Invalid pk "${r.id}" - object does not exist.`],
    });
    expect((await giveBack({ rental: r.id }, stranger)).body).toEqual({
      rental: [`Invalid pk "${r.id}" - object does not exist.`],
    });
    expect(
      (
        await send(app, "POST", "/api/rental/devices/cost/", stranger, {
          device: w.device.id,
          country: w.country.id,
          start_date: day(1),
          end_date: day(1),
        })
      ).status,
    ).toBe(400);
    expect((await send(app, "PATCH", `/api/rental/rentals/abc/update`, member, { note: "x" })).status).toBe(
      404,
    );
  });
});
