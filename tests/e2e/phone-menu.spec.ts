import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sideMenu } from "./company-support";
import { DEMO, signIn } from "./support";

/**
 * Issue 12's walk-through: the owner points the demo company's phone menu at a number with a Twilio token,
 * a member calls it from the simulator as the demo customer, keys the PIN and 1, 1, and the refill the
 * call placed is in /transactions as a succeeded phone-menu (ivr) refill.
 */
test("a member calls the phone menu as the demo customer, refills by keypad, and finds the ivr refill succeeded", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The owner points the menu at a number with a token, in the company settings, in a browser of their own.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, "owner");
  await ownerPage.goto("/settings");
  await ownerPage.getByLabel("Phone menu number").fill("+1 555 010 9999");
  await ownerPage.getByLabel("Twilio auth token").fill(randomBytes(16).toString("hex"));
  await ownerPage.getByRole("button", { name: "Save" }).click();
  await expect(ownerPage.getByText("A token is stored. It is never shown again")).toBeVisible();
  await expect(ownerPage.getByLabel("Twilio auth token")).toHaveValue("");
  await ownerContext.close();

  await signIn(page, "member");
  await sideMenu(page).getByRole("link", { name: "Phone menu" }).click();
  await expect(page).toHaveURL(/\/phone-menu$/);
  await page.getByLabel("Calling from").fill(DEMO.phone);
  await page.getByRole("button", { name: "Call" }).click();

  const heard = page.getByRole("log", { name: "What the caller hears" });
  await expect(heard).toContainText("Please enter your PIN, followed by the pound key.");
  const keypad = page.getByRole("group", { name: "Keypad" });
  for (const key of [...DEMO.pin, "#"]) await keypad.getByRole("button", { name: key, exact: true }).click();
  await expect(heard).toContainText("To refill this line with its plan, press 1.");
  await keypad.getByRole("button", { name: "1", exact: true }).click();
  await expect(heard).toContainText(
    /To refill 5 5 5 0 1 0 0 0 0 1 with .+, for \$\d+\.\d\d, charged to your default card/,
  );
  await keypad.getByRole("button", { name: "1", exact: true }).click();
  await expect(heard).toContainText("Your refill is being processed. Please hold.");
  await expect(heard).toContainText(/Your refill of \$\d+\.\d\d succeeded\. Thank you\./, {
    timeout: 60_000,
  });

  await sideMenu(page).getByRole("link", { name: "Transactions" }).click();
  await expect(page).toHaveURL(/\/transactions/);
  const row = page.getByRole("row").filter({ hasText: "Phone menu" }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Success");
});
