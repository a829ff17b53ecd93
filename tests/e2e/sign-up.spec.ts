import { expect, type Page, test } from "@playwright/test";
import { signUpCustomer, menuItem, notice, savedSession, TEXT, uniqueEmail, userButton } from "./support";

/**
 * /signup/{slug}: a customer registers with the company of that slug, and is signed in (docs/panel.md,
 * docs/api-conventions.md).
 */

async function fillSignUp(
  page: Page,
  values: { first: string; last: string; email: string; password: string },
) {
  await page.getByRole("textbox", { name: "First name", exact: true }).fill(values.first);
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(values.last);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(values.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(values.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

test("signing up for demo creates a customer and signs them in", async ({ page, request }) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup/demo");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await fillSignUp(page, { first: "Jordan", last: "Quill", email, password: "Marigold-Ferry-77" });

  await expect(notice(page, "success", TEXT.registered)).toBeVisible();
  // A new customer lands on their first steps: a line, a card, a refill; the first is the one to take.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { name: "Welcome, Jordan" })).toBeVisible();
  const steps = page.getByRole("main").getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Add your phone number");
  await expect(steps.nth(0).getByRole("button", { name: "Add a phone number" })).toHaveClass(
    /ant-btn-primary/,
  );
  await expect(steps.nth(1).getByRole("button", { name: "Add a card" })).toBeVisible();
  await expect(steps.nth(2).getByRole("button", { name: "Refill Now" })).toBeVisible();
  await expect(userButton(page, "Jordan Quill")).toBeVisible();
  await expect(menuItem(page, "Phone numbers")).toBeVisible();
  await expect(menuItem(page, "Customers")).toHaveCount(0);
  const saved = await savedSession(page);
  expect(saved.email).toBe(email);

  // The server knows them as a customer of the demo company, and the saved token is theirs.
  const me = await request.get("/api/user/me/", { headers: { Authorization: `Token ${saved.token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email,
    first_name: "Jordan",
    last_name: "Quill",
    is_company_member: false,
    is_company_owner: false,
    company: { slug: "demo" },
  });
});

test("on a phone (390×844) a new customer agrees to texts as they sign up: their profile holds the number and since when", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("texts");
  await page.goto("/signup/demo");
  await page.getByRole("checkbox", { name: /Text me receipts/ }).check();
  await page.getByRole("textbox", { name: "Number for texts", exact: true }).fill("(555) 019-4411");
  const before = Date.now();
  await fillSignUp(page, { first: "Rae", last: "Texter", email, password: "Marigold-Ferry-78" });
  await expect(notice(page, "success", TEXT.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  const saved = await savedSession(page);
  const me = await request.get("/api/user/me/", { headers: { Authorization: `Token ${saved.token}` } });
  const profile = await me.json();
  expect(profile.sms_phone).toBe("5550194411");
  expect(Date.parse(profile.sms_consent_at)).toBeGreaterThanOrEqual(before - 60_000);
});

test("signing up with an address already in use shows 'Registration failed' and the server's text", async ({
  page,
  request,
}) => {
  const existing = await signUpCustomer(request, "signup-taken");
  await page.goto("/signup/demo");
  await fillSignUp(page, {
    first: "Jordan",
    last: "Quill",
    email: existing.email,
    password: "Marigold-Ferry-77",
  });

  const failure = notice(page, "error", "Registration failed");
  await expect(failure).toBeVisible();
  await expect(failure.locator(".ant-notification-notice-description")).toHaveText(
    "A user with that email already exists.",
  );
  await expect(page).toHaveURL((url) => url.pathname === "/signup/demo");
  expect((await savedSession(page)).token).toBeNull();
});

test("/signup/no-such-company says the company is unknown instead of the form", async ({ page }) => {
  await page.goto("/signup/no-such-company");
  await expect(page.getByText("Unknown company", { exact: true })).toBeVisible();
  await expect(
    page.getByText('No company uses the address "no-such-company".', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});
