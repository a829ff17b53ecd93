import { describe, expect, it } from "vitest";
import { AROUND_LA_MIDNIGHT } from "../fixtures";
import { auth, companiesForFile, updateRows } from "../helpers";
import { insertCharge, insertCustomerRecords, insertTransaction } from "../records";

/**
 * A bare date in a list's date filter is a day of the company's calendar (docs/engines.md, "The company's
 * day"): `created_before=2026-03-04` in Los Angeles means up to midnight between the 4th and the 5th
 * there, 08:00 UTC on the 5th; never UTC's midnight.
 */
const { app, db, home, other } = await companiesForFile(["day-la", "day-ny"]);
await updateRows(db, "companies", home.company.id, { time_zone: "America/Los_Angeles" });

const records = await insertCustomerRecords(db, home.company.id, home.customer.id);
const otherRecords = await insertCustomerRecords(db, other.company.id, other.customer.id);
const AT = { ...AROUND_LA_MIDNIGHT, morningOf5th: "2026-03-05T17:00:00.000Z" }; // 9 am on the 5th
const ids: Record<string, number> = {};
const chargeIds: Record<string, number> = {};
for (const [name, at] of Object.entries(AT)) {
  const t = await insertTransaction(db, records.txn, "success", { created_at: at });
  ids[name] = t.id;
  const c = await insertCharge(db, {
    companyId: home.company.id,
    userId: home.customer.id,
    transactionId: t.id,
  });
  await db.updateTable("charges").set({ created_at: at }).where("id", "=", c.id).execute();
  chargeIds[name] = c.id;
}
// In New York (the other company), 03:00 UTC on the 5th is 10 pm on the 4th.
const otherEvening = await insertTransaction(db, otherRecords.txn, "success", {
  created_at: AT.eveningOf4th,
});

const listed = async (path: string, qs: string, token = home.member.token) => {
  const res = await app.inject({ method: "GET", url: `${path}?${qs}&page_size=200`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b);
};
const named = (source: Record<string, number>, ...names: Array<keyof typeof AT>) =>
  names.map((n) => source[n]).sort((a, b) => a - b);

describe("date filters count days in the company's time zone", () => {
  it("created_before a day takes all of that day where the company is, and nothing of the next", async () => {
    expect(await listed("/api/transactions/", "created_before=2026-03-04")).toEqual(
      named(ids, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
    );
    expect(await listed("/api/charges/", "created_before=2026-03-04")).toEqual(
      named(chargeIds, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
    );
  });

  it("created_after a day starts at its local midnight; both bounds on one day give that day", async () => {
    expect(await listed("/api/transactions/", "created_after=2026-03-05")).toEqual(
      named(ids, "midnightOf5th", "morningOf5th"),
    );
    expect(await listed("/api/transactions/", "created_after=2026-03-04&created_before=2026-03-04")).toEqual(
      named(ids, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
    );
    // A customer's own list counts the company's day too.
    expect(await listed("/api/charges/", "created_after=2026-03-05", home.customer.token)).toEqual(
      named(chargeIds, "midnightOf5th", "morningOf5th"),
    );
  });

  it("the counters count the same day as the list", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/transactions/counters/?created_before=2026-03-04",
      headers: auth(home.member.token),
    });
    expect(res.json()).toMatchObject({ all: 3, success: 3 });
  });

  it("each company its own day: 03:00 UTC on the 5th is the 4th in New York too", async () => {
    expect(await listed("/api/transactions/", "created_before=2026-03-04", other.member.token)).toEqual([
      otherEvening.id,
    ]);
    expect(await listed("/api/transactions/", "created_after=2026-03-05", other.member.token)).toEqual([]);
  });
});
