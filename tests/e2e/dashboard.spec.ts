import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn, STAFF_FIRST_SCREEN } from "./support";

/**
 * The dashboard (issue 20, item 1): a member opening `/` lands on it, and a figure is what the list it links
 * to shows: the list's "N in all" (or its empty state when the figure is 0).
 */

/** A figure's card link ("Refills: 12") and the number it shows. */
async function figure(page: Page, name: string): Promise<{ link: Locator; value: number }> {
  const link = page.getByRole("link", { name: new RegExp(`^${name}: `) });
  await expect(link).toBeVisible();
  const label = (await link.getAttribute("aria-label"))!;
  return { link, value: Number(label.slice(name.length + 2).replace(/[,$]/g, "")) };
}

/**
 * How many rows the list on screen holds, as it says once its page is in: its pagination's "12 in all", or
 * 0 when it shows no row; undefined while it loads.
 */
async function listed(page: Page): Promise<number | undefined> {
  if (await page.locator(".ant-table .ant-spin-spinning").count()) return undefined;
  const total = page.getByText(/^\d+ in all$/);
  if (await total.isVisible()) return Number((await total.textContent())!.replace(" in all", ""));
  // antd's row for an empty table ("No transactions…") is classed ant-table-placeholder
  if (await page.locator(".ant-table-placeholder").isVisible()) return 0;
  return undefined;
}

/** Clicks a figure; then the list it opens, once its own page is in, must hold as many rows as the figure. */
async function expectListed(page: Page, { link, value }: { link: Locator; value: number }, api: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api && r.ok());
  await link.click();
  await answered;
  await expect.poll(() => listed(page)).toBe(value);
}

test("a member lands on the dashboard from /, and its figures are the counts of the lists they open", async ({
  page,
}) => {
  await signIn(page, "member");
  await page.goto("/");
  await expect(page).toHaveURL(STAFF_FIRST_SCREEN);
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByText(/^As of .+, in the company's time zone/)).toBeVisible();

  const refills = await figure(page, "Refills");
  await expectListed(page, refills, "/api/transactions/");
  await expect(page).toHaveURL((url) => url.pathname === "/transactions");

  await page.goBack();
  await expect(page).toHaveURL(STAFF_FIRST_SCREEN);
  const overdue = await figure(page, "Overdue");
  await expectListed(page, overdue, "/api/rental/rentals/");
  await expect(page).toHaveURL((url) => url.pathname === "/rentals");
  await expect(page.getByRole("tab", { name: /Picked Up/, selected: true })).toBeVisible();

  // 30 days: the range goes in the address, and the figure is still its list's count.
  await page.goto("/dashboard?range=30d");
  await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();
  const month = await figure(page, "Succeeded");
  await expectListed(page, month, "/api/transactions/");
  await expect(page.getByRole("tab", { name: /Success/, selected: true })).toBeVisible();
});

test("the dashboard fits a phone (two figures a row, no sideways scroll) and passes axe's WCAG A/AA rules", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "member");
  await page.goto("/dashboard?range=7d");
  await expect(page.getByRole("link", { name: /^Refills: / })).toBeVisible();
  // Far below a phone's first screen, the charts are drawn as they come near it (WhenNearView).
  await expect(page.locator("figure svg")).toHaveCount(0);
  await page.locator("figure").first().scrollIntoViewIfNeeded();
  await expect(page.locator("figure svg").first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
    cards: [...document.querySelectorAll("section .figure-card")].map((c) => c.getBoundingClientRect()),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  // two columns of figures, every card inside the screen
  expect(new Set(widths.cards.map((c) => Math.round(c.left))).size).toBe(2);
  for (const card of widths.cards) expect(card.right).toBeLessThanOrEqual(widths.view);
  await page.screenshot({ path: test.info().outputPath("phone.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator("figure svg").nth(1)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("desk.png"), fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`))).toEqual([]);
});
