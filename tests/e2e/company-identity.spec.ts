import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { apiToken, DEMO, notice, signIn, STAFF_FIRST_SCREEN } from "./support";

/**
 * The company's identity (issue 21): its owner uploads a logo on /settings; the sign-up page shows it above
 * the company's name, served by the server. The second company's, so that other tests see the demo as is.
 */

const owner = { email: DEMO.secondOwner, password: DEMO.password };

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, owner);
  await request.delete("/api/company/logo/", { headers: { Authorization: `Token ${token}` } });
});

test("an owner uploads the company's logo and the sign-up page shows it", async ({ page, browser }) => {
  await signIn(page, owner, STAFF_FIRST_SCREEN);
  await page.goto("/settings");
  const name = await page.getByRole("textbox", { name: "Company name" }).inputValue();
  await expect(page.getByText("No logo yet.")).toBeVisible();

  // A 1200×600 PNG: the server keeps it 256 px high.
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(notice(page, "success", "Logo saved")).toBeVisible();
  const preview = page.getByRole("group", { name: "Logo" }).getByRole("img", { name: `${name} logo` });
  await expect(preview).toBeVisible();
  // The menu shows it beside the company's name at once, without a reload.
  await expect(page.getByRole("img", { name: `${name} logo` })).toHaveCount(2);
  const src = await preview.getAttribute("src");
  expect(src).toMatch(/\/api\/company\/logo\/\d+\/[0-9a-f]{32}\/$/);
  const served = await page.request.get(src!);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await sharp(await served.body()).metadata()).height).toBe(256);

  // A visitor, signed out, at the company's sign-up address.
  const visitor = await browser.newPage();
  await visitor.goto("/signup/second");
  const logo = visitor.getByRole("img", { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(256);
  await expect(visitor.getByRole("heading", { name: `Create your account with ${name}` })).toBeVisible();
  await visitor.close();
});
