import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import dayjs from "dayjs";
import { choose, formatPhone, unique, uniquePhone } from "./company-support";
import { apiToken, dismiss, stillScreen, uniqueEmail } from "./support";
import { type Language, say, sayKey, sayPattern } from "./texts";

/**
 * A new customer's whole journey on a phone (390×844), in English and in Spanish (issue 21): signing up,
 * the first steps (a line, a card), Refill Now, Rent Now and the rental's receipt. On every screen nothing is
 * wider than the phone, axe finds no serious violation, and a screenshot is kept with the test's results.
 * Spanish is chosen on the sign-up page's language button, as a visitor would.
 */

const PHONE = { width: 390, height: 844 };

/** Nothing reaches past the screen's right edge: the page never scrolls sideways (the culprits named). */
async function expectFitsThePhone(page: Page, screen: string) {
  const wider = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} (${e.getBoundingClientRect().right}px)`,
      );
  });
  expect(wider, `${screen} is wider than the phone`).toEqual([]);
}

/** Each screen of the journey: still, then measured, checked by axe and photographed. */
async function look(page: Page, info: TestInfo, language: Language, screen: string) {
  await stillScreen(page);
  await expectFitsThePhone(page, screen);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `${screen}: axe`,
  ).toEqual([]);
  // Kept in the test's output folder (test-results/), passing or not: the screens as a customer saw them.
  const path = info.outputPath(`${language}-${screen}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(`${language}-${screen}`, { path, contentType: "image/png" });
}

/** A notice (antd notification) with this title, then closed. */
async function expectNoticeSaying(page: Page, type: "success" | "error", title: string | RegExp) {
  const shown = page
    .locator(`.ant-notification-notice-${type}`)
    .filter({ has: page.locator(".ant-notification-notice-message").getByText(title, { exact: true }) });
  await expect(shown).toBeVisible();
  await dismiss(shown);
}

for (const language of ["en", "es"] as const) {
  test(`a new customer on a phone, in ${language === "en" ? "English" : "Spanish"}: signs up, adds a line and a card, refills, rents and opens the receipt`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(150_000);
    const s = (english: string) => say(language, english);
    // A device of its own, so that the demo's bookings never make the dates unavailable.
    const staff = await apiToken(request, "member");
    const deviceName = `E2E Phone Hotspot ${unique()}`;
    const device = await request.post("/api/rental/devices/", {
      headers: { Authorization: `Token ${staff}` },
      data: { name: deviceName, kind: "hotspot", daily_rate: "9.00", deposit: "50.00", stock: 2 },
    });
    expect(device.status(), await device.text()).toBe(201);

    await page.setViewportSize(PHONE);
    await page.goto("/signup/demo");
    if (language === "es") {
      await page.getByRole("button", { name: "Español" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    }
    await expect(page.getByRole("heading", { name: s("Create your account") })).toBeVisible();
    await look(page, info, language, "sign-up");
    await page.getByRole("textbox", { name: s("First name") }).fill("Jordan");
    await page.getByRole("textbox", { name: s("Last name") }).fill(`Phone${unique()}`);
    await page
      .getByRole("textbox", { name: s("E-mail"), exact: true })
      .fill(uniqueEmail(`phone-${language}`));
    await page.getByRole("textbox", { name: s("Password"), exact: true }).fill("Marigold-Ferry-77");
    await page.getByRole("button", { name: s("Sign up") }).click();
    await expectNoticeSaying(page, "success", s("You've succesfully registered new account"));

    // First steps: a line.
    await expect(page).toHaveURL(/\/welcome$/);
    const steps = page.getByRole("main").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await look(page, info, language, "first-steps");
    await steps
      .nth(0)
      .getByRole("button", { name: s("Add a phone number") })
      .click();
    const lineDialog = page
      .getByRole("dialog")
      .filter({ hasText: sayKey(language, "phoneNumbers.form.addTitle") });
    const phone = uniquePhone();
    await lineDialog.getByLabel(s("Phone number")).fill(formatPhone(phone));
    await choose(page, lineDialog.getByRole("combobox", { name: s("Carrier") }), /./);
    await choose(page, lineDialog.getByRole("combobox", { name: s("Plan") }), /\$/);
    await look(page, info, language, "add-line");
    await lineDialog.getByRole("button", { name: s("Save") }).click();
    await expectNoticeSaying(page, "success", s("Phone number added"));

    // A card.
    await page.goto("/welcome");
    await expect(steps.nth(0)).toContainText(sayKey(language, "welcome.done"));
    await steps
      .nth(1)
      .getByRole("button", { name: s("Add a card") })
      .click();
    const cardDialog = page.getByRole("dialog").filter({ hasText: sayKey(language, "cards.add.title") });
    await cardDialog.getByLabel(s("Card number")).fill("4242 4242 4242 4242");
    await choose(page, cardDialog.getByRole("combobox", { name: s("Expiry month") }), "01");
    await choose(
      page,
      cardDialog.getByRole("combobox", { name: s("Expiry year") }),
      String(new Date().getFullYear() + 1),
    );
    await cardDialog.getByLabel(s("CVC")).fill("123");
    await look(page, info, language, "add-card");
    await cardDialog.getByRole("button", { name: s("Save card") }).click();
    await expectNoticeSaying(page, "success", s("Card added"));

    // The refill: the price stands before the pay button.
    await page.goto("/welcome");
    await steps
      .nth(2)
      .getByRole("button", { name: s("Refill Now") })
      .click();
    await expect(page).toHaveURL(/\/refill-now$/);
    await choose(page, page.getByRole("combobox", { name: s("Phone number") }), formatPhone(phone));
    const pay = page.getByRole("button", { name: sayPattern(language, "Pay {{amount}} and refill") });
    await expect(pay).toBeEnabled();
    await look(page, info, language, "refill-now");
    await pay.click();
    await expectNoticeSaying(page, "success", s("Refill queued"));
    await expect(page).toHaveURL(/\/transactions\/\d+$/);
    await expect(
      page.locator(".ant-descriptions .plain-tag").getByText(s("Success"), { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    await look(page, info, language, "refill");

    // A rental next week, then its receipt.
    await page.goto("/rent-now");
    await choose(page, page.getByRole("combobox", { name: s("Device") }), deviceName, deviceName);
    await choose(page, page.getByRole("combobox", { name: s("Country") }), /./);
    // A customer's days are native date fields (the phone's own picker), whatever the panel's language.
    const day = (n: number) => dayjs().add(n, "day").format("YYYY-MM-DD");
    await page.getByLabel(s("First day")).fill(day(7));
    await page.getByLabel(s("Last day")).fill(day(13));
    const confirm = page.getByRole("button", { name: s("Confirm rental") });
    await expect(confirm).toBeEnabled();
    await look(page, info, language, "rent-now");
    await confirm.click();
    await expectNoticeSaying(page, "success", s("Rental created"));
    await expect(page).toHaveURL(/\/rentals\/\d+$/);
    await look(page, info, language, "rental");
    const rentalId = page.url().split("/").at(-1)!;
    await page.goto(`/rentals/${rentalId}/receipt`);
    await expect(page.getByRole("article")).toBeVisible();
    await look(page, info, language, "receipt");

    // The account speaks the language it signed up in (its e-mails follow it).
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const me = await request.get("/api/user/me/", { headers: { Authorization: `Token ${token}` } });
    expect(((await me.json()) as { language: string }).language).toBe(language);
  });
}
