import { expect, type Page, test } from "@playwright/test";
import { choose } from "./company-support";
import { apiToken, openAs, signUpCustomer, stillScreen } from "./support";

/**
 * Picks one of the range's offered ranges ("Today", "Last month") once the calendar has slid open and stands
 * still (as with every overlay, stillScreen), then waits for it to close and the address to change: a pick
 * that did not take fails here, by name, rather than as rows that never went.
 */
async function pickRange(page: Page, offer: string) {
  const before = page.url();
  await page.getByRole("textbox", { name: "Between" }).first().click();
  await stillScreen(page);
  await page.getByText(offer, { exact: true }).click();
  await expect(page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)")).toHaveCount(0);
  await expect(page).not.toHaveURL(before);
}

/**
 * The audit log (owners, docs/panel.md): a member's write made while viewing the site as a customer shows
 * who made it and as whom; the date range narrows the list and stays in the address across a reload.
 */
test("the owner finds a hijack's write in the audit log and narrows it to a range of days", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, "audited", { first_name: "Audra", last_name: "Quill" });
  const me = await request.get("/api/user/me/", { headers: { Authorization: `Token ${customer.token}` } });
  const customerId = ((await me.json()) as { id: number }).id;
  const member = await apiToken(request, "member");
  const taken = await request.post(`/api/company/customers/${customerId}/hijack/`, {
    headers: { Authorization: `Token ${member}` },
  });
  expect(taken.status()).toBe(200);
  const hijackToken = ((await taken.json()) as { token: string }).token;
  const written = await request.patch("/api/user/me/", {
    headers: { Authorization: `Token ${hijackToken}` },
    data: { address: "4 Lantern Row" },
  });
  expect(written.status(), await written.text()).toBe(200);

  await openAs(page, request, "owner", "/audit-log");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(customer.email);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  const write = page.getByRole("row").filter({ hasText: "Changed the customer's profile" });
  await expect(write).toHaveCount(1);
  await expect(write).toContainText("Marcus Reed");
  await expect(write).toContainText("Viewing as");
  await expect(write).toContainText(`Audra Quill · ${customer.email}`);
  await expect(write).toContainText("Address: 4 Lantern Row");
  // The member's taking over is on the log as well, under the customer's record, linked to their page.
  await page.getByRole("searchbox", { name: "Search" }).clear();
  await choose(page, page.getByRole("combobox", { name: "Record type" }), "Viewed as customer", "Viewed");
  await page.getByRole("textbox", { name: "Record number" }).fill(String(customerId));
  await page.getByRole("textbox", { name: "Record number" }).press("Enter");
  const hijack = page.getByRole("row").filter({ hasText: "Viewed as customer Audra Quill" });
  await expect(hijack).toHaveCount(1);
  await expect(hijack).toContainText("Marcus Reed");
  await expect(hijack.getByRole("link", { name: `Viewed as customer #${customerId}` })).toHaveAttribute(
    "href",
    `/customers/${customerId}`,
  );
  await page.getByRole("textbox", { name: "Record number" }).clear();
  await choose(page, page.getByRole("combobox", { name: "Record type" }), "Any record", "Any");
  await page.getByRole("searchbox", { name: "Search" }).fill(customer.email);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(write).toHaveCount(1);

  // Today (the company's) keeps both rows; last month has none; the range survives a reload.
  await pickRange(page, "Today");
  await expect(page).toHaveURL(/created_after/);
  await expect(write).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(write).toHaveCount(1);
  await expect(page).toHaveURL(/created_before/);
  // The search came back with the address too: last month is asked of this customer's rows, not everyone's.
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(customer.email);

  await pickRange(page, "Last month");
  await expect(page.getByText("No entry matches these filters.")).toBeVisible();
  await expect(write).toHaveCount(0);
});
