import { describe, expect, it } from "vitest";
import { usableCard } from "../../../server/money/cards";
import { PAYING_CARD_MESSAGES } from "../../../server/money/messages";
import type { FieldErrors } from "../../../server/http/errors";
import { addCard, send } from "../fixtures";
import { appForFile } from "../helpers";
import { engineFor, queue, refillWorld } from "../transactions/support";
import { bookAsMember, deskCalls, rentalWorld, rentNow } from "../rentals/support";

/**
 * One rule of whether a card can pay (server/money/cards.ts): the refills' Refill Now and scheduled
 * refills, staff's Assign card and the customer's Pay with this card, and the rentals' Rent Now, desk
 * payment and Assign card refuse a removed or expired card with the same words.
 */
const app = await appForFile();
const NOW = new Date("2026-06-15T12:00:00Z");
const card = (
  fields: Partial<{ user_id: number; is_active: boolean; exp_month: number; exp_year: number }> = {},
) => ({
  id: 7,
  user_id: 1,
  is_active: true,
  exp_month: 12,
  exp_year: 2027,
  ...fields,
});

describe("usableCard", () => {
  const check = (c: ReturnType<typeof card> | undefined, rule?: Parameters<typeof usableCard>[4]) => {
    const errors: FieldErrors = {};
    const usable = usableCard(c, 7, NOW, errors, rule);
    return { usable, errors };
  };
  const owner = { id: 1, otherwise: "Someone else's." };

  it("answers the card when it can pay now, and leaves the errors alone", () => {
    const c = card();
    expect(check(c, { owner })).toEqual({ usable: c, errors: {} });
    // the month of expiry still pays
    expect(check(card({ exp_month: 6, exp_year: 2026 })).usable).not.toBeNull();
  });

  it("says why not, one reason, in the order: unknown, someone else's, removed, expired", () => {
    expect(check(undefined, { owner }).errors).toEqual({
      payment_method: ['Invalid pk "7" - object does not exist.'],
    });
    expect(check(card({ user_id: 2, is_active: false }), { owner }).errors).toEqual({
      payment_method: ["Someone else's."],
    });
    expect(check(card({ is_active: false, exp_year: 2020 }), { owner }).errors).toEqual({
      payment_method: [PAYING_CARD_MESSAGES.removed],
    });
    expect(check(card({ exp_month: 5, exp_year: 2026 })).errors).toEqual({
      payment_method: [PAYING_CARD_MESSAGES.expired],
    });
    // without an owner to match, another person's card is judged on its own state
    expect(check(card({ user_id: 2 })).usable).not.toBeNull();
  });

  it("names the field that chose the card", () => {
    expect(check(card({ is_active: false }), { field: "card" }).errors).toEqual({
      card: [PAYING_CARD_MESSAGES.removed],
    });
  });
});

describe("every call that takes a card to pay answers the same words", () => {
  const words = {
    removed: "This card was removed. Choose another card.",
    expired: "This card has expired. Choose another card.",
  };

  it("are the words the API has always given", () => {
    expect(PAYING_CARD_MESSAGES).toEqual(words);
  });

  it("refills (Refill Now, a scheduled refill, Assign card, Pay with this card) and rentals (Rent Now, the desk, Assign card)", async () => {
    const r = await refillWorld(app.db);
    const removed = await r.card("", "5555", { is_active: false });
    const expired = await r.card("", "6666", { exp_year: 2020 });
    const failed = await queue(app.db, r, { payment_method_id: r.cards.declined.id });
    await engineFor(app).drain();

    const rw = await rentalWorld(app);
    const rentalCards = {
      removed: await addCard(app.db, rw.home.customer.id, { is_active: false }),
      expired: await addCard(app.db, rw.home.customer.id, { exp_year: 2020 }),
    };
    // booked at the desk, unpaid: a balance for the desk to take
    const booked = await bookAsMember(rw);
    expect(booked.status).toBe(201);
    const rentalId = (booked.body as { id: number }).id;

    const callers: Record<string, (cardId: number, which: keyof typeof words) => Promise<unknown>> = {
      "Refill Now": (id) =>
        send(app, "POST", "/api/transactions/", r.customer.token, {
          phone_number: r.phone.id,
          plan: r.plan.id,
          payment_method: id,
        }),
      "a scheduled refill": (id) =>
        send(app, "POST", "/api/scheduled-refills/", r.customer.token, {
          phone_number: r.phone.id,
          plan: r.plan.id,
          payment_method: id,
          day_of_month: 5,
        }),
      "staff's Assign card on a refill": (id) =>
        send(app, "POST", `/api/transactions/${failed.id}/assign-cc-to-user/`, r.member.token, {
          payment_method: id,
        }),
      "the customer's Pay with this card": (id) =>
        send(app, "POST", `/api/transactions/${failed.id}/pay/`, r.customer.token, {
          payment_method: id,
        }),
      "Rent Now": (_, which) => rentNow(rw, { payment_method: rentalCards[which].id }),
      "a card payment at the desk": (_, which) =>
        deskCalls(rw).pay({
          rental: rentalId,
          method: "card",
          amount: "1.00",
          payment_method: rentalCards[which].id,
        }),
      "staff's Assign card on a rental": (_, which) =>
        send(app, "POST", `/api/rental/${rentalId}/assign-cc-to-user/`, rw.home.member.token, {
          payment_method: rentalCards[which].id,
        }),
    };
    for (const [call, answer] of Object.entries(callers))
      for (const which of ["removed", "expired"] as const)
        expect({ call, which, res: await answer({ removed, expired }[which].id, which) }).toEqual({
          call,
          which,
          res: { status: 400, body: { payment_method: [words[which]] } },
        });
  });
});
