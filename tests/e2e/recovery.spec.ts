import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  addCardByApi,
  cardSelect,
  choose,
  createLine,
  fillCustomerRentNow,
  signUpCustomerSeenByStaff,
  unique,
} from "./company-support";
import { apiToken, expectNotice, type NewCustomer, signIn, stillScreen } from "./support";

/**
 * A way forward from every failed payment, against the real server (simulated processor: Stripe's test
 * numbers; worker in-process): the customer pays a declined refill with another card or confirms it with
 * their bank, staff assign a card of their choice, and a declined Rent Now is paid right there.
 */

const CARDS = {
  declined: "4000000000000002",
  authentication: "4000002760003184",
  good: "5555555555554444",
};
/** src/messages.ts's texts, to the letter (not imported: a change there must fail here). */
const TEXT = {
  paymentFailed: "Your payment did not go through",
  /** "Pay $25.00 with this card", and the sentence that says it before any card is chosen */
  payWithCard: (amount: string) => `Pay $${amount} with this card`,
  chargesNow: (amount: string) => `The card you choose is charged $${amount} when you press Pay.`,
  confirm: "Confirm with your bank",
  bank: "Your bank (test step)",
  authenticated: "Payment confirmed with your bank",
  cardAssigned: "Credit card assigned to user",
  rentalCreated: "Rental created",
  rentalFailed: "Failed to create rental",
};

const auth = (token: string) => ({ Authorization: `Token ${token}` });

interface Card {
  id: number;
  last4: string;
  is_default: boolean;
}

async function cardsOf(request: APIRequestContext, token: string): Promise<Card[]> {
  const res = await request.get("/api/payments/cards/", { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Card[] }).results;
}

/** A new customer with a line and these cards (the first becomes the default), through the API. */
async function customerWith(request: APIRequestContext, label: string, numbers: string[]) {
  const { customer, userId, staff } = await signUpCustomerSeenByStaff(request, label, ["Riley", "Recover"]);
  await createLine(request, staff, userId);
  for (const number of numbers) await addCardByApi(request, customer.token, number);
  const cards = await cardsOf(request, customer.token);
  const card = (number: string) => cards.find((c) => c.last4 === number.slice(-4))!;
  return { customer, id: userId, staff, card };
}

/** Refill Now through the API on this card, waited for until the engine stops it; answers the refill's id. */
async function stoppedRefill(
  request: APIRequestContext,
  customer: NewCustomer,
  card: number,
  status: string,
) {
  const phones = await request.get("/api/phones/", { headers: auth(customer.token) });
  const [line] = ((await phones.json()) as { results: { id: number; plan: number }[] }).results;
  const res = await request.post("/api/transactions/", {
    headers: auth(customer.token),
    data: { phone_number: line.id, plan: line.plan, payment_method: card },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/transactions/${id}/`, { headers: auth(customer.token) })
          ).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe(status);
  return id;
}

const statusTag = (page: Page, label: string) =>
  page.locator(".ant-descriptions .plain-tag").getByText(label, { exact: true });

test("a customer pays a declined refill with another card and sees it succeed", async ({ page, request }) => {
  const { customer, card } = await customerWith(request, "declined-refill", [CARDS.declined, CARDS.good]);
  const id = await stoppedRefill(request, customer, card(CARDS.declined).id, "error");
  const { amount } = (await (
    await request.get(`/api/transactions/${id}/`, { headers: auth(customer.token) })
  ).json()) as { amount: string };
  await signIn(page, customer);
  await page.goto(`/transactions/${id}`);
  const panel = page.getByRole("region", { name: TEXT.paymentFailed });
  await expect(panel).toContainText("Your card was declined.");
  // The amount is on screen before the card is charged.
  await expect(panel).toContainText(TEXT.chargesNow(amount));
  await choose(page, panel.getByRole("combobox", { name: "Card" }), "Mastercard •••• 4444");
  await panel.getByRole("button", { name: TEXT.payWithCard(amount) }).click();
  // "Payment sent…" may already be replaced by the refill's outcome under its key: the status is what the
  // customer waits for.
  await expect(statusTag(page, "Success")).toBeVisible({ timeout: 20_000 });
  await expect(panel).toHaveCount(0);
  await expect(page.locator(".ant-notification-notice-error")).toHaveCount(0);
});

test("a customer confirms an authentication-required refill with their bank (approve) and it succeeds", async ({
  page,
  request,
}) => {
  const { customer, card } = await customerWith(request, "auth-refill", [CARDS.authentication]);
  const id = await stoppedRefill(request, customer, card(CARDS.authentication).id, "action_required");
  await signIn(page, customer);
  await page.goto(`/transactions/${id}`);
  const panel = page.getByRole("region", { name: TEXT.confirm });
  await panel.getByRole("button", { name: TEXT.confirm }).click();
  const bank = page.getByRole("dialog").filter({ hasText: TEXT.bank });
  await expect(bank).toContainText("This is a test");
  // The bank's dialog zooms in: a click on Approve while it still moves lands beside it (the dialog stayed
  // open, with no notice, once), so the test waits for it to stand still, as a person does.
  await stillScreen(page);
  await bank.getByRole("button", { name: "Approve" }).click();
  // "Payment confirmed with your bank" is replaced by how the refill ended as soon as the page sees it: the
  // simulated bank's approval can finish the refill within the request, so the outcome is what to wait for.
  await expectNotice(page, "success", `Refill #${id} succeeded`);
  await expect(statusTag(page, "Success")).toBeVisible({ timeout: 20_000 });
  // One charge, the one the bank confirmed.
  const detail = await request.get(`/api/transactions/${id}/`, { headers: auth(customer.token) });
  expect(((await detail.json()) as { charges: { status: string }[] }).charges).toMatchObject([
    { status: "succeeded" },
  ]);
});

test("a member assigns a card of their choice to a declined refill; the customer's default card stays", async ({
  page,
  request,
}) => {
  const { customer, card } = await customerWith(request, "assign-card", [CARDS.declined, CARDS.good]);
  const id = await stoppedRefill(request, customer, card(CARDS.declined).id, "error");
  await signIn(page, "member");
  await page.goto(`/transactions/${id}`);
  const refill = await request.get(`/api/transactions/${id}/`, { headers: auth(customer.token) });
  const price = `$${((await refill.json()) as { amount: string }).amount}`;
  await page.getByRole("button", { name: "Assign card" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Assign a card" });
  await expect(dialog).toContainText("Its last charge failed: Your card was declined.");
  // The amount is on screen before the card is charged, and on the button that charges it.
  await expect(dialog).toContainText(`The card you choose is charged ${price} at once.`);
  await dialog.getByRole("radio", { name: /Mastercard •••• 4444/ }).check();
  await expect(
    dialog.getByRole("checkbox", { name: "Also make it the customer's default card" }),
  ).not.toBeChecked();
  await dialog.getByRole("button", { name: `Charge ${price}` }).click();
  await expectNotice(page, "success", TEXT.cardAssigned);
  await expect(statusTag(page, "Success")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Mastercard •••• 4444 assigned; queued again.")).toBeVisible();
  const defaults = (await cardsOf(request, customer.token)).filter((c) => c.is_default).map((c) => c.last4);
  expect(defaults).toEqual(["0002"]);
});

test("a declined Rent Now is paid right there with another card, then leads to the rental", async ({
  page,
  request,
}) => {
  const { customer } = await customerWith(request, "declined-rent", [CARDS.declined, CARDS.good]);
  const staff = await apiToken(request, "member");
  const deviceName = `E2E Recovery Hotspot ${unique()}`;
  const device = await request.post("/api/rental/devices/", {
    headers: auth(staff),
    data: { name: deviceName, kind: "hotspot", daily_rate: "9.00", deposit: "50.00", stock: 2 },
  });
  expect(device.status(), await device.text()).toBe(201);
  const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  await signIn(page, customer);
  await page.goto("/rent-now");
  await fillCustomerRentNow(page, deviceName, isoDay(7), isoDay(9));
  await expect(page.getByLabel("Price")).toContainText("$50.00");
  await expect(cardSelect(page)).toContainText("0002");
  await page.getByRole("button", { name: "Confirm rental" }).click();

  await expectNotice(page, "error", TEXT.rentalFailed);
  const panel = page.getByRole("region", { name: TEXT.paymentFailed });
  await expect(panel).toContainText("Your card was declined.");
  await expect(page).toHaveURL(/\/rent-now$/);
  // What paying charges is the rental's total, on screen before the card is charged.
  const total = (await page
    .getByLabel("Price")
    .getByText(/^\$\d+\.\d\d$/)
    .last()
    .textContent())!.slice(1);
  await expect(panel).toContainText(TEXT.chargesNow(total));
  await choose(page, panel.getByRole("combobox", { name: "Card" }), "Mastercard •••• 4444");
  await panel.getByRole("button", { name: TEXT.payWithCard(total) }).click();
  await expectNotice(page, "success", TEXT.rentalCreated);
  await expect(page).toHaveURL(/\/rentals\/\d+$/);
  await expect(page.locator(".ant-page-header-heading-title").first()).toContainText("Preorder");
});
