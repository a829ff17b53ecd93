import { expect, test } from "@playwright/test";
import { expectNotice, signIn, stillScreen } from "./support";

/**
 * Disputes (issue 36): the demo company has an open dispute, due in four days (server/db/seed/disputes.ts).
 * A member on a phone (390×844) goes from the dashboard's tile to it, edits the evidence the product filled in,
 * saves it, and submits it after the confirmation; the bank now reviews it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a member opens the open demo dispute from the dashboard, edits its evidence and submits it", async ({
  page,
}) => {
  await signIn(page, "member");
  await page.getByRole("link", { name: /^Disputes needing a response: 1$/ }).click();
  await expect(page).toHaveURL(/\/disputes\?/);
  const row = page.locator("tr.ant-table-row").filter({ hasText: "Fraudulent" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("In 3 days");
  await row.getByRole("link", { name: /^#\d+$/ }).click();
  await expect(page).toHaveURL(/\/disputes\/\d+$/);
  await expect(page.getByText("Needs response").first()).toBeVisible();

  // Pre-filled from what the product knows of the customer and the refill.
  await expect(page.getByLabel("Customer e-mail")).toHaveValue(/@/);
  await expect(page.getByLabel("What was bought")).toHaveValue(/Prepaid phone refill/);
  const why = page.getByLabel("Why no refund was given");
  await why.fill("The carrier topped the line up as ordered; the customer used the service.");

  const evidence = page.getByRole("region", { name: "Evidence" });
  await evidence.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "success", "Evidence saved");
  await expect(why).toHaveValue("The carrier topped the line up as ordered; the customer used the service.");

  await stillScreen(page);
  await evidence.getByRole("button", { name: "Submit" }).click();
  const confirm = page.locator(".ant-popover").filter({ hasText: "Submit this evidence to the bank?" });
  await expect(confirm).toContainText("Submitting is final");
  await confirm.getByRole("button", { name: "Submit" }).click();
  await expectNotice(page, "success", "Evidence submitted");
  await expect(page.getByText("The evidence was submitted: the bank is reviewing it.")).toBeVisible();
  await expect(page.getByText("Under review").first()).toBeVisible();
  await expect(why).toBeDisabled();
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
