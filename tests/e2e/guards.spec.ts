import { expect, type Page, test } from "@playwright/test";
import { DEMO, FIRST_SCREEN, notice, restoreSession, STAFF_FIRST_SCREEN, TEXT } from "./support";

/**
 * The navigation rules of docs/panel.md, against the real server. The signed-in cases restore a saved session
 * (the panel's own start-up path); signing in through the form is covered by sign-in.spec.ts.
 */

/** The layout routes that have a screen today (transactions, rentals and charges have none yet). */
const LAYOUT_ROUTES = {
  "for everyone signed in": [
    "/",
    "/phone-numbers",
    "/scheduled-refills",
    "/carriers",
    "/carriers/1",
    "/cards",
  ],
  "for staff": ["/customers", "/customers/1", "/members", "/settings", "/devices", "/countries", "/fees"],
};

const signInForm = (page: Page) => page.getByRole("button", { name: "Sign in" });
/** Where `/` lands: a customer's transactions, staff's dashboard. */
const onFirstScreen = async (page: Page, staff = true) => {
  await expect(page).toHaveURL(staff ? STAFF_FIRST_SCREEN : FIRST_SCREEN);
  await expect(page.getByRole("heading", { name: staff ? "Dashboard" : "Transactions" })).toBeVisible();
};
const notFound = (page: Page) => page.getByText("Page not found", { exact: true });

for (const [which, routes] of Object.entries(LAYOUT_ROUTES)) {
  test(`signed out, the layout routes ${which} send to /login`, async ({ page }) => {
    for (const route of routes) {
      await page.goto(route);
      await expect(page, route).toHaveURL((url) => url.pathname === "/login");
      await expect(signInForm(page)).toBeVisible();
    }
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
}

test("signed out, /customers → /login, and signing in there goes back to /customers", async ({ page }) => {
  await page.goto("/customers");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(DEMO.member);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  await signInForm(page).click();
  await expect(notice(page, "success", TEXT.loggedIn)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/customers");
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
});

test("signed in, /login and /signup/demo send to /", async ({ page, request }) => {
  await restoreSession(page, request, "member");
  for (const route of ["/login", "/signup/demo", "/signup/no-such-company"]) {
    await page.goto(route);
    await onFirstScreen(page);
    await expect(signInForm(page)).toHaveCount(0);
  }
});

test("a customer opening /customers, /customers/{id} or /members is sent to /", async ({ page, request }) => {
  const staff = await request.post("/api/user/token/", {
    data: { email: DEMO.member, password: DEMO.password },
  });
  const list = await request.get(`/api/company/customers/?search=${encodeURIComponent(DEMO.customer)}`, {
    headers: { Authorization: `Token ${(await staff.json()).token}` },
  });
  const customerId = (await list.json()).results[0].id as number;

  await restoreSession(page, request, "customer");
  for (const route of ["/customers", `/customers/${customerId}`, "/members", "/settings", "/dashboard"]) {
    await page.goto(route);
    await onFirstScreen(page, false);
  }
  await expect(page.getByRole("heading", { name: "Customers" })).toHaveCount(0);
});

test("a member opening /members is sent to /; the owner opens it", async ({ page, request }) => {
  await restoreSession(page, request, "member");
  await page.goto("/members");
  await onFirstScreen(page);
  await page.goto("/customers");
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();

  await restoreSession(page, request, "owner");
  await page.goto("/members");
  await expect(page).toHaveURL((url) => url.pathname === "/members");
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
});

test("an unknown path shows the not-found page, signed out and signed in", async ({ page, request }) => {
  for (const route of ["/no-such-page", "/customers/1/no-such-tab", "/signup"]) {
    await page.goto(route);
    await expect(notFound(page), route).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === route);
  }

  await restoreSession(page, request, "owner");
  await page.goto("/no-such-page");
  await expect(notFound(page)).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await page.getByRole("button", { name: "Go to the home page" }).click();
  await onFirstScreen(page);
});
