import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { chooseFromUserMenu, DEMO, notice, savedSession, signIn, STAFF_FIRST_SCREEN, TEXT } from "./support";

/**
 * Two factors for staff (issue 39): the second company's owner sets up an authenticator app from the
 * profile, requires two factors for every staff account, signs out and signs in again with the app's code.
 * The suite shares one database: the requirement and the factor are taken back at the end.
 */
const owner = { email: DEMO.secondOwner, password: DEMO.password };
/** The app's code `steps` 30-second steps from now (a code accepted once never works again). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test("an owner sets up two factors, requires them, and signs in with the code", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, owner, STAFF_FIRST_SCREEN);
  await chooseFromUserMenu(page, "Samuel Ortiz", "Profile");
  const dialog = page.getByRole("dialog", { name: "Your profile" });
  await dialog.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  const secret = (await dialog.getByTestId("totp-secret").innerText()).trim();
  await dialog
    .getByRole("textbox", { name: "Then enter the 6-digit code the app shows:" })
    .fill(await codeOf(secret));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const codes = dialog.getByTestId("recovery-codes");
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  const recovery = (await codes.getByRole("listitem").first().innerText()).trim();
  await dialog.getByRole("button", { name: "I have saved them" }).click();
  await expect(dialog.getByText("On", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const { token } = await savedSession(page);
  const headers = { Authorization: `Token ${token}` };

  try {
    await page.goto("/settings");
    await page.getByRole("switch", { name: "Require two-factor sign-in for every staff account" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notice(page, "success", "Successfully updated"))
      .toBeVisible()
      .catch(() => undefined);
    await expect
      .poll(
        async () =>
          (
            (await (await request.get("/api/company/", { headers })).json()) as {
              require_two_factor: boolean;
            }
          ).require_two_factor,
      )
      .toBe(true);

    await chooseFromUserMenu(page, "Samuel Ortiz", "Sign out");
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(owner.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Two-factor sign-in")).toBeVisible();
    expect((await savedSession(page)).token).toBeNull();
    // The code of the step after the one the setup used.
    await page.getByRole("textbox", { name: "Code" }).fill(await codeOf(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(notice(page, "success", TEXT.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(STAFF_FIRST_SCREEN);
  } finally {
    // Taken back for the other specs: the requirement, then the factor (with a recovery code).
    const now = (await savedSession(page)).token ?? token;
    const as = { Authorization: `Token ${now}` };
    await request.patch("/api/company/", { headers: as, data: { require_two_factor: false } });
    await request.post("/api/user/two-factor/disable/", {
      headers: as,
      data: { password: owner.password, code: recovery },
    });
  }
});
