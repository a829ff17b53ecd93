import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 33: at 1366×768 (a laptop) the columns that matter fell off a list's right edge — Status on
 * Transactions, Total due and Balance on Rentals, Actions on Customers and Plans, Details on the audit log.
 * Every staff list keeps its status, money and actions columns inside the window; and on a 390×844 phone Rent
 * Now is no wider than the screen and its calendar moves to the next month.
 */

const LAPTOP = { width: 1366, height: 768 };

/** Each staff list (the owner's menu) and the column headers that must stay in view. */
const LISTS: Array<[path: string, headers: string[]]> = [
  ["/transactions", ["Amount", "Status"]],
  ["/rentals", ["Status", "Total due", "Balance"]],
  ["/charges", ["Amount", "Status"]],
  ["/customers", ["Status", "Actions"]],
  ["/phone-numbers", ["Actions"]],
  ["/scheduled-refills", ["Actions"]],
  ["/carriers", ["Status", "Actions"]],
  ["/devices", ["Device rate", "Deposit", "Status", "Actions"]],
  ["/countries", ["Surcharge", "Status", "Actions"]],
  ["/members", ["Actions"]],
  ["/audit-log", ["Details"]],
];

/** The header cell titled `title` (its whole text), in the list's own table. */
const header = (page: Page, title: string) =>
  page
    .locator(".ant-table-thead th:not(.ant-table-measure-cell)")
    .filter({ hasText: new RegExp(`^${title}$`) });

/** Its box lies inside the window, left to right. */
async function expectInView(page: Page, title: string) {
  const cell = header(page, title).first();
  await expect(cell, title).toBeVisible();
  const box = await cell.boundingBox();
  expect(box, title).not.toBeNull();
  expect(box!.x, title).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${title} ends inside the window`).toBeLessThanOrEqual(LAPTOP.width);
}

test("at 1366×768 every staff list keeps its status, money and actions columns inside the window", async ({
  page,
}) => {
  // Twelve lists, each loaded and measured: a walk, not one screen.
  test.setTimeout(90_000);
  await page.setViewportSize(LAPTOP);
  await signIn(page, "owner");
  for (const [path, headers] of LISTS) {
    await page.goto(path);
    await expect(page.locator(".ant-table-tbody tr.ant-table-row").first(), path).toBeVisible();
    for (const title of headers) await expectInView(page, title);
  }
  // A carrier's plans: a list inside its page.
  await page.goto("/carriers");
  await page.locator(".ant-table-tbody tr.ant-table-row a").first().click();
  await expect(page.locator(".ant-table-tbody tr.ant-table-row").first()).toBeVisible();
  for (const title of ["Price", "Status", "Actions"]) await expectInView(page, title);
});

test("at 1366×768 the owner's side menu shows Settings and Audit log, or says there is more below", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, "owner");
  const menu = page.locator(".app-sider");
  const auditLog = menu.getByRole("link", { name: "Audit log", exact: true });
  const inView = async () => {
    const box = await auditLog.boundingBox();
    return box !== null && box.y + box.height <= LAPTOP.height;
  };
  if (!(await inView())) {
    await menu.getByRole("button", { name: /More below/ }).click();
    await expect.poll(inView).toBe(true);
  }
  await expect(menu.getByRole("link", { name: "Settings", exact: true })).toBeVisible();
});

test("at 390×844 a customer's Rent Now has no sideways scroll, its date fields inside the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "customer");
  await page.goto("/rent-now");
  // Native date fields (a phone opens its own picker), not antd's calendars.
  const days = page.getByRole("group", { name: "Dates" });
  const lastDay = days.getByLabel("Last day");
  await expect(lastDay).toBeVisible();
  expect(await lastDay.getAttribute("type")).toBe("date");
  const box = await lastDay.boundingBox();
  expect(box!.x + box!.width, "the last day's field ends inside the screen").toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("at 390×844 staff's Rent Now has no sideways scroll and its calendar moves to the next month", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "member");
  await page.goto("/rent-now");
  const firstDay = page.getByRole("textbox", { name: "First day" });
  await expect(firstDay).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  await firstDay.click();
  const calendar = page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)");
  await expect(calendar).toBeVisible();
  const month = calendar.locator(".ant-picker-header-view");
  const shown = await month.innerText();
  const calendarBox = await calendar.boundingBox();
  expect(calendarBox!.x + calendarBox!.width, "the calendar ends inside the screen").toBeLessThanOrEqual(390);
  const next = calendar.getByRole("button", { name: "Next month" });
  const arrow = await next.boundingBox();
  expect(arrow!.x + arrow!.width, "the next-month arrow is on screen").toBeLessThanOrEqual(390);
  await next.click();
  await expect(month).not.toHaveText(shown);
  await expect(calendar.getByText(/Greyed days:/)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
