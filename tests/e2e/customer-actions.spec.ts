import { expect, test } from "@playwright/test";
import {
  addCardByApi,
  createCustomerAsStaff,
  createLine,
  formatPhone,
  payAndSeeRefillSucceed,
  saveCardInDialog,
} from "./company-support";
import { latestMailTo, linkIn, openAs, restoreSession } from "./support";

/**
 * The customer's page's actions against the real server (demo company, simulated card processor and
 * carrier): from a customer's page, Refill Now opens with that customer chosen, and the refill completes.
 */
test("from a customer's page, Refill Now opens with the customer chosen and completes a refill", async ({
  page,
  request,
}) => {
  // A customer of the demo company with one line and one card, made through the API.
  const staffToken = await restoreSession(page, request, "member");
  const headers = { Authorization: `Token ${staffToken}` };
  const customer = await createCustomerAsStaff(request, staffToken);
  const number = await createLine(request, staffToken, customer.id);
  // Only the customer chooses a PIN: staff send them the link, and the customer sets it from the e-mail.
  const pin = "482615";
  const since = Date.now();
  const reset = await request.post(`/api/company/customers/${customer.id}/pin-reset/`, { headers });
  expect(reset.status(), await reset.text()).toBe(200);
  await expect.poll(() => latestMailTo(customer.email, since - 1000)).not.toBeNull();
  const link = new URL(linkIn(latestMailTo(customer.email, since - 1000) ?? "", "/set-pin?token=") ?? "");
  const token = link.searchParams.get("token");
  const chosen = await request.post("/api/user/pin-reset/confirm/", { data: { token, pin } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const signIn = await request.post("/api/phones/token/", { data: { phone_number: number, pin } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await addCardByApi(request, ((await signIn.json()) as { token: string }).token);

  await openAs(page, request, "member", `/customers/${customer.id}`);
  const name = `${customer.first} ${customer.last}`;
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const actions = page.getByRole("group", { name: "Customer actions" });
  // On a phone (390x844) the actions wrap inside the screen and the page does not scroll sideways.
  const desk = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ["Refill Now", "Rent Now", "Add phone number", "Add card"]) {
    const box = await actions.getByRole("button", { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desk) await page.setViewportSize(desk);
  await actions.getByRole("button", { name: "Refill Now" }).click();

  await expect(page).toHaveURL(new RegExp(`/refill-now\\?user=${customer.id}$`));
  // The customer is chosen; their only line comes with its plan, their card as the default.
  await expect(page.getByTitle(`${name} · ${customer.email}`)).toBeVisible();
  await expect(page.getByTitle(new RegExp(formatPhone(number).replace(/[()]/g, "\\$&")))).toBeVisible();
  await payAndSeeRefillSucceed(page);

  // Back on the customer's page, the refill is among their latest transactions.
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByLabel("Latest transactions").getByText("Success", { exact: true })).toBeVisible();
});

/**
 * A card is its holder's to add (the API takes it from them only): from a customer's page, "Add card" asks,
 * then shows the site as the customer on their Cards page's add form; the card saved there is theirs, and
 * once released the staff member sees it on the customer's page.
 */
test("from a customer's page, Add card adds a card as the customer", async ({ page, request }) => {
  // Three screens and Stripe's card dialog: it timed out at the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const staffToken = await restoreSession(page, request, "member");
  const customer = await createCustomerAsStaff(request, staffToken);
  const name = `${customer.first} ${customer.last}`;
  await openAs(page, request, "member", `/customers/${customer.id}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page
    .getByRole("group", { name: "Customer actions" })
    .getByRole("button", { name: "Add card" })
    .click();
  const question = page.locator(".ant-popover").filter({ hasText: `Add a card for ${name}?` });
  await question.getByRole("button", { name: "Add card" }).click();

  await expect(page).toHaveURL(/\/cards\/create$/);
  const banner = page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Release" }) });
  await expect(banner).toContainText(customer.email);
  const modal = await saveCardInDialog(page);
  await expect(modal).toBeHidden();
  await expect(page.getByRole("cell", { name: /Visa .*4242/ })).toBeVisible();

  await banner.getByRole("button", { name: "Release" }).click();
  // Back as the member once the banner has gone: leaving the page before, the release is cut short and the
  // session with it (the next page asked to sign in).
  await expect(banner).toBeHidden();
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByLabel("Cards").getByText(/4242/)).toBeVisible();
});
