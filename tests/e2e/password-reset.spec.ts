import { expect, type Page, test } from "@playwright/test";
import {
  signUpCustomer,
  FIRST_SCREEN,
  latestMailTo,
  linkIn,
  notice,
  savedSession,
  signIn,
  TEXT,
} from "./support";

/**
 * Forgot password → the e-mail's link → a new password (docs/panel.md, docs/api-conventions.md,
 * src/messages.ts).
 */

async function setNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Repeat the new password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Set the new password" }).click();
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a customer resets the password through the e-mailed link; the link works once", async ({
  page,
  request,
}) => {
  const person = await signUpCustomer(request, "reset");
  const since = Date.now();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/forgot-password");
  // The page itself: the sign-in page, with an "E-mail" field of its own, stays until it has loaded.
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(person.email);
  await page.getByRole("button", { name: "Send me a reset link" }).click();
  await expect(notice(page, "success", TEXT.resetEmailSent)).toBeVisible();

  // The server "sends" the e-mail as an .eml file in its data folder.
  await expect.poll(() => latestMailTo(person.email, since - 1000)).not.toBeNull();
  const mail = latestMailTo(person.email, since - 1000) ?? "";
  expect(mail).toContain("Subject: Reset your password");
  const link = linkIn(mail, "/forgot-password/confirm?token=");
  expect(link).not.toBeNull();
  const address = new URL(link ?? "");
  expect(address.pathname).toBe("/forgot-password/confirm");

  const newPassword = "Saffron-Kettle-58";
  await setNewPassword(page, address.pathname + address.search, newPassword);
  await expect(notice(page, "success", TEXT.passwordReset)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/login");

  // The old password fails, the new one works.
  await trySignIn(page, person.email, person.password);
  await expect(
    notice(page, "error", "Sign-in failed").locator(".ant-notification-notice-description"),
  ).toHaveText(TEXT.badCredentials);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await signIn(page, { email: person.email, password: newPassword });
  expect((await savedSession(page)).email).toBe(person.email);
  await expect(page).toHaveURL(FIRST_SCREEN);

  // The same link again says at once that it is used, with no form to fill in for nothing.
  await page.evaluate(() => localStorage.clear());
  await page.goto(address.pathname + address.search);
  await expect(page.getByText("This link can no longer be used")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});
