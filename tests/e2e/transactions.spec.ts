import { expect, type Page, type Request, test } from "@playwright/test";
import { cardSelect, choose, payAndSeeRefillSucceed, saveCardInDialog } from "./company-support";
import { expectNotice, menuItem, openAs } from "./support";

/**
 * The refill desk against the real server (demo company, worker in-process, simulated card processor and
 * carrier): Refill Now to success, staff fixing failed refills, the detail page's polling, and the guards.
 */

const ROUTES = ["/transactions", "/transactions/1", "/charges", "/charges/1", "/refill-now"];

test("signed out, every transaction and charge route and /refill-now send to /login", async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  }
});

test("a customer refills a line now with a card just added and sees the refill succeed", async ({
  page,
  request,
}) => {
  await openAs(page, request, "customer", "/refill-now");
  await expect(page.getByRole("heading", { name: "Refill Now" }).first()).toBeVisible();
  const line = page.getByRole("combobox", { name: "Phone number" });
  await expect(line).toBeEnabled();
  // The demo customer's first line, whatever the select shows first.
  await choose(page, line, "(555) 010-0001");

  await page.getByRole("button", { name: "Add card" }).click();
  await saveCardInDialog(page);
  await expectNotice(page, "success", "Card added");
  await expect(cardSelect(page)).toContainText("4242");

  await payAndSeeRefillSucceed(page);
  await expect(page.locator(".ant-descriptions").getByText("Refill Now", { exact: true })).toBeVisible();
});

/**
 * The table's rows once its page has arrived: a table that is loading (or still rendering the page that
 * arrived) keeps showing the rows before under its spinner.
 */
async function shownRows(page: Page) {
  await expect(page.locator(".ant-table .ant-spin-spinning")).toHaveCount(0);
  return page.locator("tr.ant-table-row");
}

/** The transaction ids of the list's rows on screen. */
async function rowIds(page: Page): Promise<number[]> {
  await expect((await shownRows(page)).first()).toBeVisible();
  const links = await page
    .locator("tr.ant-table-row a[href^='/transactions/']")
    .evaluateAll((as) => as.map((a) => Number(a.getAttribute("href")!.split("/").pop())));
  return links;
}

test("a member filters to errors, retries one and resolves another", async ({ page, request }) => {
  await openAs(page, request, "member", "/transactions");
  await page.getByRole("tab", { name: /^Error/ }).click();
  await expect(page).toHaveURL(/status/);
  // The tab's page in: every row an error (the rows before stay until it has arrived and rendered).
  const rows = await shownRows(page);
  await expect(rows.filter({ hasNotText: "Error" })).toHaveCount(0);
  await expect(rows.first()).toContainText("Error");
  const ids = await rowIds(page);
  expect(ids.length).toBeGreaterThan(1);
  // A refill whose card was declined is charged on that card again and declined again (other specs leave
  // such rows, newest first): retry one that can go through, as the member would.
  let first: number | undefined;
  for (const id of ids) {
    await page.goto(`/transactions/${id}`);
    await expect(page.getByText("Attempts", { exact: true })).toBeVisible();
    if ((await page.getByText("Your card was declined.").count()) === 0) {
      first = id;
      break;
    }
  }
  expect(first).toBeDefined();
  const second = ids.find((id) => id !== first)!;

  await page.goto(`/transactions/${first}`);
  // Retry asks first (a charge that already succeeded is not repeated); its answer is named as the action,
  // or, on a refill not paid yet, says what it charges and to which card.
  await page.getByRole("button", { name: "Retry" }).click();
  const confirm = page.locator(".ant-popover:not(.ant-popover-hidden)");
  const answer = confirm.getByRole("button", { name: /^(Retry|Charge \$\d+\.\d\d)$/ });
  const label = (await answer.textContent())!.trim();
  if (label !== "Retry") await expect(confirm).toContainText(`is charged ${label.slice("Charge ".length)}.`);
  await answer.click();
  await expectNotice(page, "success", "Transaction retried");

  await page.goto(`/transactions/${second}`);
  await page.getByRole("button", { name: "Resolve" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `Resolve transaction #${second}` });
  await dialog.getByLabel("Note").fill("Customer refunded by phone");
  await dialog.getByRole("button", { name: "Resolve" }).click();
  await expectNotice(page, "success", "Transaction resolved");
  await expect(
    page.locator(".ant-descriptions .plain-tag").getByText("Resolved", { exact: true }),
  ).toBeVisible();
  await expect(page.locator(".ant-descriptions").getByText("Customer refunded by phone")).toBeVisible();
});

test("the detail page re-fetches every 3 s while in progress and stops when left", async ({
  page,
  request,
}) => {
  await openAs(page, request, "member", "/transactions");
  const [id] = await rowIds(page);
  const detail = `/api/transactions/${id}/`;
  // The real answer, shown as still in progress: a finished refill would (rightly) not be polled.
  await page.route(`**${detail}`, async (route) => {
    const response = await route.fetch();
    const body = { ...(await response.json()), status: "in_progress" };
    await route.fulfill({ response, json: body });
  });
  const polls: number[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === detail) polls.push(Date.now());
  });

  await page.goto(`/transactions/${id}`);
  await expect(page.getByText("This refill is on its way; this page updates itself.")).toBeVisible();
  await expect.poll(() => polls.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(3);
  const gaps = polls.slice(1).map((t, i) => t - polls[i]);
  for (const gap of gaps.slice(-2)) expect(gap).toBeGreaterThan(2500);
  for (const gap of gaps.slice(-2)) expect(gap).toBeLessThan(4500);

  await menuItem(page, "Transactions").click();
  await expect(page).toHaveURL((url) => url.pathname === "/transactions");
  const left = polls.length;
  await page.waitForTimeout(7000);
  expect(polls.length).toBe(left);
});
