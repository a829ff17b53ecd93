import { expect, test } from "@playwright/test";
import { openAs } from "./support";

/**
 * The planner on a tablet held sideways (1024 wide): the demo company's units as rows and their rentals as bars
 * over two weeks, moved a week at a time, with nothing wider than the screen; a bar opens its rental.
 */
test("the planner at 1024 wide: units as rows, rentals as bars, a week at a time, a bar opens its rental", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openAs(page, request, "member", "/planner");
  await expect(page.getByText("Planner: units and their rentals")).toBeVisible();
  const bars = page.getByRole("button", { name: /^Open rental #\d+:/ });
  await expect(bars.first()).toBeVisible();
  expect(await page.getByRole("rowheader").count()).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  const firstDay = page.getByRole("columnheader").nth(1);
  const shown = await firstDay.innerText();
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(firstDay).not.toHaveText(shown);
  await expect(bars.first()).toBeVisible();
  await page.getByRole("button", { name: "This week" }).click();
  await expect(firstDay).toHaveText(shown);

  const bar = bars.first();
  const id = (await bar.getAttribute("aria-label"))!.match(/#(\d+)/)![1];
  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/rentals/${id}$`));
});
