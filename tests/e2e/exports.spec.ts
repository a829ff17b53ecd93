import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openAs } from "./support";

/**
 * Export to CSV (docs/api-conventions.md, Lists): the file holds the filtered list's rows, in its order, with the columns
 * the screen shows and a byte-order mark for Excel.
 */

/**
 * Clicks Export CSV and reads the file it downloads, named `<list>-<filters>-YYYY-MM-DD.csv` (`filters` as
 * the file states them, e.g. `status-error`, none for the whole list): answers its text and its lines
 * (after the byte-order mark).
 */
async function exportCsv(page: Page, list: string, filters = "") {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${list}${filters && `-${filters}`}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
  );
  const text = fs.readFileSync((await download.path())!, "utf8");
  return { text, lines: text.slice(1).trimEnd().split("\r\n") };
}

test("a member exports the errored refills and the file's rows are the filtered list's", async ({
  page,
  request,
}) => {
  const token = await openAs(page, request, "member", "/transactions");
  await page.getByRole("tab", { name: /Error/ }).click();
  await expect(page).toHaveURL(/value%5D=error|value]=error/);
  await expect(page.getByRole("row").nth(1)).toBeVisible();

  const { text, lines } = await exportCsv(page, "transactions", "status-error");
  expect(text.startsWith("\uFEFFTransaction,Created,Customer,E-mail,Number,Carrier,Plan,Amount,")).toBe(true);
  const ids = lines.slice(1).map((line) => Number(line.split(",")[0]));
  for (const line of lines.slice(1)) expect(line).toContain(",Error");

  const list = await request.get("/api/transactions/?status=error&page_size=200&ordering=-created_at", {
    headers: { Authorization: `Token ${token}` },
  });
  const expected = ((await list.json()) as { results: Array<{ id: number }> }).results.map((t) => t.id);
  expect(ids).toEqual(expected);
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
});

test("a member exports the customers list: its rows in its order, every phone number in one cell", async ({
  page,
  request,
}) => {
  const token = await openAs(page, request, "member", "/customers");
  await expect(page.getByRole("row").nth(1)).toBeVisible();

  const { lines } = await exportCsv(page, "customers", "is_active-true");
  expect(lines[0]).toBe("Customer,Name,E-mail,Phone numbers,Scheduled refills,Status,Created,Last sign-in");

  // The list as the screen asked for it (active customers, newest first), every page of it.
  const list = await request.get(
    "/api/company/customers/?is_active=true&page_size=200&ordering=-created_at",
    {
      headers: { Authorization: `Token ${token}` },
    },
  );
  const customers = ((await list.json()) as { results: Array<{ id: number; phone_numbers: string[] }> })
    .results;
  expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual(customers.map((c) => c.id));
  const withTwo = customers.find((c) => c.phone_numbers.length > 1);
  if (withTwo) {
    const line = lines.find((l) => l.startsWith(`${withTwo.id},`))!;
    expect(line.split("; ")).toHaveLength(withTwo.phone_numbers.length);
  }

  // On a phone (390x844) the export and the new-customer button stay on the screen, the filters fold
  // behind one button whose drawer holds the range's two pickers, and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const onScreen = async (control: Locator) => {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  };
  await onScreen(page.getByRole("button", { name: "Export CSV" }));
  await onScreen(page.getByRole("button", { name: "New customer" }));
  await page.getByRole("button", { name: /Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await onScreen(drawer.getByRole("textbox", { name: "Joined between: from" }));
  await onScreen(drawer.getByRole("textbox", { name: "Joined between: to" }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
