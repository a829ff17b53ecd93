import { expect, test } from "@playwright/test";
import {
  choose,
  createCustomerAsStaff,
  createLine,
  formatPhone,
  sideMenu,
  unique,
  uniquePhone,
} from "./company-support";
import { apiToken, expectNotice, signIn, uniqueEmail } from "./support";

test("a member creates a customer in the drawer and gives them a line; their page lists it", async ({
  page,
}) => {
  // A journey of four screens and two forms: 27 s of the default 30 in a run beside the server tests (it
  // timed out once at load average 7, its notice and dialog still closing).
  test.setTimeout(90_000);
  const first = "Robin";
  const last = `Newcomer${unique()}`;
  const email = uniqueEmail("robin");
  const phone = uniquePhone();

  await signIn(page, "member");
  await sideMenu(page).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/customers/);

  // The drawer.
  await page.getByRole("button", { name: "New customer" }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "New customer" });
  await drawer.getByLabel("First name").fill(first);
  await drawer.getByLabel("Last name").fill(last);
  await drawer.getByRole("textbox", { name: "E-mail" }).fill(email);
  await drawer.getByRole("checkbox", { name: "Send a welcome e-mail" }).uncheck();
  await drawer.getByRole("button", { name: "Create customer" }).click();
  await expectNotice(page, "success", "Customer created");
  await expect(drawer).toBeHidden();
  // Their page opens, where a line, a card and refills are added.
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole("heading", { name: `${first} ${last}` })).toBeVisible();

  // Newest first: the new customer is listed, with no line yet.
  await sideMenu(page).getByRole("link", { name: "Customers" }).click();
  const listed = page.getByRole("row").filter({ hasText: email });
  await expect(listed).toContainText(`${first} ${last}`);
  await expect(listed).toContainText("None");

  // A line for them on /phone-numbers: customer, carrier and one of its plans.
  await sideMenu(page).getByRole("link", { name: "Phone numbers" }).click();
  await page.getByRole("button", { name: "Add phone number" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Add phone number" });
  await choose(page, modal.getByRole("combobox", { name: "Customer" }), email, last);
  await modal.getByLabel("Phone number").fill(phone);
  await choose(page, modal.getByRole("combobox", { name: "Carrier" }), /./);
  await expect(modal.getByRole("combobox", { name: "Plan" })).toBeEnabled();
  await choose(page, modal.getByRole("combobox", { name: "Plan" }), /\$/);
  await modal.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "success", "Phone number added");
  await expect(modal).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: formatPhone(phone) })).toContainText(email);

  // Their row in the customers list, then their page, list it.
  await sideMenu(page).getByRole("link", { name: "Customers" }).click();
  await expect(listed).toContainText(formatPhone(phone));
  await listed.getByRole("link", { name: `${first} ${last}` }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole("heading", { name: `${first} ${last}` })).toBeVisible();
  await expect(page.getByLabel("Phone numbers").getByText(formatPhone(phone))).toBeVisible();
});

test("a member views the site as a customer: their numbers only, until Release", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, "member");
  const customer = await createCustomerAsStaff(request, token);
  const phone = await createLine(request, token, customer.id);
  const name = `${customer.first} ${customer.last}`;

  await signIn(page, "member");
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByLabel("Phone numbers").getByText(formatPhone(phone))).toBeVisible();

  // View as customer, once asked.
  await page.getByRole("button", { name: "View as customer" }).click();
  await page
    .locator(".ant-popover")
    .filter({ hasText: `View the site as ${name}?` })
    .getByRole("button", { name: "View as customer" })
    .click();
  await expect(page).not.toHaveURL(/\/customers/);
  const banner = page
    .getByRole("main")
    .getByRole("alert")
    .filter({ hasText: "You are viewing site as another user" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`You are signed in as ${name} (${customer.email})`);
  await expectNotice(page, "info", "You are viewing site as another user");
  await expect(sideMenu(page).getByRole("link", { name: "Customers" })).toHaveCount(0);

  // Exactly their number, nobody else's.
  await sideMenu(page).getByRole("link", { name: "Phone numbers" }).click();
  await expect(page).toHaveURL(/\/phone-numbers/);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(formatPhone(phone));
  await expect(page.getByRole("columnheader", { name: "Customer" })).toHaveCount(0);

  // Release: the member again, back on the customer's page.
  await banner.getByRole("button", { name: "Release" }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(sideMenu(page).getByRole("link", { name: "Customers" })).toBeVisible();
  await sideMenu(page).getByRole("link", { name: "Phone numbers" }).click();
  await expect(page.getByRole("columnheader", { name: "Customer" })).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
});

test("deactivating a customer asks first, then the customer leaves the active list", async ({
  page,
  request,
}) => {
  const customer = await createCustomerAsStaff(request, await apiToken(request, "member"));
  const name = `${customer.first} ${customer.last}`;

  await signIn(page, "member");
  await page.goto("/customers");
  const search = page.getByPlaceholder("Name, e-mail or phone number");
  await search.fill(customer.last);
  await search.press("Enter");
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Deactivate" }).click();
  const confirm = page.locator(".ant-popconfirm").filter({ hasText: `Deactivate ${name}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("They will no longer be able to sign in");
  // Nothing happens until confirmed.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Deactivate" }).click();
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expectNotice(page, "success", "Customer deactivated");
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No customer matches these filters.")).toBeVisible();

  // Still there under "Deactivated".
  await choose(page, page.getByRole("combobox", { name: "Status" }), "Deactivated");
  await expect(row).toBeVisible();
  await expect(row).toContainText("Deactivated");
});
