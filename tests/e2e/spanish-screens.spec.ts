import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { en } from "../../src/i18n/en";
import { es } from "../../src/i18n/es";
import { englishOnly } from "../english-only";
import { DIALOGS, firstRecordLink, openDialog, settle, SHOW_PAGES } from "./screens";
import { apiToken, restoreSession, sideMenu } from "./support";

/**
 * Every screen in Spanish, as the demo company's people read it: the side menu's screens, the show pages and
 * the dialogs of screens.ts, and the customer's screens on a phone too. No text of the English catalogue
 * that Spanish writes otherwise stands on them, in the page's text or in what a field or a button says of
 * itself (placeholder, aria-label, title), nor a control named by an antd icon's English name. The web tests
 * check each screen's own area with stand-in answers; this walks the real screens with the demo company's
 * rows, where a literal left in a column or a cell shows.
 */

const ENGLISH = new Set(englishOnly(en, es));

/**
 * What the screen says: its lines of text, what its controls say of themselves, and, as "icon: <name>", a
 * control named only by an antd icon inside it ("search", "left": English in every language). What people
 * wrote or sent is data, not the interface's words, and is left out: an element marked `data-user-content`
 * (a message's subject in its recipient's language, a provider's own words, each with its `lang`).
 */
async function shownTexts(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() => {
    const data = [...document.querySelectorAll<HTMLElement>("[data-user-content]")];
    const written = data.flatMap((e) => e.innerText.split("\n").map((line) => line.trim())).filter(Boolean);
    const lines = document.body.innerText
      .split("\n")
      .map((line) => written.reduce((rest, w) => rest.replace(w, ""), line).trim());
    const said = [...document.querySelectorAll("[placeholder], [aria-label], [title]")]
      .filter((e) => !e.closest("[data-user-content]"))
      .flatMap((e) => ["placeholder", "aria-label", "title"].map((name) => e.getAttribute(name) ?? ""));
    const controls = document.querySelectorAll("button, a, [role=button], [role=tab]");
    const iconNamed = [...controls]
      .filter((c) => (c as HTMLElement).offsetParent !== null && !(c as HTMLElement).innerText.trim())
      .filter((c) => !c.closest("[aria-hidden='true']"))
      .filter((c) => !["aria-label", "aria-labelledby", "title"].some((name) => c.getAttribute(name)))
      .flatMap((c) => [...c.querySelectorAll(".anticon[aria-label]")].slice(0, 1))
      .filter((icon) => icon.getAttribute("aria-label") === icon.className.match(/anticon-([\w-]+)/)?.[1])
      .map((icon) => `icon: ${icon.getAttribute("aria-label")}`);
    return [...lines, ...said, ...iconNamed].filter(Boolean);
  });
}

async function expectSpanish(page: Page, screen: string): Promise<void> {
  const texts = await shownTexts(page);
  const english = [...new Set(texts.filter((text) => ENGLISH.has(text) || text.startsWith("icon: ")))];
  expect.soft(english, `English on ${screen}`).toEqual([]);
}

type Found = { path: string; words: string[] };

/**
 * The role's records that failed for a provider's reason, found through the API: a declined payment, a
 * failed top-up (staff: the list's filters), a failed charge (staff). Each with the Spanish words its
 * reason must show in.
 */
async function failedRecords(request: APIRequestContext, token: string, role: string): Promise<Found[]> {
  const get = async (url: string) =>
    (await request.get(url, { headers: { authorization: `Token ${token}` } })).json();
  const words = (code: keyof typeof es.problems.codes) => es.problems.codes[code];
  const found: Found[] = [];
  const declined = (
    await get("/api/transactions/?status=error&payment_error=true&page_size=50")
  ).results.find(
    (t: { payment_problem: { code: string } | null }) => t.payment_problem?.code === "card_declined",
  );
  if (declined) found.push({ path: `/transactions/${declined.id}`, words: [words("card_declined")] });
  // Found by its reason, not as the newest: a number another spec made may end in 77, which the simulated
  // aggregator reverses a minute after success (a refill error of another kind).
  const topup = (await get("/api/transactions/?status=error&refill_error=true&page_size=50")).results.find(
    (t: { refill_problem: { code: string } | null }) => t.refill_problem?.code === "topup_refused",
  );
  if (topup) found.push({ path: `/transactions/${topup.id}`, words: [words("topup_refused")] });
  if (role !== "customer") {
    expect(declined, "a declined refill in the demo company").toBeTruthy();
    expect(topup, "a refill whose top-up failed in the demo company").toBeTruthy();
    const charge = (await get("/api/charges/?status=failed&page_size=1")).results[0];
    expect(charge, "a failed charge in the demo company").toBeTruthy();
    found.push({ path: `/charges/${charge.id}`, words: [words(charge.failure_problem.code)] });
  }
  return found;
}

for (const role of ["customer", "member", "owner"] as const) {
  test(`${role}: every menu screen, show page and dialog speaks Spanish`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, role);
    const speak = (language: "en" | "es") =>
      request.patch("/api/user/me/", { headers: { authorization: `Token ${token}` }, data: { language } });
    expect((await speak("es")).status()).toBe(200);
    try {
      await restoreSession(page, request, role);
      await page.goto("/");
      const menu = sideMenu(page).getByRole("link");
      await expect(menu.first()).toBeVisible();
      const paths = await menu.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      for (const path of paths) {
        await page.goto(path);
        await expectSpanish(page, path);
      }
      for (const list of SHOW_PAGES[role]) {
        await page.goto(list);
        const first = firstRecordLink(page, list);
        await expect(first).toBeVisible();
        const href = (await first.getAttribute("href")) ?? "";
        await page.goto(href);
        await expectSpanish(page, href);
      }
      // The records that went wrong, where the processor's and the carrier's words show: a refill whose
      // payment was declined, one whose top-up failed, a failed charge. Their reasons, timeline included,
      // are the catalogue's Spanish words; staff read the provider's own words beside them, marked as data.
      for (const { path, words } of await failedRecords(request, token, role)) {
        await page.goto(path);
        for (const said of words) await expect(page.getByText(said).first()).toBeVisible();
        await expectSpanish(page, path);
      }
      for (const step of DIALOGS[role]) {
        await openDialog(page, step, "es");
        await expectSpanish(page, `${step.path} "${step.button}"${step.row ? " (row)" : ""}`);
      }
      // Customers refill from phones, where lists draw otherwise: their screens again at 390×844.
      if (role === "customer") {
        await page.setViewportSize({ width: 390, height: 844 });
        for (const path of paths) {
          await page.goto(path);
          await expectSpanish(page, `${path} on a phone`);
        }
      }
    } finally {
      // The demo people speak English to the other browser tests.
      await speak("en");
    }
  });
}
