import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { addCardByApi, createLine, signUpCustomerSeenByStaff } from "./company-support";
import { openAs, serverDataDir } from "./support";

/**
 * Bulk retry on the transactions list against the real server (worker in-process, simulated processor:
 * Stripe's decline test number is declined): a member selects three errored refills and retries them at once.
 */

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function statusOf(request: APIRequestContext, token: string, id: number): Promise<string> {
  const res = await request.get(`/api/transactions/${id}/`, { headers: auth(token) });
  return ((await res.json()) as { status: string }).status;
}

/**
 * A new customer with a line and a card the bank declines, and three refills of it stopped in error (nothing
 * charged). Then the bank stops declining the card: the simulated processor reads that from the card's
 * reference in the server's database, which no API call changes, so the test writes it there.
 */
async function threeErroredRefills(request: APIRequestContext) {
  const { customer, userId, staff } = await signUpCustomerSeenByStaff(request, "bulk", ["Bailey", "Bulk"]);
  await createLine(request, staff, userId);
  await addCardByApi(request, customer.token, "4000000000000002");
  const cards = await request.get("/api/payments/cards/", { headers: auth(customer.token) });
  const [card] = ((await cards.json()) as { results: { id: number }[] }).results;
  const phones = await request.get("/api/phones/", { headers: auth(customer.token) });
  const [line] = ((await phones.json()) as { results: { id: number; plan: number }[] }).results;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.post("/api/transactions/", {
      headers: auth(customer.token),
      data: { phone_number: line.id, plan: line.plan, payment_method: card.id },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  for (const id of ids)
    await expect.poll(() => statusOf(request, staff, id), { timeout: 20_000 }).toBe("error");
  const db = new Database(path.join(serverDataDir(), "app.db"));
  try {
    db.prepare(
      "update payment_methods set processor_ref = replace(processor_ref, '_declined', '') where id = ?",
    ).run(card.id);
  } finally {
    db.close();
  }
  return { userId, ids, staff };
}

test("a member selects three errored refills and retries them: each row's outcome, and they leave the Error tab", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { userId, ids, staff } = await threeErroredRefills(request);
  const query =
    "filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error" +
    `&filters[1][field]=user&filters[1][operator]=eq&filters[1][value]=${userId}`;
  await openAs(page, request, "member", `/transactions?${query}`);
  await expect(page.getByRole("tab", { name: /^Error/, selected: true })).toBeVisible();
  await expect(page.locator("tr.ant-table-row")).toHaveCount(3);

  for (const id of ids) await page.getByRole("checkbox", { name: `Select transaction #${id}` }).check();
  const bar = page.getByRole("region", { name: "Selected refills" });
  await expect(bar).toContainText("3 selected");
  await bar.getByRole("button", { name: /Retry/ }).click();
  const confirm = page.locator(".ant-popover:not(.ant-popover-hidden)");
  await expect(confirm).toContainText("Queue 3 refills again?");
  // None of them is paid yet: the confirmation says what their cards are charged, and its button charges it.
  await expect(confirm).toContainText(
    /3 of them are not paid yet: their cards are charged \$[\d,.]+ in all\./,
  );
  await confirm.getByRole("button", { name: /^Charge \$[\d,.]+$/ }).click();

  const report = page.getByRole("dialog").filter({ hasText: "Bulk retry" });
  await expect(report).toContainText("3 refills retried");
  for (const id of ids) {
    const row = report.getByRole("listitem").filter({ has: page.getByRole("link", { name: `#${id}` }) });
    await expect(row).toContainText("Retried");
  }
  await report.getByRole("button", { name: "Close" }).last().click();
  await expect(bar).toHaveCount(0);

  // Back in the queue, then charged and topped up: none is in error any more, each charged once.
  await expect(page.locator("tr.ant-table-row")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: /^Error\s*0$/, selected: true })).toBeVisible();
  for (const id of ids)
    await expect.poll(() => statusOf(request, staff, id), { timeout: 20_000 }).toBe("success");
  const charges = await request.get(`/api/transactions/${ids[0]}/`, { headers: auth(staff) });
  expect(
    ((await charges.json()) as { charges: { status: string }[] }).charges.map((c) => c.status).sort(),
  ).toEqual(["failed", "succeeded"]);
});
