import { expect, test } from "@playwright/test";
import {
  dismiss,
  DEMO,
  meStatus,
  notice,
  restoreSession,
  savedSession,
  saveSession,
  signInNewCustomer,
  TEXT,
  chooseFromUserMenu,
} from "./support";

/** The saved session going bad, and signing out (docs/panel.md, docs/api-conventions.md, src/messages.ts). */

test("a saved token the server refuses ends at /login with 'Unable to authenticate', the session cleared", async ({
  page,
}) => {
  await saveSession(page, { token: "0123456789abcdef-not-a-token", email: DEMO.member });
  await page.goto("/customers");

  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await expect(notice(page, "error", TEXT.unableToAuthenticate)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const saved = await savedSession(page);
  expect(saved.token).toBeNull();
  expect(saved.email).toBeNull();
});

test("signing out from the header returns to /login and the token stops working", async ({
  page,
  request,
}) => {
  await signInNewCustomer(page, request, "signout");
  const { token } = await savedSession(page);
  expect(token).not.toBeNull();
  expect(await meStatus(request, token ?? "")).toBe(200);

  await chooseFromUserMenu(page, "Robin Fairweather", "Sign out");

  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // Nothing of the page left behind: the next person to sign in is not sent there.
  expect(new URL(page.url()).search).toBe("");
  expect(await savedSession(page)).toEqual({
    token: null,
    email: null,
    phoneNumber: null,
    hijackToken: null,
  });
  expect(await meStatus(request, token ?? "")).toBe(401);
  // The layout stays closed.
  await page.goto("/phone-numbers");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("signing out while viewing as a customer ends both the hijack and the own token", async ({
  page,
  request,
}) => {
  const ownToken = await restoreSession(page, request, "member");
  const customers = await request.get(`/api/company/customers/?search=${encodeURIComponent(DEMO.customer)}`, {
    headers: { Authorization: `Token ${ownToken}` },
  });
  const id = (await customers.json()).results[0].id as number;
  const hijack = await request.post(`/api/company/customers/${id}/hijack/`, {
    headers: { Authorization: `Token ${ownToken}` },
  });
  const hijackToken = (await hijack.json()).token as string;
  await page.goto(`/hijack/${hijackToken}/`);
  const viewing = notice(page, "info", TEXT.viewingAsAnotherUser);
  await expect(viewing).toBeVisible();
  await dismiss(viewing);

  await chooseFromUserMenu(page, "Alex Rivera", "Sign out");

  await expect(page).toHaveURL((url) => url.pathname === "/login");
  expect(await savedSession(page)).toEqual({
    token: null,
    email: null,
    phoneNumber: null,
    hijackToken: null,
  });
  expect(await meStatus(request, hijackToken)).toBe(401);
  expect(await meStatus(request, ownToken)).toBe(401);
});
