import { expect, test } from "@playwright/test";
import { chooseFromUserMenu, notice, savedSession, signInNewCustomer, TEXT, userButton } from "./support";

/**
 * The profile dialog from the signed-in user in the header (docs/api-conventions.md: PATCH /api/user/me/).
 */

test("a customer changes their first name in the profile dialog and the header shows it", async ({
  page,
  request,
}) => {
  const person = await signInNewCustomer(page, request, "profile");

  await chooseFromUserMenu(page, "Robin Fairweather", "Profile");
  const dialog = page.getByRole("dialog", { name: "Your profile" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(person.email, { exact: true })).toBeVisible();
  const firstName = dialog.getByRole("textbox", { name: "First name", exact: true });
  await expect(firstName).toHaveValue("Robin");
  await firstName.fill("Rowan");
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(notice(page, "success", TEXT.userUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userButton(page, "Rowan Fairweather")).toBeVisible();

  // Saved on the server, and still there after a reload.
  const { token } = await savedSession(page);
  const me = await request.get("/api/user/me/", { headers: { Authorization: `Token ${token}` } });
  expect(await me.json()).toMatchObject({
    first_name: "Rowan",
    last_name: "Fairweather",
    email: person.email,
  });
  await page.reload();
  await expect(userButton(page, "Rowan Fairweather")).toBeVisible();
});
