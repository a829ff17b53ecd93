import { type APIRequestContext, expect, test } from "@playwright/test";
import { addCardByApi, signUpCustomerSeenByStaff, uniquePhone } from "./company-support";
import { expectNotice, signIn, stillScreen } from "./support";

/**
 * Money back for a refill the carrier refused (against the real server: simulated processor and carrier,
 * worker in-process): the customer's refill to a number ending in 13 is charged and then fails at the
 * carrier; a member refunds and closes it, and the charge's page shows the refund.
 */

/** src/messages.ts's texts, to the letter (not imported: a change there must fail here). */
const TEXT = {
  refundedAndClosed: "Refund made, transaction closed",
  noteRequired: "Say why the money goes back.",
};

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A new customer with a card and a line ending in 13 (the simulated carrier refuses it); Refill Now on it. */
async function carrierFailure(request: APIRequestContext) {
  const { customer, userId, staff } = await signUpCustomerSeenByStaff(request, "carrier-failure", [
    "Robin",
    "Refund",
  ]);
  const plans = await request.get("/api/plans/?is_active=true&page_size=1", { headers: auth(staff) });
  const [plan] = ((await plans.json()) as { results: { id: number }[] }).results;
  const number = `${uniquePhone().slice(0, 8)}13`;
  const line = await request.post("/api/phones/", {
    headers: auth(staff),
    data: { number, plan: plan.id, user: userId },
  });
  expect(line.status(), await line.text()).toBe(201);
  await addCardByApi(request, customer.token);
  const cards = await request.get("/api/payments/cards/", { headers: auth(customer.token) });
  const [card] = ((await cards.json()) as { results: { id: number }[] }).results;
  const refill = await request.post("/api/transactions/", {
    headers: auth(customer.token),
    data: {
      phone_number: ((await line.json()) as { id: number }).id,
      plan: plan.id,
      payment_method: card.id,
    },
  });
  expect(refill.status(), await refill.text()).toBe(201);
  const { id } = (await refill.json()) as { id: number };
  // The worker charges the card, then the carrier refuses the number.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/transactions/${id}/`, { headers: auth(staff) })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe("error");
  return id;
}

test("a member refunds and closes a refill the carrier refused; the charge's page shows the refund", async ({
  page,
  request,
}) => {
  const id = await carrierFailure(request);
  await signIn(page, "member");
  await page.goto(`/transactions/${id}`);
  await expect(
    page.locator(".ant-descriptions .plain-tag").getByText("Error", { exact: true }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Refund and close" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `Refund and close transaction #${id}` });
  await expect(dialog).toContainText("Goes back to Visa •••• 4242");
  const ok = dialog.getByRole("button", { name: /^Refund \$\d+\.\d\d and close$/ });
  // The dialog zooms in, then the note's error folds away once written: each moves the button, and a
  // click on a moving button does nothing (as for a person, who waits for it to stand still).
  await stillScreen(page);
  await ok.click();
  await expect(dialog.getByText(TEXT.noteRequired)).toBeVisible();
  await dialog.getByLabel("Note").fill("The carrier refused the number: money back.");
  await expect(dialog.getByText(TEXT.noteRequired)).toBeHidden();
  await stillScreen(page);
  await ok.click();
  await expectNotice(page, "success", TEXT.refundedAndClosed);
  await expect(
    page.locator(".ant-descriptions .plain-tag").getByText("Resolved", { exact: true }),
  ).toBeVisible();
  await expect(
    page.locator(".ant-descriptions").getByText("The carrier refused the number: money back."),
  ).toBeVisible();

  // The charge's page: refunded, with its refund listed and linked.
  await page
    .locator(".ant-descriptions")
    .getByRole("link", { name: /^#\d+$/ })
    .click();
  await expect(page).toHaveURL(/\/charges\/\d+$/);
  await expect(
    page.locator(".ant-descriptions .plain-tag").getByText("Refunded", { exact: true }),
  ).toBeVisible();
  const refund = page.locator("tr.ant-table-row").filter({ hasText: "The carrier refused the number" });
  await expect(refund).toContainText("Succeeded");
  await refund.getByRole("link").click();
  await expect(page.getByText(/Refund of/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Charge #\d+ · Refill · \$\d+\.\d\d$/ })).toBeVisible();
});
