import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addCardByApi, choose, createLine, signUpCustomerSeenByStaff, unique } from "./company-support";
import { formatCents, parseCents } from "../../common/money";
import { expectNotice, saveSession } from "./support";

/**
 * No card is charged without the amount on screen (issue 33 item 4), against the real server (simulated
 * processor: Stripe's test numbers; worker in-process). Each action that charges a card is pressed once:
 * what it charges is read first, then the charge is asked for on the button that names it, and the test
 * waits for what the person pressing it waits for. A customer whose default card the bank declines gives
 * every action something unpaid to charge.
 */

const CARDS = { declined: "4000000000000002", good: "5555555555554444" };
const DECLINED = "Visa •••• 0002";
const GOOD = "Mastercard •••• 4444";
/** The catalogue's texts, to the letter (not imported: a change there must fail here). */
const TEXT = {
  charge: (amount: string) => `Charge ${amount}`,
  assignChargesNow: (amount: string) => `The card you choose is charged ${amount} at once.`,
  cardAssigned: "Credit card assigned to user",
  retryCharges: (amount: string) => `${DECLINED} is charged ${amount}.`,
  rentalRetryCharges: (amount: string) => `Charge ${amount} to ${DECLINED} again?`,
  rentalRetryFailed: "Error retrying rental",
  paymentAdded: "Payment added",
  paymentFailed: "Your payment did not go through",
  payChargesNow: (amount: string) => `The card you choose is charged ${amount} when you press Pay.`,
  payWithCard: (amount: string) => `Pay ${amount} with this card`,
  bulkCharges: (n: number, amount: string) =>
    `${n} of them are not paid yet: their cards are charged ${amount} in all.`,
};

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const dollars = (amount: string) => `$${amount}`;
const confirmation = (page: Page) => page.locator(".ant-popover:not(.ant-popover-hidden)");
/** The rows of a record's Charges table. */
const chargeRows = (page: Page) => page.locator("tr.ant-table-row");
const statusTag = (page: Page, label: string) =>
  page.locator(".ant-descriptions .plain-tag").getByText(label, { exact: true });

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A new customer with a line, the declined card (their default) and a good one, through the API. */
async function customerWithCards(request: APIRequestContext) {
  const { customer, userId, staff } = await signUpCustomerSeenByStaff(request, "charging", [
    "Charlie",
    "Charge",
  ]);
  await createLine(request, staff, userId);
  await addCardByApi(request, customer.token, CARDS.declined);
  await addCardByApi(request, customer.token, CARDS.good);
  const { results: cards } = await read<{ results: { id: number; last4: string }[] }>(
    request,
    customer.token,
    "/api/payments/cards/",
  );
  const card = (number: string) => cards.find((c) => c.last4 === number.slice(-4))!.id;
  return { customer, userId, staff, declined: card(CARDS.declined) };
}

/** Refills placed on the declined card and left in error by the engine, nothing paid; answers their ids. */
async function declinedRefills(request: APIRequestContext, token: string, card: number, count: number) {
  const { results } = await read<{ results: { id: number; plan: number }[] }>(request, token, "/api/phones/");
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post("/api/transactions/", {
      headers: auth(token),
      data: { phone_number: results[0].id, plan: results[0].plan, payment_method: card },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  for (const id of ids)
    await expect
      .poll(async () => (await read<{ status: string }>(request, token, `/api/transactions/${id}/`)).status, {
        timeout: 20_000,
      })
      .toBe("error");
  return ids;
}

/** A rental booked at the desk for the customer, a week from now: on the declined card (left in error) or none. */
async function deskRental(request: APIRequestContext, staff: string, user: number, card?: number) {
  const device = await request.post("/api/rental/devices/", {
    headers: auth(staff),
    data: {
      name: `Charging Hotspot ${unique()}`,
      kind: "hotspot",
      daily_rate: "8.00",
      deposit: "30.00",
      stock: 1,
    },
  });
  expect(device.status(), await device.text()).toBe(201);
  const { results } = await read<{ results: { id: number }[] }>(
    request,
    staff,
    "/api/rental/countries/?is_active=true",
  );
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post("/api/rental/rentals/create/as-member/", {
    headers: auth(staff),
    data: {
      user,
      device: ((await device.json()) as { id: number }).id,
      country: results[0].id,
      start_date: day(7),
      end_date: day(9),
      ...(card === undefined ? {} : { payment_method: card }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const rental = (await res.json()) as { id: number; status: string };
  expect(rental.status).toBe(card === undefined ? "preorder" : "error");
  return rental.id;
}

/** A refill's amount as the screens write it: what is charged while it is not paid. */
const refillAmount = async (request: APIRequestContext, token: string, id: number) =>
  dollars((await read<{ amount: string }>(request, token, `/api/transactions/${id}/`)).amount);

test("every action that charges a card shows the amount first and names it on the button that charges", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { customer, userId, staff, declined } = await customerWithCards(request);
  const [assigned, retried, paid, bulkA, bulkB] = await declinedRefills(request, customer.token, declined, 5);
  const rentalInError = await deskRental(request, staff, userId, declined);
  const rentalDue = await deskRental(request, staff, userId);
  await saveSession(page, { token: staff, email: "member@demo.test" });

  // Assign card: the dialog says what the chosen card is charged; its OK button charges that.
  const assignAmount = await refillAmount(request, staff, assigned);
  await page.goto(`/transactions/${assigned}`);
  await page.getByRole("button", { name: "Assign card" }).click();
  const assign = page.getByRole("dialog").filter({ hasText: "Assign a card" });
  await expect(assign).toContainText(TEXT.assignChargesNow(assignAmount));
  await assign.getByRole("radio", { name: new RegExp(GOOD) }).check();
  await assign.getByRole("button", { name: TEXT.charge(assignAmount) }).click();
  await expectNotice(page, "success", TEXT.cardAssigned);
  await expect(statusTag(page, "Success")).toBeVisible({ timeout: 20_000 });

  // Staff's Retry of a refill not paid yet: the confirmation names the card and the amount.
  const retryAmount = await refillAmount(request, staff, retried);
  await page.goto(`/transactions/${retried}`);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(confirmation(page)).toContainText(TEXT.retryCharges(retryAmount));
  await confirmation(page)
    .getByRole("button", { name: TEXT.charge(retryAmount) })
    .click();
  // The bank declines the card again: the refill's charges show the second attempt once the worker made it.
  await expect(chargeRows(page).filter({ hasText: "Your card was declined." })).toHaveCount(2, {
    timeout: 20_000,
  });

  // The rental desk's Retry of a rental in error: what is due, on which card.
  const inError = await read<{ assign_card_charge_amount: string; charges: unknown[] }>(
    request,
    staff,
    `/api/rental/rentals/${rentalInError}/`,
  );
  const rentalAmount = dollars(inError.assign_card_charge_amount);
  await page.goto(`/rentals/${rentalInError}`);
  await page.getByRole("button", { name: "Retry", exact: true }).click();
  await expect(confirmation(page)).toContainText(TEXT.rentalRetryCharges(rentalAmount));
  await confirmation(page)
    .getByRole("button", { name: TEXT.charge(rentalAmount) })
    .click();
  await expectNotice(page, "error", TEXT.rentalRetryFailed);
  // The card was asked again for that amount, after it was on screen.
  const after = await read<{ charges: unknown[] }>(request, staff, `/api/rental/rentals/${rentalInError}/`);
  expect(after.charges.length).toBeGreaterThan(inError.charges.length);

  // The desk's card payment: the button that charges says how much.
  const { balance } = await read<{ balance: string }>(request, staff, `/api/rental/rentals/${rentalDue}/`);
  await page.goto(`/rentals/${rentalDue}`);
  await page.getByRole("button", { name: "Add payment" }).click();
  const payment = page.getByRole("dialog").filter({ hasText: "Add payment" });
  await payment.getByRole("radio", { name: "Card" }).check();
  await choose(page, payment.getByRole("combobox", { name: "Card" }), GOOD);
  await expect(payment.getByLabel("Amount")).toHaveValue(balance);
  await payment.getByRole("button", { name: TEXT.charge(dollars(balance)) }).click();
  await expectNotice(page, "success", TEXT.paymentAdded);
  await expect(page.getByRole("button", { name: "Add payment" })).toHaveCount(0);

  // Bulk retry of two refills not paid yet: how many, and the total they are charged.
  let cents = 0;
  for (const id of [bulkA, bulkB])
    cents += parseCents((await read<{ amount: string }>(request, staff, `/api/transactions/${id}/`)).amount)!;
  const bulkTotal = dollars(formatCents(cents));
  await page.goto(
    "/transactions?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error" +
      `&filters[1][field]=user&filters[1][operator]=eq&filters[1][value]=${userId}`,
  );
  for (const id of [bulkA, bulkB])
    await page.getByRole("checkbox", { name: `Select transaction #${id}` }).check();
  const bar = page.getByRole("region", { name: "Selected refills" });
  await bar.getByRole("button", { name: /Retry/ }).click();
  await expect(confirmation(page)).toContainText("Queue 2 refills again?");
  await expect(confirmation(page)).toContainText(TEXT.bulkCharges(2, bulkTotal));
  await confirmation(page)
    .getByRole("button", { name: TEXT.charge(bulkTotal) })
    .click();
  const report = page.getByRole("dialog").filter({ hasText: "Bulk retry" });
  await expect(report).toContainText("0 succeeded, 2 failed again", { timeout: 30_000 });

  // The customer's way forward: Pay with this card names the amount before and on the button.
  await saveSession(page, { token: customer.token, email: customer.email });
  const payAmount = await refillAmount(request, customer.token, paid);
  await page.goto(`/transactions/${paid}`);
  const panel = page.getByRole("region", { name: TEXT.paymentFailed });
  await expect(panel).toContainText(TEXT.payChargesNow(payAmount));
  await choose(page, panel.getByRole("combobox", { name: "Card" }), GOOD);
  await panel.getByRole("button", { name: TEXT.payWithCard(payAmount) }).click();
  // The request's notice gives way to the refill's outcome as soon as the page sees it settle: what the
  // customer waits for is the refill paid on the card they chose.
  await expect(statusTag(page, "Success")).toBeVisible({ timeout: 20_000 });
  await expect(chargeRows(page).filter({ hasText: GOOD })).toContainText("Succeeded");
});
