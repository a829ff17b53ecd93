import { expect, type Page, test } from "@playwright/test";
import { addCardByApi, choose, formatPhone, sideMenu, uniquePhone } from "./company-support";
import { expectNotice, signIn, signInNewCustomer, signUpCustomer } from "./support";

const nextYear = String(new Date().getFullYear() + 1);

/** Fills and saves the "Add a card" dialog; answers the dialog. */
async function addCard(page: Page, number: string) {
  await page.getByRole("button", { name: "Add card" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Add a card" });
  await modal.getByLabel("Card number").fill(number);
  await choose(page, modal.getByRole("combobox", { name: "Expiry month" }), "01");
  await choose(page, modal.getByRole("combobox", { name: "Expiry year" }), nextYear);
  await modal.getByLabel("CVC").fill("123");
  await modal.getByRole("button", { name: "Save card" }).click();
  return modal;
}

/** The date the server schedules a monthly refill on `day` first (UTC), as the panel writes it. */
function firstRun(day: number, now = new Date()): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const date = now.getUTCDate() <= day ? new Date(Date.UTC(y, m, day)) : new Date(Date.UTC(y, m + 1, day));
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

test("a customer adds cards: listed with brand and last four; a mistyped number gets the server's error", async ({
  page,
  request,
}) => {
  await signInNewCustomer(page, request, "self-service");
  await sideMenu(page).getByRole("link", { name: "Cards" }).click();
  await expect(page).toHaveURL(/\/cards/);
  await expect(page.getByText("No saved cards yet. Add a card to pay for refills.")).toBeVisible();

  let modal = await addCard(page, "4242 4242 4242 4242");
  await expectNotice(page, "success", "Card added");
  await expect(modal).toBeHidden();
  const visa = page.getByRole("row").filter({ hasText: "Visa •••• 4242" });
  await expect(visa).toContainText(`01/${nextYear}`);
  await expect(visa).toContainText("Default");

  // A number failing the Luhn check: the server's error beside the field, nothing saved.
  modal = await addCard(page, "4242 4242 4242 4241");
  const numberField = modal.locator(".ant-form-item").filter({ has: page.getByLabel("Card number") });
  await expect(numberField).toContainText("Enter a valid card number.");
  await expect(modal).toBeVisible();
  await expectNotice(page, "error", "Failed to add card");
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "4241" })).toHaveCount(0);

  // A card that is declined at charge time is saved like any other.
  await addCard(page, "4000 0000 0000 0002");
  await expectNotice(page, "success", "Card added");
  await expect(page.getByRole("row").filter({ hasText: "Visa •••• 0002" })).toBeVisible();
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(2);
});

test("a customer adds their line and schedules a monthly refill of it", async ({ page, request }) => {
  const customer = await signUpCustomer(request, "self-service");
  const phone = uniquePhone();
  // The card through the API: the screen has its own test above.
  await addCardByApi(request, customer.token);
  await signIn(page, customer);

  // The line first.
  await sideMenu(page).getByRole("link", { name: "Phone numbers" }).click();
  await expect(page.getByText("You have no phone numbers yet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Add phone number" }).click();
  const lineModal = page.getByRole("dialog").filter({ hasText: "Add phone number" });
  await expect(lineModal.getByLabel("Customer")).toHaveCount(0);
  await lineModal.getByLabel("Phone number").fill(formatPhone(phone));
  await choose(page, lineModal.getByRole("combobox", { name: "Carrier" }), /./);
  await choose(page, lineModal.getByRole("combobox", { name: "Plan" }), /\$/);
  await lineModal.getByLabel("Nickname").fill("My phone");
  await lineModal.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "success", "Phone number added");
  await expect(page.getByRole("row").filter({ hasText: formatPhone(phone) })).toContainText("My phone");

  // The scheduled refill: line, plan, card, day.
  const today = new Date().getUTCDate();
  const day = (today % 28) + 1; // never today: the scheduler would run it at once
  await sideMenu(page).getByRole("link", { name: "Scheduled refills" }).click();
  await page.getByRole("button", { name: "Schedule a refill" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Schedule a refill" });
  await choose(page, modal.getByRole("combobox", { name: "Phone number" }), formatPhone(phone));
  await choose(page, modal.getByRole("combobox", { name: "Plan" }), /\$/);
  await choose(page, modal.getByRole("combobox", { name: "Card" }), "Visa •••• 4242");
  await modal.getByLabel("Day of the month").fill(String(day));
  // When the card is first charged is said before saving.
  await expect(modal).toContainText(`then on day ${day} of every month: the card is charged on those days.`);
  await modal.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "success", "Scheduled refill created");
  await expect(modal).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: formatPhone(phone) });
  await expect(row).toContainText("Visa •••• 4242");
  await expect(row).toContainText(" of each month");
  await expect(row).toContainText(firstRun(day));
  await expect(row).toContainText("Not run yet");
});
