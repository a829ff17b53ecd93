import { describe, expect, it } from "vitest";
import { appForFile, tokenFor } from "../helpers";
import { parseCsv } from "../csv";

/**
 * The rentals export of the demo company (every status, extensions, extra days, deposits applied, kept and
 * refunded, card and cash payments, refunds) adds up in a spreadsheet, row by row, to the cent.
 */
const app = await appForFile({ seed: "demo" });
const member = await app.db
  .selectFrom("users as u")
  .innerJoin("companies as c", "c.id", "u.company_id")
  .select("u.id")
  .where("c.slug", "=", "demo")
  .where("u.is_company_member", "=", true)
  .where("u.is_active", "=", true)
  .executeTakeFirstOrThrow();
const token = await tokenFor(app.db, member.id);

async function sheet(query: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/rental/rentals/export/${query}`,
    headers: { authorization: `Token ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...lines] = parseCsv(res.body.slice(1));
  return lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
}

/** Cents of the cells named, added up (a spreadsheet's SUM of those columns). */
const cents = (row: Record<string, string>, ...columns: string[]) =>
  columns.reduce((total, c) => {
    expect(row[c], c).toMatch(/^-?\d+\.\d{2}$/);
    return total + Math.round(Number(row[c]) * 100);
  }, 0);

describe("GET /api/rental/rentals/export/ of the demo company", () => {
  it("adds up on every row: rent, total due, paid and balance are the sums of their parts", async () => {
    const rows = await sheet("");
    const count = await app.db
      .selectFrom("rentals as r")
      .innerJoin("companies as c", "c.id", "r.company_id")
      .where("c.slug", "=", "demo")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(count.n));
    const kinds = { extended: 0, extra: 0, depositSettled: 0, refunded: 0 };
    for (const row of rows) {
      const id = `rental ${row.Rental}`;
      expect(cents(row, "Rent"), id).toBe(
        cents(row, "Booked days", "Extensions", "Extra days", "Adjustments", "Fees"),
      );
      expect(cents(row, "Total due"), id).toBe(
        cents(row, "Rent", "Tax", "Deposit", "Deposit applied", "Deposit not paid", "Deposit refunded"),
      );
      expect(cents(row, "Paid"), id).toBe(cents(row, "Received", "Refunded"));
      expect(cents(row, "Balance"), id).toBe(cents(row, "Total due") - cents(row, "Paid"));
      if (cents(row, "Extensions")) kinds.extended++;
      if (cents(row, "Extra days")) kinds.extra++;
      if (cents(row, "Deposit applied", "Deposit not paid", "Deposit refunded")) kinds.depositSettled++;
      if (cents(row, "Refunded")) kinds.refunded++;
    }
    // The demo holds each kind of line the columns are for, so the sums above were tested on them.
    expect(kinds.depositSettled).toBeGreaterThan(0);
    expect(kinds.refunded).toBeGreaterThan(0);
    expect(kinds.extended + kinds.extra).toBeGreaterThan(0);
  });

  it("takes the list's filters: the Returned tab's export holds the returned rentals", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/rental/rentals/export/?status=returned&hide_returned=true&ordering=-id&search=a%2Fb",
      headers: { authorization: `Token ${token}` },
    });
    // The file's name states what it holds: the search and filters, in the list's order, then the day.
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="rentals-search-a_b-status-returned-hide_returned-true-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const returned = await sheet("?status=returned&hide_returned=true");
    expect(returned.length).toBeGreaterThan(0);
    expect(new Set(returned.map((r) => r.Status))).toEqual(new Set(["Returned"]));
    const hidden = await sheet("?hide_returned=true");
    expect(hidden.some((r) => r.Status === "Returned")).toBe(false);
  });
});
