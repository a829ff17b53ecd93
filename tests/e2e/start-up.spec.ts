import { expect, test } from "@playwright/test";
import { choose } from "./company-support";
import { apiToken } from "./support";

/**
 * A signed-in visit asks for the profile and a list's first page while the panel's code loads
 * (App.tsx preloadSignedInPage): the screen then takes that page instead of asking again, so each list is
 * requested exactly once, and before the list's own code has arrived (the staff's variant's, where the page
 * the server sent named the screen's own module for customers: server/plugins/panel.ts).
 */
for (const { path, api, screen } of [
  { path: "/transactions", api: "/api/transactions/", screen: "StaffTransactionList" },
  { path: "/rentals", api: "/api/rental/rentals/", screen: "StaffRentalList" },
  { path: "/customers", api: "/api/company/customers/", screen: "CustomerList" },
]) {
  test(`a cold visit to ${path} requests its first page once, while the code loads`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, "member");
    await page.addInitScript((key) => window.localStorage.setItem("token", key), token);
    const lists: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === api) lists.push(req.url());
    });
    await page.goto(path);
    await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
    expect(lists).toHaveLength(1);
    // By the browser's clock: the page was asked for before the list's own code had arrived (without the
    // prefetch, only that code, once run, would ask for it).
    const timing = await page.evaluate(
      ({ api, screen }) => {
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const find = (test: (path: string) => boolean) => entries.find((e) => test(new URL(e.name).pathname));
        return {
          firstPageAsked: find((p) => p === api)?.startTime,
          screenCodeArrived: find((p) => p.startsWith(`/assets/${screen}-`))?.responseEnd,
        };
      },
      { api, screen },
    );
    expect(timing.firstPageAsked).toBeDefined();
    expect(timing.screenCodeArrived).toBeDefined();
    expect(timing.firstPageAsked!).toBeLessThan(timing.screenCodeArrived!);
  });
}

/**
 * The page the server sends for a screen a customer sees drawn without antd names the customer's variant of
 * it (common/build-manifest.ts CUSTOMER_SCREEN_MODULES, by the build's manifest): a customer's phone asks
 * for it beside the signed-in half, and it is the file the screen then runs.
 */
for (const { path, variant, drawn } of [
  { path: "/transactions", variant: "CustomerTransactionList", drawn: "list" },
  { path: "/rentals", variant: "CustomerRentalList", drawn: "list" },
  { path: "/refill-now", variant: "CustomerRefillNow", drawn: "form" },
  { path: "/rent-now", variant: "CustomerRentNow", drawn: "form" },
] as const) {
  test(`the page of ${path} names the customer's screen, which a customer's visit runs`, async ({
    page,
    request,
  }) => {
    const sent = await (await request.get(path)).text();
    const named = new RegExp(
      `<link rel="modulepreload" crossorigin href="(/assets/${variant}-[^"]+\\.js)">`,
    ).exec(sent)?.[1];
    expect(named, `${path} names ${variant}`).toBeDefined();
    const token = await apiToken(request, "customer");
    await page.addInitScript((key) => window.localStorage.setItem("token", key), token);
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.startsWith(`/assets/${variant}-`))
        scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole("main").getByRole(drawn).first()).toBeVisible();
    expect(scripts).toEqual([named]);
  });
}

test("an address with a query string is the user's: no page is guessed ahead", async ({ page, request }) => {
  const token = await apiToken(request, "member");
  await page.addInitScript((key) => window.localStorage.setItem("token", key), token);
  await page.goto("/transactions");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  // The list has written its paging and order into the address: open that address afresh.
  await expect(page).toHaveURL(/\/transactions\?./);
  const address = page.url();
  const again = await page.context().newPage();
  const lists: string[] = [];
  again.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/transactions/") lists.push(req.url());
  });
  await again.goto(address);
  await expect(again.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  expect(lists).toHaveLength(1);
});

/**
 * A customer's /transactions and Refill Now are drawn without antd (issue 40): on a phone, where the list's
 * filters fold behind one button, the cold visit downloads neither antd's frame (its runtime with the
 * theme) nor its stylesheet, which come once something drawn with antd opens (the "Add card" dialog). (On a desk its filter selects, antd's, bring them once the
 * cards are drawn.) A member's /transactions (antd's Table) asks for them as the panel starts.
 */
test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a customer's cold /transactions and Refill Now download nothing of antd's frame until a dialog needs it", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, "customer");
    await page.addInitScript((key) => window.localStorage.setItem("token", key), token);
    const antd: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.startsWith("/assets/antd-")) antd.push(req.url());
    });
    await page.goto("/transactions");
    await expect(page.getByRole("list", { name: "Transactions" }).getByRole("link").first()).toBeVisible();
    expect(antd).toEqual([]);
    await expect(page.locator("link[data-antd-styles]")).toHaveJSProperty("disabled", true);

    // A customer's Refill Now is plain too, until its "Add card" dialog (antd's, with Stripe's field) opens.
    await page.getByRole("main").getByRole("link", { name: "Refill Now" }).click();
    await choose(page, page.getByRole("combobox", { name: "Phone number" }), "(555) 010-0001");
    await expect(page.getByRole("button", { name: /^Pay \$\d+\.\d\d and refill$/ })).toBeEnabled();
    expect(antd).toEqual([]);
    await page.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByRole("dialog").filter({ hasText: "Add a card" })).toBeVisible();
    await expect(page.locator("link[data-antd-styles]")).toHaveJSProperty("disabled", false);
    expect(antd.some((url) => url.endsWith(".css"))).toBe(true);
  });
});

test("a member's cold /transactions asks for antd's frame and stylesheet", async ({ page, request }) => {
  const token = await apiToken(request, "member");
  await page.addInitScript((key) => window.localStorage.setItem("token", key), token);
  const antd: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/assets/antd-")) antd.push(req.url());
  });
  await page.goto("/transactions");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  expect(antd.filter((url) => url.endsWith(".css"))).toHaveLength(1);
  expect(antd.filter((url) => url.endsWith(".js"))).toHaveLength(1);
});

/**
 * English is dayjs's own language: as the panel starts in English nothing waits for a language file (src/i18n
 * speak), where dayjs was fetched first, a round trip before the profile and the first screen's code.
 */
test("a cold visit in English fetches no language file before the sign-in form", async ({ page }) => {
  const dayjs: string[] = [];
  page.on("request", (req) => {
    if (/^\/assets\/dayjs/.test(new URL(req.url()).pathname)) dayjs.push(req.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(dayjs).toEqual([]);
});
