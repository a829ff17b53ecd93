import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** The temporary data folder of the server under test (its mail/ holds the .eml files it "sent"). */
export function serverDataDir(): string {
  return fs
    .readFileSync(path.join(os.tmpdir(), `refill-e2e-data-dir-${process.env.E2E_PORT ?? "8787"}`), "utf8")
    .trim();
}

/** The newest .eml written to `to` after `since` (ms), or null. */
export function latestMailTo(to: string, since = 0): string | null {
  const dir = path.join(serverDataDir(), "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml") && f.includes(to.replace(/[^a-z0-9@._-]/gi, "_")))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .filter((x) => x.t >= since)
    .sort((a, b) => a.t - b.t);
  const last = files.at(-1);
  return last ? fs.readFileSync(path.join(dir, last.f), "utf8") : null;
}

/** The first link in a message whose path starts with `pathPrefix` (quoted-printable soft breaks undone). */
export function linkIn(eml: string, pathPrefix: string): string | null {
  const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`).exec(
    text,
  );
  return m ? m[0] : null;
}

export const DEMO = {
  password: "demo-pass-1",
  owner: "owner@demo.test",
  member: "member@demo.test",
  customer: "customer@demo.test",
  phone: "5550100001",
  pin: "1234",
  secondOwner: "owner@second.test",
};

/**
 * The notices the product's catalogue gives, written out here to the letter (spelling "succesfully" included)
 * rather
 * than imported from src/messages.ts, so that a change there shows up as a failure here.
 */
export const TEXT = {
  loggedIn: "You've succesfully logged in",
  registered: "You've succesfully registered new account",
  userUpdated: "Succesfully updated user data",
  resetEmailSent: "We've sent you an email. Please check your inbox.",
  passwordReset: "You've succesfully reset your password",
  viewingAsAnotherUser: "You are viewing site as another user",
  unableToAuthenticate: "Unable to authenticate",
  badCredentials: "Unable to log in with provided credentials.",
  invalidResetToken: "Invalid or expired token.",
} as const;

export type Role = "owner" | "member" | "customer";

/** An account to sign in with: a demo role, or e-mail + password (an account a test created). */
export type Who = Role | { email: string; password: string };

const credentials = (who: Who) =>
  typeof who === "string" ? { email: DEMO[who], password: DEMO.password } : who;

/**
 * Waits until nothing on the page moves: no transition or animation running for 10 frames in a row (a
 * dialog zooming in, a field's error folding away). A click while the button still moves lands where it
 * was, not where it is, and does nothing; a person waits for the dialog to stand still, and so does a test.
 */
export async function stillScreen(page: Page): Promise<void> {
  // A motion starts a frame or two after its element is in the page: quiet frames are counted, not one.
  await page.evaluate(() => Object.assign(window, { quietFrames: 0 }));
  await page.waitForFunction(() => {
    const busy = document
      .getAnimations()
      .some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
    const counter = window as unknown as { quietFrames: number };
    counter.quietFrames = busy ? 0 : counter.quietFrames + 1;
    return counter.quietFrames >= 10;
  });
}

/** The success, error or info notice (antd notification) whose title is exactly `title`. */
export function notice(page: Page, type: "success" | "error" | "info", title: string): Locator {
  return page
    .locator(`.ant-notification-notice-${type}`)
    .filter({ has: page.locator(".ant-notification-notice-message").getByText(title, { exact: true }) });
}

/** The `type` notice titled `title` is shown; then it is closed (see dismiss). */
export async function expectNotice(
  page: Page,
  type: "success" | "error" | "info",
  title: string,
): Promise<void> {
  const shown = notice(page, type, title);
  await expect(shown).toBeVisible();
  await dismiss(shown);
}

/**
 * Closes a notice with its close button, as a user would: notices sit at the bottom centre for their 5 s, over
 * whatever lies there. A request's notice may be replaced under its key by what followed
 * it (a refill's outcome replaces "Refill queued" once the page sees the refill settle): gone by either way
 * is what the caller waits for, so a close button that went with its notice is no failure.
 */
export async function dismiss(shown: Locator): Promise<void> {
  // Its entry motion over first: a click while the close button still slides in lands beside it, on the
  // notice, whose timer then waits for the pointer to leave (CI saw one stay).
  await stillScreen(shown.page());
  await shown
    .locator(".ant-notification-notice-close")
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(shown).toHaveCount(0);
}

/**
 * Signs in through /login with e-mail and password; resolves on the first screen after it (`lands`: staff's
 * for the demo's member and owner, a customer's otherwise), greeting closed.
 */
export async function signIn(
  page: Page,
  who: Who,
  lands = who === "member" || who === "owner" ? STAFF_FIRST_SCREEN : FIRST_SCREEN,
): Promise<void> {
  const { email, password } = credentials(who);
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const greeting = notice(page, "success", TEXT.loggedIn);
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(lands);
  await dismiss(greeting);
}

/**
 * Where `/` lands for a customer (docs/panel.md): their transactions. The list then adds its paging and
 * sorting to the query string.
 */
export const FIRST_SCREEN = (url: URL) => url.pathname === "/transactions";

/** Where `/` lands for staff (members and owners): the dashboard. */
export const STAFF_FIRST_SCREEN = (url: URL) => url.pathname === "/dashboard";

/** POST /api/user/token/: the token of an e-mail sign-in. */
export async function apiToken(request: APIRequestContext, who: Who): Promise<string> {
  const response = await request.post("/api/user/token/", { data: credentials(who) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export interface NewCustomer {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  token: string;
}

let created = 0;
/** A unique e-mail address (the suite shares one database). */
export function uniqueEmail(label: string): string {
  created += 1;
  return `e2e-${label}-${Date.now()}-${created}@example.test`;
}

/**
 * Registers a fresh customer of the demo company through the public sign-up call (POST /api/user/create/);
 * `names` to tell several apart on screen.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  label: string,
  names: { first_name: string; last_name: string } = { first_name: "Robin", last_name: "Fairweather" },
): Promise<NewCustomer> {
  const person = { email: uniqueEmail(label), password: "Tangerine-Lamp-42", ...names };
  const response = await request.post("/api/user/create/", { data: { ...person, company_slug: "demo" } });
  expect(response.status(), await response.text()).toBe(201);
  return { ...person, token: ((await response.json()) as { token: string }).token };
}

/** Registers a fresh customer (signUpCustomer) and signs them in through /login (signIn); answers the customer. */
export async function signInNewCustomer(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<NewCustomer> {
  const person = await signUpCustomer(request, label);
  await signIn(page, person);
  return person;
}

/** The panel's saved session keys (null when absent). */
export async function savedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem("token"),
    email: localStorage.getItem("email"),
    phoneNumber: localStorage.getItem("phoneNumber"),
    hijackToken: localStorage.getItem("hijackToken"),
  }));
}

/** The side menu (the layout's sider, src/components/layout/AppMenu.tsx): a navigation landmark of links. */
export const sideMenu = (page: Page) => page.locator(".app-sider").getByRole("navigation");

/** An entry of the side menu (a link inside the menu). */
export function menuItem(page: Page, label: string): Locator {
  return sideMenu(page).getByRole("link", { name: label, exact: true });
}

/** The header's button with the signed-in user's name (opens Profile / Sign out). */
export function userButton(page: Page, name: string): Locator {
  return page.locator(".app-header").getByRole("button", { name });
}

/**
 * Chooses `entry` ("Profile", "Sign out") in the header's user menu. antd slides the menu in and places it
 * again whenever the page scrolls; a click while it is still arriving made Playwright scroll the page to
 * reach it, the menu moved under the pointer between press and release, and the click landed on nothing
 * (seen in CI: the profile dialog never opened, the sign-out never happened). So: wait until the menu sits
 * still in view, then click.
 */
export async function chooseFromUserMenu(page: Page, name: string, entry: string): Promise<void> {
  await userButton(page, name).click();
  const menu = page.locator(".app-header").getByRole("menu");
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.getByRole("menuitem", { name: entry }).click();
}

/**
 * Saves a session the way the panel does after a sign-in (localStorage `token` and `email`), from a light
 * public page, without loading anything else: the next page load restores it (docs/panel.md).
 */
export async function saveSession(page: Page, saved: Record<string, string>): Promise<void> {
  await page.goto("/privacy-policy");
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, saved);
}

/** Signs `who` in through the API and saves the session in the page (see saveSession). */
export async function restoreSession(page: Page, request: APIRequestContext, who: Who): Promise<string> {
  const token = await apiToken(request, who);
  await saveSession(page, { token, email: credentials(who).email });
  return token;
}

/** Restores `who`'s session (restoreSession) and opens `path`; answers the token. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  who: Who,
  path: string,
): Promise<string> {
  const token = await restoreSession(page, request, who);
  await page.goto(path);
  return token;
}

export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/api/user/me/`. */
  path: string;
  /** The Authorization header it carried, if any. */
  authorization: string | undefined;
}

/** Every API request the page makes from now on, in order (a live array). */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    calls.push({
      method: request.method(),
      path: url.pathname + url.search,
      authorization: request.headers().authorization,
    });
  });
  return calls;
}

/** GET /api/user/me/ with that token: its status (200 while the server takes it, 401 once it is gone). */
export async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get("/api/user/me/", { headers: { Authorization: `Token ${token}` } })).status();
}
