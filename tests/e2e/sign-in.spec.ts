import { expect, test } from "@playwright/test";
import {
  DEMO,
  FIRST_SCREEN,
  menuItem,
  notice,
  type Role,
  savedSession,
  signIn,
  STAFF_FIRST_SCREEN,
  TEXT,
  userButton,
} from "./support";

/**
 * docs/panel.md, docs/api-conventions.md, src/messages.ts: sign-in saves the session, greets, and the menu
 * shows what the role may open.
 */

const ROLES: Array<{ role: Role; name: string; members: boolean; customers: boolean }> = [
  { role: "owner", name: "Olivia Bennett", members: true, customers: true },
  { role: "member", name: "Marcus Reed", members: false, customers: true },
  { role: "customer", name: "Alex Rivera", members: false, customers: false },
];

for (const { role, name, members, customers } of ROLES) {
  test(`the ${role} signs in with e-mail and password and sees the menu of the role`, async ({ page }) => {
    await signIn(page, role);

    const saved = await savedSession(page);
    expect(saved.token).toMatch(/^\S{20,}$/);
    expect(saved.email).toBe(DEMO[role]);
    expect(saved.phoneNumber).toBeNull();
    expect(saved.hijackToken).toBeNull();

    await expect(userButton(page, name)).toBeVisible();
    await expect(menuItem(page, "Phone numbers")).toBeVisible();
    await expect(menuItem(page, "Carriers")).toBeVisible();
    await expect(menuItem(page, "Customers")).toHaveCount(customers ? 1 : 0);
    await expect(menuItem(page, "Members")).toHaveCount(members ? 1 : 0);

    // `/` opens the first screen the role may open: staff's dashboard, a customer's transactions.
    await page.goto("/");
    await expect(page).toHaveURL(role === "customer" ? FIRST_SCREEN : STAFF_FIRST_SCREEN);
    const first = role === "customer" ? "Transactions" : "Dashboard";
    await expect(page.getByRole("heading", { name: first, exact: true })).toBeVisible();
  });
}

test("the customer signs in with phone number and PIN", async ({ page }) => {
  await page.goto("/login");
  await page.getByText("Phone and PIN", { exact: true }).click();
  await page.getByRole("textbox", { name: "Phone number", exact: true }).fill(DEMO.phone);
  await page.getByRole("textbox", { name: "PIN", exact: true }).fill(DEMO.pin);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(notice(page, "success", TEXT.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(FIRST_SCREEN);
  const saved = await savedSession(page);
  expect(saved.token).toMatch(/^\S{20,}$/);
  expect(saved.phoneNumber).toBe(DEMO.phone);
  expect(saved.email).toBeNull();
  await expect(userButton(page, "Alex Rivera")).toBeVisible();
  await expect(menuItem(page, "Customers")).toHaveCount(0);
  await expect(menuItem(page, "Members")).toHaveCount(0);
});

test("a wrong password shows the server's error and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(DEMO.member);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();

  const failure = notice(page, "error", "Sign-in failed");
  await expect(failure).toBeVisible();
  await expect(failure.locator(".ant-notification-notice-description")).toHaveText(TEXT.badCredentials);
  // …and above the form.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXT.badCredentials);
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice(page, "success", TEXT.loggedIn)).toHaveCount(0);
  expect((await savedSession(page)).token).toBeNull();
});

test("a wrong PIN shows the server's error and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByText("Phone and PIN", { exact: true }).click();
  await page.getByRole("textbox", { name: "Phone number", exact: true }).fill(DEMO.phone);
  await page.getByRole("textbox", { name: "PIN", exact: true }).fill("9999");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(
    notice(page, "error", "Sign-in failed").locator(".ant-notification-notice-description"),
  ).toHaveText(TEXT.badCredentials);
  await expect(page).toHaveURL(/\/login$/);
  expect((await savedSession(page)).token).toBeNull();
});
