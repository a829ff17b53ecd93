import { expect, type Page, test } from "@playwright/test";
import { sideMenu } from "./company-support";
import { signIn } from "./support";

/** From the carriers list to Lyca Mobile's page; answers its Plans card. */
async function openLyca(page: Page) {
  await sideMenu(page).getByRole("link", { name: "Carriers" }).click();
  await expect(page).toHaveURL(/\/carriers/);
  await expect(page.getByRole("link", { name: "H2O Wireless" })).toBeVisible();
  await page.getByRole("link", { name: "Lyca Mobile" }).click();
  await expect(page).toHaveURL(/\/carriers\/\d+$/);
  await expect(page.getByRole("heading", { name: "Lyca Mobile" })).toBeVisible();
  const plans = page.locator(".ant-card").filter({ has: page.getByText("Plans", { exact: true }) });
  const starter = plans.getByRole("row").filter({ hasText: "Lyca $19 Starter 30 days" });
  await expect(starter).toContainText("$19.00");
  await expect(plans.getByRole("row").filter({ hasText: "Unlimited Talk & Text 30 days" })).toContainText(
    "$25.00",
  );
  return plans;
}

test("a customer sees a carrier's plans read-only", async ({ page }) => {
  await signIn(page, "customer");
  const plans = await openLyca(page);
  await expect(plans.getByRole("row").filter({ hasText: "Legacy" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Add plan|Add carrier|Edit|Deactivate/ })).toHaveCount(0);
  await sideMenu(page).getByRole("link", { name: "Carriers" }).click();
  await expect(page.getByRole("link", { name: "Lyca Mobile" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Add carrier|Edit|Deactivate/ })).toHaveCount(0);
});

test("staff see the same carrier page with its plan actions", async ({ page }) => {
  await signIn(page, "member");
  const plans = await openLyca(page);
  await expect(plans.getByRole("button", { name: "Add plan" })).toBeVisible();
  await expect(
    plans
      .getByRole("row")
      .filter({ hasText: "Lyca $19 Starter 30 days" })
      .getByRole("button", { name: "Edit" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" }).first()).toBeVisible();
});
