import { expect, type Page } from "@playwright/test";
import { stillScreen, type Role } from "./support";
import { type Language, say } from "./texts";

/**
 * The screens a browser test walks for each role beyond the side menu (accessibility.spec.ts,
 * spanish-screens.spec.ts): the show pages a list's first row opens, and the dialogs and drawers. A new
 * dialog, drawer or show page is one line here.
 */

/** A list whose first row links to its show page (the link's href starts with `path/`). */
export const SHOW_PAGES: Record<Role, string[]> = {
  customer: ["/carriers", "/transactions", "/rentals"],
  member: ["/carriers", "/customers", "/transactions", "/charges", "/rentals"],
  owner: ["/customers"],
};

/** The first link to a record's page in a list, drawn as a table or (a customer's refills) as cards. */
export const firstRecordLink = (page: Page, list: string) =>
  page.locator(`:is(.ant-table-tbody, .list-cards) a[href^="${list}/"]`).first();

/** A button (its English name) on a screen that opens a dialog or drawer; `row`: in the first table row. */
export interface DialogStep {
  path: string;
  button: string;
  row?: boolean;
}

export const DIALOGS: Record<Role, DialogStep[]> = {
  customer: [
    { path: "/phone-numbers", button: "Add phone number" },
    { path: "/phone-numbers", button: "Edit", row: true },
    { path: "/scheduled-refills", button: "Schedule a refill" },
    { path: "/cards", button: "Add card" },
  ],
  member: [
    { path: "/phone-numbers", button: "Add phone number" },
    { path: "/phone-numbers", button: "Edit", row: true },
    { path: "/customers", button: "New customer" },
    { path: "/carriers", button: "Add carrier" },
    { path: "/carriers", button: "Edit", row: true },
    { path: "/devices", button: "Add device" },
    { path: "/devices", button: "Edit", row: true },
    { path: "/countries", button: "Add country" },
    { path: "/countries", button: "Edit", row: true },
  ],
  owner: [
    { path: "/members", button: "Invite member" },
    { path: "/fees", button: "Add fee" },
    { path: "/fees", button: "Edit", row: true },
  ],
};

/**
 * What says a screen is still arriving: antd's spinners and skeletons and the plain ones (the panel's loading
 * spinner, a card list's bars); a show page's Refresh button, disabled while its record loads (there may be
 * no spinner yet); and what says it is loading without a spinner (`aria-busy`: the planner's grid, whose week
 * buttons turn on with its answer and fade to their colours).
 */
export const ARRIVING =
  ".ant-spin-spinning:visible, .ant-skeleton-active:visible, .plain-spin:visible, .list-cards-loading:visible, " +
  '.refine-refresh-button:disabled, [aria-busy="true"]';

/**
 * Waits until the screen has finished arriving: nothing says it is loading, and no transition or animation
 * is running (a dialog half faded in, a menu item still turning blue), and still nothing says it is loading
 * once the screen stood still. A screen opens in steps (the access check draws nothing, then the spinner,
 * whose endless turning the still screen does not wait for, then the screen, busy until its answer): the
 * Planner came in while the screen stood still, busy with its week buttons off, and axe read them half-way
 * through their fade as its answer turned them on (a contrast of 2.1).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const arriving = page.locator(ARRIVING);
  for (let round = 1; ; round++) {
    await expect(arriving).toHaveCount(0);
    await stillScreen(page);
    if ((await arriving.count()) === 0) return;
    // A screen that goes on saying it loads after it stood still five times is not arriving: it is stuck.
    if (round === 5) throw new Error("settle: the screen kept saying it was loading after it stood still");
  }
}

/** Opens the step's dialog, its button named in the panel's `language`, and waits for it. */
export async function openDialog(page: Page, { path, button, row }: DialogStep, language: Language = "en") {
  await page.goto(path);
  await settle(page);
  const scope = row ? page.locator(".ant-table-tbody tr.ant-table-row").first() : page;
  const name = say(language, button);
  // A create button may be a link to the dialog's own route; its name starts with its icon's label.
  const control = scope.getByRole("button", { name }).or(scope.getByRole("link", { name }));
  await control.first().click();
  await expect(page.locator("[role='dialog']:visible").first()).toBeVisible({ timeout: 15_000 });
}
