import { expect, test } from "@playwright/test";
import { sideMenu, unique } from "./company-support";
import { expectNotice, latestMailTo, linkIn, signIn, STAFF_FIRST_SCREEN, TEXT, uniqueEmail } from "./support";

test("an owner invites a member, who sets a password from the e-mail and signs in as a member", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("invitee");
  const last = `Invitee${unique()}`;
  const password = `new-pass-${unique()}`;
  const since = Date.now() - 1000;

  await signIn(page, "owner");
  await sideMenu(page).getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/members/);
  await page.getByRole("button", { name: "Invite member" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Invite a member" });
  await modal.getByRole("textbox", { name: "E-mail" }).fill(email);
  await modal.getByLabel("First name").fill("Jordan");
  await modal.getByLabel("Last name").fill(last);
  await modal.getByRole("button", { name: "Send invitation" }).click();
  await expectNotice(page, "success", "Invitation sent");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invitation pending");
  await expect(row).toContainText("Member");

  // The invitation e-mail and its set-password link.
  await expect.poll(() => latestMailTo(email, since)).not.toBeNull();
  const eml = latestMailTo(email, since)!;
  expect(eml).toContain("You are invited to join");
  const link = linkIn(eml, "/forgot-password/confirm?token=");
  expect(link).not.toBeNull();

  // The invitee, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const invitee = await context.newPage();
  try {
    await invitee.goto(link!);
    await expect(invitee.getByRole("heading", { name: "Choose your password" })).toBeVisible();
    await invitee.getByLabel("Password", { exact: true }).fill(password);
    await invitee.getByLabel("Repeat the password").fill(password);
    await invitee.getByRole("button", { name: "Set my password" }).click();
    await expectNotice(invitee, "success", TEXT.passwordReset);
    await expect(invitee).toHaveURL(/\/login/);

    // a new member lands where staff do
    await signIn(invitee, { email, password }, STAFF_FIRST_SCREEN);
    await expect(sideMenu(invitee).getByRole("link", { name: "Customers" })).toBeVisible();
    await expect(sideMenu(invitee).getByRole("link", { name: "Phone numbers" })).toBeVisible();
    await expect(sideMenu(invitee).getByRole("link", { name: "Members" })).toHaveCount(0);
  } finally {
    await context.close();
  }

  // The owner sees the invitation accepted.
  await page.reload();
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Invitation pending");
});

test("a member opening /members is sent to the home page", async ({ page }) => {
  await signIn(page, "member");
  await expect(sideMenu(page).getByRole("link", { name: "Members" })).toHaveCount(0);
  // Where "/" sends a member (the first section open to them).
  await page.goto("/");
  await expect(page).not.toHaveURL(/\/$/);
  const home = new URL(page.url()).pathname;
  await page.goto("/members");
  await expect.poll(() => new URL(page.url()).pathname).toBe(home);
  await expect(page.getByRole("heading", { name: "Members" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Invite member" })).toHaveCount(0);
});
