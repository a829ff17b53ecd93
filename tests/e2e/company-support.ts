import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { apiToken, expectNotice, signUpCustomer, uniqueEmail } from "./support";

export { sideMenu } from "./support";

/**
 * Helpers of the company-data browser tests (customers, members, phone numbers, cards, scheduled refills,
 * carriers). Everything a test creates is unique (the tests share one server and database).
 */

let counter = 0;
/** A string no other test run of this server has used: milliseconds plus a counter. */
export function unique(): string {
  counter += 1;
  return `${Date.now()}${counter}`;
}

/**
 * A 10-digit phone number that collides neither with the seed (area code + exchange 201–989, plus the
 * featured 555 010-xxxx lines) nor with other tests: 555 0 then six digits of the clock, never ending as the
 * simulated providers' special numbers do: 13 (the carrier refuses it), 99 (it moved to another operator, so
 * its refill stops before any charge: recovery.spec.ts's refill ended in error instead of waiting for the bank,
 * in one of two whole runs), 77 (reversed a minute after its success).
 */
const usedPhones = new Set<string>();
export function uniquePhone(): string {
  for (let n = Date.now(); ; n++) {
    const phone = `5550${String(n % 1_000_000).padStart(6, "0")}`;
    if (/(13|99|77)$/.test(phone) || phone.startsWith("555010") || usedPhones.has(phone)) continue;
    usedPhones.add(phone);
    return phone;
  }
}

/** 5550123456 → "(555) 012-3456", as the panel shows it. */
export const formatPhone = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** The open drop-down of an antd Select. */
const openDropdown = (page: Page) => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");

/**
 * Chooses the option whose text contains `option` in the antd Select `select` (its combobox); `search`
 * is typed first when given (selects that search on the server). A select whose options are still arriving
 * may re-draw them under the pointer and miss the click: then it is opened and clicked again until the
 * choice closes it.
 */
export async function choose(page: Page, select: Locator, option: string | RegExp, search?: string) {
  // A form drawn without antd (a customer's Refill Now) has a native select: its option is chosen by value.
  if (await select.evaluate((element) => element.tagName === "SELECT")) {
    await expect(select).toBeEnabled();
    // The placeholder (the empty choice) is disabled: it cannot be chosen, so no pattern picks it.
    const wanted = select.locator("option:not([disabled])").filter({ hasText: option }).first();
    await expect(wanted).toBeAttached();
    await select.selectOption((await wanted.getAttribute("value"))!);
    return;
  }
  // The chosen value's label lies over the input: click the select around both (waiting until it is stable,
  // so that a dialog's opening animation is over and the click cannot land on its mask).
  const wrapper = select.locator(
    "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]",
  );
  const item = openDropdown(page).locator(".ant-select-item-option").filter({ hasText: option }).first();
  await expect(async () => {
    if ((await openDropdown(page).count()) === 0) {
      await wrapper.click();
      if (search !== undefined) await select.fill(search);
    }
    await item.click({ timeout: 5000 });
    await expect(openDropdown(page)).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Fills staff's Rent Now booking (antd's form, the customer chosen first): the device `device`, Mexico, and
 * the days `start` to `end` written as the date pickers write them ("Dec 1, 2026").
 */
export async function fillRentNow(page: Page, device: string, start: string, end: string) {
  await choose(page, page.getByRole("combobox", { name: "Device" }), device, device);
  await choose(page, page.getByRole("combobox", { name: "Country" }), "Mexico", "Mexico");
  await page.getByPlaceholder("Start date").click();
  await page.getByPlaceholder("Start date").fill(start);
  await page.getByPlaceholder("Start date").press("Enter");
  await page.getByPlaceholder("End date").fill(end);
  await page.getByPlaceholder("End date").press("Enter");
}

/**
 * Fills a customer's Rent Now (drawn without antd): the device `device` and Mexico in native selects, and
 * the days `start` to `end` (YYYY-MM-DD, as a date field holds them) in its native date fields.
 */
export async function fillCustomerRentNow(page: Page, device: string, start: string, end: string) {
  await choose(page, page.getByRole("combobox", { name: "Device" }), device);
  await choose(page, page.getByRole("combobox", { name: "Country" }), "Mexico");
  await page.getByLabel("First day").fill(start);
  await page.getByLabel("Last day").fill(end);
}

/** Rent Now's Card select around its combobox: it shows the card chosen. */
export const cardSelect = (page: Page) => {
  const select = page.getByRole("combobox", { name: "Card" });
  // antd's Select shows the chosen card's label; a native select (a customer's Refill Now) its chosen option.
  return select
    .locator("xpath=ancestor::div[contains(@class,'ant-select')][1]")
    .or(select.locator("option:checked"));
};

/** Fills the open "Add a card" dialog with `number`, expiring next January, and saves it; answers the dialog. */
export async function saveCardInDialog(page: Page, number = "4242 4242 4242 4242") {
  const dialog = page.getByRole("dialog").filter({ hasText: "Add a card" });
  await dialog.getByLabel("Card number").fill(number);
  await choose(page, dialog.getByRole("combobox", { name: "Expiry month" }), "01");
  await choose(
    page,
    dialog.getByRole("combobox", { name: "Expiry year" }),
    String(new Date().getFullYear() + 1),
  );
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  return dialog;
}

/** A card saved for the customer whose token this is (simulated payments: a Stripe test number). */
export async function addCardByApi(request: APIRequestContext, token: string, number = "4242424242424242") {
  const res = await request.post("/api/payments/cards/", {
    headers: { Authorization: `Token ${token}` },
    data: { number, exp_month: 1, exp_year: new Date().getFullYear() + 1, cvc: "123" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A new customer created by staff through the API (no e-mail sent); answers its id and names. */
export async function createCustomerAsStaff(request: APIRequestContext, staffToken: string) {
  const first = "Dana";
  const last = `Staffmade${unique()}`;
  const email = uniqueEmail("staff-made");
  const res = await request.post("/api/company/customers/", {
    headers: { Authorization: `Token ${staffToken}` },
    data: { email, first_name: first, last_name: last, send_welcome_email: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, email, first, last };
}

/**
 * A fresh customer signed up through the public call (signUpCustomer), named `first` and `last` followed by
 * a unique suffix (to tell them apart on screen), and their id as staff find it, by a member's search for
 * the e-mail; answers the customer, their user id and the member's token.
 */
export async function signUpCustomerSeenByStaff(
  request: APIRequestContext,
  label: string,
  [first, last]: [first: string, last: string],
) {
  const customer = await signUpCustomer(request, label, {
    first_name: first,
    last_name: `${last}${unique()}`,
  });
  const staff = await apiToken(request, "member");
  const found = await request.get(`/api/company/customers/?search=${encodeURIComponent(customer.email)}`, {
    headers: { Authorization: `Token ${staff}` },
  });
  const [{ id: userId }] = ((await found.json()) as { results: { id: number }[] }).results;
  return { customer, userId, staff };
}

/** A line for customer `userId`, with an active plan of the demo company (staff token); answers its digits. */
export async function createLine(request: APIRequestContext, staffToken: string, userId: number) {
  const headers = { Authorization: `Token ${staffToken}` };
  const plans = await request.get("/api/plans/?is_active=true&page_size=1", { headers });
  expect(plans.status()).toBe(200);
  const [plan] = ((await plans.json()) as { results: { id: number }[] }).results;
  const number = uniquePhone();
  const res = await request.post("/api/phones/", { headers, data: { number, plan: plan.id, user: userId } });
  expect(res.status(), await res.text()).toBe(201);
  return number;
}

/** Pays on Refill Now and follows the refill to its page, until the worker has made it a success. */
export async function payAndSeeRefillSucceed(page: Page) {
  const pay = page.getByRole("button", { name: /^Pay \$\d+\.\d\d and refill$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expectNotice(page, "success", "Refill queued");
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(
    page.locator(".ant-descriptions .plain-tag").getByText("Success", { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
}
