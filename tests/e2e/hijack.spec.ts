import { expect, type Page, test } from "@playwright/test";
import {
  type ApiCall,
  apiToken,
  DEMO,
  dismiss,
  FIRST_SCREEN,
  meStatus,
  menuItem,
  notice,
  recordApiCalls,
  restoreSession,
  savedSession,
  saveSession,
  signIn,
  STAFF_FIRST_SCREEN,
  TEXT,
  userButton,
} from "./support";

/**
 * Viewing the site as a customer (docs/panel.md): the hijack token is kept
 * apart, every call carries it while viewing, and Release gives the member's own session back.
 */

const banner = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Release" }) });

/** The demo customer as the member sees them: id and name. */
async function demoCustomerId(memberToken: string, page: Page): Promise<number> {
  const list = await page.request.get(`/api/company/customers/?search=${encodeURIComponent(DEMO.customer)}`, {
    headers: { Authorization: `Token ${memberToken}` },
  });
  expect(list.status()).toBe(200);
  return (await list.json()).results[0].id as number;
}

/** While viewing as the customer: the banner, the customer's menu and name, the saved hijack token. */
async function expectViewingAsCustomer(page: Page, hijackToken: string, ownToken: string) {
  const viewing = notice(page, "info", TEXT.viewingAsAnotherUser);
  await expect(viewing).toBeVisible();
  await dismiss(viewing);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(TEXT.viewingAsAnotherUser);
  await expect(banner(page)).toContainText(
    `You are signed in as Alex Rivera (${DEMO.customer}). Taken over by Marcus Reed.`,
  );
  await expect(userButton(page, "Alex Rivera")).toBeVisible();
  await expect(menuItem(page, "Phone numbers")).toBeVisible();
  await expect(menuItem(page, "Customers")).toHaveCount(0);
  const saved = await savedSession(page);
  expect(saved.hijackToken).toBe(hijackToken);
  // The own token stays saved, untouched.
  expect(saved.token).toBe(ownToken);
  expect(saved.email).toBe(DEMO.member);
}

/** Browse a little as the customer, so that another screen's calls go out too. */
async function browseAsCustomer(page: Page) {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/carriers/");
  await menuItem(page, "Carriers").click();
  await expect(page.getByRole("heading", { name: "Carriers" })).toBeVisible();
  expect((await listed).status()).toBe(200);
}

/**
 * Release, then: no banner, back on the page of the customer viewed as, the member's name and menu, the own
 * token on every call (but the revocation).
 */
async function releaseAndCheck(page: Page, calls: ApiCall[], hijackToken: string, ownToken: string) {
  const releasedAt = calls.length;
  await banner(page).getByRole("button", { name: "Release" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => /^\/customers\/\d+$/.test(url.pathname));
  await expect(page.getByRole("heading", { name: "Alex Rivera" })).toBeVisible();
  await expect(userButton(page, "Marcus Reed")).toBeVisible();
  await expect(menuItem(page, "Customers")).toBeVisible();
  await menuItem(page, "Customers").click();
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();

  const saved = await savedSession(page);
  expect(saved.hijackToken).toBeNull();
  expect(saved.token).toBe(ownToken);

  const after = calls.slice(releasedAt);
  // The hijack token is revoked on the server with itself…
  const revocations = after.filter((call) => call.path === "/api/user/logout/");
  expect(revocations).toEqual([
    { method: "POST", path: "/api/user/logout/", authorization: `Token ${hijackToken}` },
  ]);
  // …and everything from then on carries the member's own token again. (A call the click itself set off
  // before the revocation, a refetch as the window takes the focus, still rightly carries the hijack's.)
  const revokedAt = after.findIndex((call) => call.path === "/api/user/logout/");
  const others = after.slice(revokedAt + 1);
  expect(others.map((call) => call.path)).toContain("/api/user/me/");
  expect(others.filter((call) => call.authorization !== `Token ${ownToken}`)).toEqual([]);
  await expect.poll(() => meStatus(page.request, hijackToken)).toBe(401);
  expect(await meStatus(page.request, ownToken)).toBe(200);
}

test("a member views the site as a customer from the customer's page, then releases", async ({ page }) => {
  const calls = recordApiCalls(page);
  await signIn(page, "member");
  const ownToken = (await savedSession(page)).token ?? "";

  await menuItem(page, "Customers").click();
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(DEMO.customer);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await page.getByRole("link", { name: "Alex Rivera", exact: true }).click();
  await expect(page).toHaveURL((url) => /^\/customers\/\d+$/.test(url.pathname));

  // The hijack asks first, naming the customer; nothing is asked of the server until the member answers.
  await page.getByRole("button", { name: "View as customer" }).click();
  const question = page.locator(".ant-popover").filter({ hasText: "View the site as Alex Rivera?" });
  await expect(question).toContainText("You will act as them until you release.");
  expect(calls.filter((call) => call.path.endsWith("/hijack/"))).toEqual([]);
  const hijack = page.waitForResponse((r) => /\/api\/company\/customers\/\d+\/hijack\/$/.test(r.url()));
  await question.getByRole("button", { name: "View as customer" }).click();
  const hijackToken = ((await (await hijack).json()) as { token: string }).token;
  expect(hijackToken).not.toBe(ownToken);
  await expect(page).toHaveURL(FIRST_SCREEN);
  await expectViewingAsCustomer(page, hijackToken, ownToken);
  await browseAsCustomer(page);

  // The hijack itself is asked for with the member's token; every call after it carries the hijack's.
  const asked = calls.findIndex((call) => call.path.endsWith("/hijack/"));
  expect(calls[asked]).toMatchObject({ method: "POST", authorization: `Token ${ownToken}` });
  const viewing = calls.slice(asked + 1);
  expect(viewing.map((call) => call.path)).toEqual(
    expect.arrayContaining(["/api/user/me/", expect.stringMatching(/^\/api\/carriers\//)]),
  );
  expect(viewing.filter((call) => call.authorization !== `Token ${hijackToken}`)).toEqual([]);

  await releaseAndCheck(page, calls, hijackToken, ownToken);
});

test("/hijack/{token}/ takes over with the token of the path, then Release", async ({ page, request }) => {
  const ownToken = await restoreSession(page, request, "member");
  const customerId = await demoCustomerId(ownToken, page);
  const answer = await request.post(`/api/company/customers/${customerId}/hijack/`, {
    headers: { Authorization: `Token ${ownToken}` },
  });
  expect(answer.status()).toBe(200);
  const hijackToken = ((await answer.json()) as { token: string }).token;

  const calls = recordApiCalls(page);
  await page.goto(`/hijack/${hijackToken}/`);
  await expect(page).toHaveURL(FIRST_SCREEN);
  await expectViewingAsCustomer(page, hijackToken, ownToken);
  await browseAsCustomer(page);
  expect(calls.map((call) => call.path)).toEqual(
    expect.arrayContaining(["/api/user/me/", expect.stringMatching(/^\/api\/carriers\//)]),
  );
  expect(calls.filter((call) => call.authorization !== `Token ${hijackToken}`)).toEqual([]);

  // A reload keeps viewing as the customer (the hijack is saved).
  await page.reload();
  await expect(banner(page)).toBeVisible();
  expect(calls.filter((call) => call.authorization !== `Token ${hijackToken}`)).toEqual([]);

  await releaseAndCheck(page, calls, hijackToken, ownToken);
});

test("/hijack/{token}/ with a token the server refuses keeps the own session", async ({ page, request }) => {
  const ownToken = await restoreSession(page, request, "member");
  await page.goto("/hijack/not-a-real-token/");
  await expect(notice(page, "error", "Failed to log in as another user")).toBeVisible();
  await expect(page.getByText("Failed to log in as another user", { exact: true }).last()).toBeVisible();
  const saved = await savedSession(page);
  expect(saved.hijackToken).toBeNull();
  expect(saved.token).toBe(ownToken);
  await page.getByRole("button", { name: "Back to the panel" }).click();
  await expect(page).toHaveURL(STAFF_FIRST_SCREEN);
  await expect(userButton(page, "Marcus Reed")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

for (const broken of ["null", "", "undefined"]) {
  test(`a saved hijack of ${JSON.stringify(broken)} is released and the page reloaded`, async ({
    page,
    request,
  }) => {
    const ownToken = await apiToken(request, "member");
    await saveSession(page, { token: ownToken, email: DEMO.member, hijackToken: broken });

    const calls = recordApiCalls(page);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
    });
    await page.goto("/customers");
    await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/customers");

    // Loaded, then reloaded once by the release.
    expect(documents).toEqual(["/customers", "/customers"]);
    const saved = await savedSession(page);
    expect(saved.hijackToken).toBeNull();
    expect(saved.token).toBe(ownToken);
    await expect(banner(page)).toHaveCount(0);
    await expect(userButton(page, "Marcus Reed")).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.authorization !== `Token ${ownToken}`)).toEqual([]);
  });
}
