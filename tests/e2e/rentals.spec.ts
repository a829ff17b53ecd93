import { expect, type Locator, type Page, test } from "@playwright/test";
import { addCardByApi, cardSelect, fillCustomerRentNow, sideMenu, unique } from "./company-support";
import { apiToken, expectNotice, signIn, signUpCustomer, stillScreen } from "./support";

/**
 * src/messages.ts's rental notices, to the letter (not imported: a change in src/messages.ts must fail here).
 */
const TEXT = {
  created: "Rental created",
  statusUpdated: "Rental status updated",
  endDateUpdated: "Rental end date updated",
  paymentAdded: "Payment added",
  returned: "Rental returned",
  refunded: "Deposit refunded successfully",
};

/** "Dec 1, 2026": how the date pickers and the pages write a day. */
const written = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);
/** "2026-12-01": how a date field holds a day. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

test.describe.serial("rentals", () => {
  let rentalUrl = "";
  const deviceName = `E2E Hotspot ${unique()}`;
  const start = daysFromNow(7);
  const end = daysFromNow(13);

  test("a customer rents a device for next week and sees it as a preorder", async ({ page, request }) => {
    // A device of its own, so that the demo's bookings never make the dates unavailable.
    const staff = await apiToken(request, "member");
    const device = await request.post("/api/rental/devices/", {
      headers: { Authorization: `Token ${staff}` },
      data: { name: deviceName, kind: "hotspot", daily_rate: "9.00", deposit: "50.00", stock: 2 },
    });
    expect(device.status(), await device.text()).toBe(201);
    const customer = await signUpCustomer(request, "rent-now", {
      first_name: "Rory",
      last_name: `Renter${unique()}`,
    });
    await addCardByApi(request, customer.token);
    await signIn(page, customer);

    await sideMenu(page).getByRole("link", { name: "Rent Now" }).click();
    await expect(page).toHaveURL(/\/rent-now/);
    await fillCustomerRentNow(page, deviceName, isoDay(start), isoDay(end));

    // 7 days × ($9.00 + Mexico's surcharge), the company's tax, the $50.00 deposit.
    const price = page.getByLabel("Price");
    await expect(price).toContainText("7");
    await expect(price).toContainText("$50.00");
    await expect(cardSelect(page)).toContainText("Visa •••• 4242");
    await page.getByRole("button", { name: "Confirm rental" }).click();
    await expectNotice(page, "success", TEXT.created);
    await expect(page).toHaveURL(/\/rentals\/\d+$/);
    rentalUrl = new URL(page.url()).pathname;
    await expect(page.locator(".ant-page-header-heading-title").first()).toContainText("Preorder");
    await expect(page.getByText(written(start)).first()).toBeVisible();
  });

  test("a member takes it through pickup, an end-date change, a cash payment, the end preview, return, refund and receipt", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(rentalUrl).not.toBe("");
    await signIn(page, "member");
    await page.goto(rentalUrl);
    const title = page.locator(".ant-page-header-heading-title").first();
    await expect(title).toContainText("Preorder");

    // Each status step asks first (its confirmation's answer is named as the step).
    const step = "Mark Ready for Pickup";
    await page.getByRole("button", { name: step }).click();
    // Dialogs and confirmations zoom in: a click on a button still moving does nothing (CI saw the
    // return's, with the machine busy), so the test waits for it to stand still, as a person does.
    await stillScreen(page);
    await page.locator(".ant-popover:not(.ant-popover-hidden)").getByRole("button", { name: step }).click();
    await expectNotice(page, "success", TEXT.statusUpdated);
    await expect(title).toContainText("Ready for Pickup");

    // The pick-up hands out the first free unit when nothing is scanned.
    await page.getByRole("button", { name: "Pick up…" }).click();
    const pickUp = page.getByRole("dialog").filter({ hasText: "Scan or type the barcode" });
    await stillScreen(page);
    await pickUp.getByRole("button", { name: "Pick up", exact: true }).click();
    await expectNotice(page, "success", TEXT.statusUpdated);
    await expect(title).toContainText("Picked Up");

    // One more day: the total due grows, the balance with it.
    await page.getByRole("button", { name: "Edit end date" }).click();
    const endDialog = page.getByRole("dialog").filter({ hasText: "Edit end date" });
    const endInput = endDialog.getByPlaceholder("Select date");
    await endInput.click();
    await endInput.fill(written(daysFromNow(14)));
    await endInput.press("Enter");
    // The new day is priced by the server before Save can be pressed.
    await expect(endDialog.getByRole("region", { name: "What changes" })).toContainText("Balance after");
    await endDialog.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "success", TEXT.endDateUpdated);
    await expect(endDialog).toBeHidden();
    await expect(page.getByText(written(daysFromNow(14))).first()).toBeVisible();

    await page.getByRole("button", { name: "Add payment" }).click();
    const payDialog = page.getByRole("dialog").filter({ hasText: "Paid by" });
    await expect(payDialog.getByRole("radio", { name: "Cash" })).toBeChecked();
    await stillScreen(page);
    await payDialog.getByRole("button", { name: "Add payment" }).click();
    await expectNotice(page, "success", TEXT.paymentAdded);
    await expect(page.locator("tr.ant-table-row").filter({ hasText: "Cash" })).toBeVisible();

    await page.getByRole("button", { name: "End preview and return" }).click();
    const preview = page.getByRole("dialog").filter({ hasText: "End preview" });
    await expect(preview).toContainText("Extra days");
    await expect(preview).toContainText("$50.00");
    await stillScreen(page);
    await preview.getByRole("button", { name: "Return rental" }).click();
    await expectNotice(page, "success", TEXT.returned);
    await expect(title).toContainText("Returned");

    await page.getByRole("button", { name: "Refund deposit" }).click();
    await stillScreen(page);
    await page.locator(".ant-popover").getByRole("button", { name: "Refund deposit" }).click();
    await expectNotice(page, "success", TEXT.refunded);
    await expect(page.locator("tr.ant-table-row").filter({ hasText: "Deposit refund" })).toBeVisible();

    await page.getByRole("link", { name: "Print receipt" }).click();
    await expect(page).toHaveURL(new RegExp(`${rentalUrl}/receipt$`));
    await checkReceipt(page, rentalUrl.split("/").at(-1)!);
  });

  test("signed-out visitors reach /login from the rental screens", async ({ page }) => {
    for (const path of ["/rentals", "/rentals/1", "/rent-now", "/rentals/1/receipt"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
    }
  });
});

const cents = (text: string) => {
  const m = /(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`no amount in ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2].replace(/,/g, "")) * 100 + Number(m[3]));
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A ledger table's line amounts (last cell of each row) and its total (the last row's). */
async function tableAmounts(table: Locator) {
  const amounts = (await table.locator("tr td.amount").allTextContents()).map(cents);
  return { lines: amounts.slice(0, -1), total: amounts.at(-1)! };
}

/** The receipt: outside the layout, everything on it, and printed by Chromium without its Print button. */
async function checkReceipt(page: Page, id: string) {
  const receipt = page.getByRole("article", { name: "Receipt" });
  await expect(receipt).toContainText(`Rental receipt #${id}`);
  for (const text of ["Demo", "E2E Hotspot", "Mexico", "Deposit refunded", "Payment in cash", "Balance"])
    await expect(receipt).toContainText(text);
  // Read as an accountant would: each total is the sum of the lines above it, and the balance is their difference.
  const owed = await tableAmounts(receipt.getByRole("table", { name: "What is owed" }));
  const moved = await tableAmounts(receipt.getByRole("table", { name: "Money received and given back" }));
  expect(owed.lines.length).toBeGreaterThanOrEqual(4); // days, extension, extra days, deposit…
  expect(sum(owed.lines)).toBe(owed.total);
  expect(sum(moved.lines)).toBe(moved.total);
  const balance = await tableAmounts(receipt.getByRole("table", { name: "Balance" }));
  expect(balance.total).toBe(owed.total - moved.total);
  await expect(page.locator(".app-sider")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(receipt).toBeVisible();
  const pdf = await page.pdf({ format: "Letter", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(5000);
  await page.emulateMedia({ media: "screen" });
}
