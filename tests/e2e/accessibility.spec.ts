import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  chooseFromUserMenu,
  DEMO,
  menuItem,
  restoreSession,
  type Role,
  sideMenu,
  userButton,
} from "./support";
import { DIALOGS, firstRecordLink, openDialog, settle, SHOW_PAGES } from "./screens";

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on every screen of each role: no serious or critical violation.
 * Each screen's count is printed ("axe <screen>: <n>") so that a change in the palette can be measured.
 *
 * A new screen in the side menu is checked without touching this file (every menu entry is visited). A
 * new dialog, drawer or show page is one line in DIALOGS or SHOW_PAGES (screens.ts).
 */

const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const SIGNED_OUT = [
  "/login",
  "/signup/demo",
  "/forgot-password",
  "/forgot-password/confirm?token=not-a-real-token",
  "/privacy-policy",
  "/terms-and-conditions",
  "/no-such-page",
];

/** The demo users' names in the header (they open the profile dialog). */
const NAMES: Record<Role, string> = {
  owner: "Olivia Bennett",
  member: "Marcus Reed",
  customer: "Alex Rivera",
};

/** Runs axe on what is on screen; prints the count; a soft failure listing each rule and its elements. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const count = serious.reduce((n, v) => n + v.nodes.length, 0);
  console.log(`axe ${screen}: ${count}`);
  expect
    .soft(
      serious.flatMap((v) =>
        v.nodes.map(
          (node) =>
            `${v.id} (${v.impact}) ${node.target.join(" ")}: ${node.failureSummary?.split("\n").at(-1)?.trim()}`,
        ),
      ),
      `serious or critical WCAG A/AA violations on ${screen}`,
    )
    .toEqual([]);
}

/** The side menu's entries (their labels), as the signed-in user sees them. */
async function menuLabels(page: Page): Promise<string[]> {
  const links = sideMenu(page).getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.allTextContents();
}

async function openFromMenu(page: Page, label: string): Promise<void> {
  const link = menuItem(page, label);
  const href = await link.getAttribute("href");
  // OPEN (see docs/panel.md, "Known problems"): in CI's member walk the click on Countries right after axe on
  // Devices sometimes left the address on /devices (3 runs of 4 on 28 Nov 2026, under load; never with
  // navigation logging on). This walk is about accessibility, so it clicks again rather than fail there.
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

async function signedIn(page: Page, role: Role): Promise<void> {
  await restoreSession(page, page.request, role);
  await page.goto("/");
  await expect(userButton(page, NAMES[role])).toBeVisible();
}

test("signed out: sign-in, sign-up, password reset, legal and not-found pages", async ({ page }) => {
  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await expect(page.locator("#root button, #root a").first()).toBeVisible();
    await expectAccessible(page, `signed out ${path}`);
  }
});

for (const role of ["customer", "member", "owner"] as const) {
  test(`${role}: every menu screen, show pages, dialogs, the profile`, async ({ page }) => {
    // Every menu screen (now Messages and the Planner too), show page and dialog, each checked by axe.
    test.setTimeout(420_000);
    await signedIn(page, role);

    for (const label of await menuLabels(page)) {
      await openFromMenu(page, label);
      await expectAccessible(page, `${role} ${label}`);
    }

    for (const list of SHOW_PAGES[role]) {
      await page.goto(list);
      const listTitle = await page.locator("h4").first().textContent();
      await firstRecordLink(page, list).click();
      await expect(page).toHaveURL(new RegExp(`${list}/\\d+`));
      // The list stays on screen while the show page's code loads: wait for the show page itself.
      await expect(page.locator("h4", { hasText: new RegExp(`^${listTitle}$`) })).toHaveCount(0);
      await expectAccessible(page, `${role} ${list}/:id`);
    }

    for (const step of DIALOGS[role]) {
      await openDialog(page, step);
      await expectAccessible(page, `${role} ${step.path} "${step.button}"${step.row ? " (row)" : ""}`);
    }

    await page.goto("/");
    await chooseFromUserMenu(page, NAMES[role], "Profile");
    await expect(page.getByRole("dialog", { name: "Your profile" })).toBeVisible();
    await expectAccessible(page, `${role} profile dialog`);
  });
}

test("member viewing the site as a customer: the hijack banner", async ({ page }) => {
  await signedIn(page, "member");
  await page.goto(`/customers?search=${encodeURIComponent(DEMO.customer)}`);
  await page.locator('.ant-table-tbody a[href^="/customers/"]').first().click();
  await page.getByRole("button", { name: "View as customer" }).click();
  await page.locator(".ant-popover").getByRole("button", { name: "View as customer" }).click();
  const banner = page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Release" }) });
  await expect(banner).toBeVisible();
  await expectAccessible(page, "hijack banner");
});
