import { describe, expect, it } from "vitest";
import type { RentalStatus } from "../../../common/api/enums";
import { auth, companiesForFile, createUser, tokenFor } from "../helpers";
import { insertDeviceAndCountry, insertRental } from "../records";

/**
 * GET /api/rental/rentals/counters/: the rentals list's status tabs. How many rentals each status holds
 * under the list's other filters, the company's for staff and their own for a customer, never another
 * company's.
 */
const { app, db, home, other } = await companiesForFile(["counters-home", "counters-other"]);
const rivera = await createUser(db, home.company.id, "customer", { first_name: "Ana", last_name: "Rivera" });
const riveraToken = await tokenFor(db, rivera.id);
const gear = await insertDeviceAndCountry(db, home.company.id);
const foreignGear = await insertDeviceAndCountry(db, other.company.id);

async function rent(
  who: { id: number },
  status: RentalStatus,
  opts: { owed?: boolean; start?: string; company?: typeof home } = {},
) {
  const company = opts.company ?? home;
  const g = company === home ? gear : foreignGear;
  const r = await insertRental(
    db,
    { companyId: company.company.id, userId: who.id, deviceId: g.device.id, countryId: g.country.id },
    status,
    opts.owed ? { total: 13000, paid: 10000 } : {},
  );
  if (opts.start)
    await db.updateTable("rentals").set({ start_date: opts.start }).where("id", "=", r.id).execute();
  return r;
}

// The company's customer: 2 preorders, 1 picked up, 3 returned, 1 in error.
for (const s of ["preorder", "preorder", "picked_up", "returned", "returned", "returned", "error"] as const)
  await rent(home.customer, s);
// Rivera: 1 ready for pickup, 2 picked up owing money (one starting in December), 1 resolved, 1 returned.
await rent(rivera, "ready_for_pickup");
await rent(rivera, "picked_up", { owed: true });
await rent(rivera, "picked_up", { owed: true, start: "2026-12-10" });
await rent(rivera, "resolved");
await rent(rivera, "returned");
// Another company's rentals: never counted for home.
for (let i = 0; i < 4; i++) await rent(other.customer, "preorder", { company: other });

const call = (url: string, token: string | null = home.member.token) =>
  app.inject({ method: "GET", url, headers: token ? auth(token) : {} });

async function counters(qs = "", token: string = home.member.token) {
  const res = await call(`/api/rental/rentals/counters/${qs}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const zero = { preorder: 0, ready_for_pickup: 0, picked_up: 0, returned: 0, error: 0, resolved: 0 };
/** The company's rentals written above, per status, as staff see them with no filter. */
const companyCounts = {
  all: 12,
  preorder: 2,
  ready_for_pickup: 1,
  picked_up: 3,
  returned: 4,
  error: 1,
  resolved: 1,
};

describe("rentals' status counters", () => {
  it("counts the company's rentals per status for staff, every status named", async () => {
    expect(await counters()).toEqual(companyCounts);
    expect(await counters("", home.owner.token)).toEqual(companyCounts);
    // The list's total agrees with the tabs' "All".
    const list = (await call("/api/rental/rentals/?page_size=1")).json();
    expect(list.count).toBe(12);
  });

  it("counts on a tab what choosing it lists, returned rentals hidden by default included", async () => {
    // The list's default hides returned rentals; choosing the Returned tab lists them all the same.
    const tabs = await counters("?hide_returned=true");
    const returned = (await call("/api/rental/rentals/?status=returned&hide_returned=true")).json();
    expect(returned.count).toBe(4);
    expect(returned.results.map((r: { status: string }) => r.status)).toEqual(Array(4).fill("returned"));
    expect(tabs.returned).toBe(returned.count);
    const all = (await call("/api/rental/rentals/?hide_returned=true")).json();
    expect(tabs.all).toBe(all.count);
    // Whichever tab is open, All stays what the default view lists.
    expect(await counters("?status=returned&hide_returned=true")).toEqual(tabs);
    // The same for a customer's own rentals.
    const own = (
      await call("/api/rental/rentals/?status=returned&hide_returned=true", home.customer.token)
    ).json();
    expect(own.count).toBe(3);
  });

  it("ignores the status filter: every tab keeps its count whichever tab is open", async () => {
    expect(await counters("?status=error")).toEqual(await counters());
    expect(await counters("?status=returned&user=" + rivera.id)).toEqual(
      await counters("?user=" + rivera.id),
    );
  });

  it("counts under the list's other filters and search", async () => {
    // Returned hidden (the list's default): All leaves them out, the Returned tab still counts them.
    expect(await counters("?hide_returned=true")).toEqual({ ...companyCounts, all: 8 });
    expect(await counters("?hide_returned=false")).toMatchObject({ all: 12, returned: 4 });
    const riveras = { ...zero, all: 5, ready_for_pickup: 1, picked_up: 2, resolved: 1, returned: 1 };
    expect(await counters(`?user=${rivera.id}`)).toEqual(riveras);
    expect(await counters("?search=rivera")).toEqual(riveras);
    expect(await counters(`?user=${rivera.id}&hide_returned=true`)).toEqual({ ...riveras, all: 4 });
    expect(await counters("?has_balance=true")).toEqual({ ...zero, all: 2, picked_up: 2 });
    expect(await counters("?has_balance=false")).toEqual({ ...zero, all: 0 });
    expect(await counters("?start_after=2026-12-01")).toEqual({ ...zero, all: 1, picked_up: 1 });
    expect(await counters("?search=nobody-by-this-name")).toEqual({ ...zero, all: 0 });
  });

  it("follows the rentals as they are written (the kept counts move with the rows)", async () => {
    const before = await counters();
    const added = await rent(rivera, "preorder");
    expect(await counters()).toEqual({ ...before, all: before.all + 1, preorder: before.preorder + 1 });
    await db.updateTable("rentals").set({ status: "picked_up" }).where("id", "=", added.id).execute();
    expect(await counters()).toEqual({ ...before, all: before.all + 1, picked_up: before.picked_up + 1 });
    await db.deleteFrom("rentals").where("id", "=", added.id).execute();
    expect(await counters()).toEqual(before);
  });

  it("gives a customer their own rentals' counts only, whatever they filter by", async () => {
    const own = { ...zero, all: 7, preorder: 2, picked_up: 1, returned: 3, error: 1 };
    expect(await counters("", home.customer.token)).toEqual(own);
    expect(await counters(`?user=${rivera.id}`, home.customer.token)).toEqual({ ...zero, all: 0 });
    expect(await counters("?hide_returned=true", home.customer.token)).toEqual({ ...own, all: 4 });
    expect(await counters("", riveraToken)).toMatchObject({ all: 5, picked_up: 2 });
  });

  it("never counts another company's rentals, and theirs never count ours", async () => {
    expect(await counters("", other.member.token)).toEqual({ ...zero, all: 4, preorder: 4 });
    expect(await counters(`?user=${rivera.id}`, other.member.token)).toEqual({ ...zero, all: 0 });
    expect(await counters("?search=rivera", other.member.token)).toEqual({ ...zero, all: 0 });
  });

  it("refuses a bad filter with a 400 naming it, and a caller without a token with a 401", async () => {
    for (const [qs, field] of [
      ["?has_balance=maybe", "has_balance"],
      ["?user=abc", "user"],
      ["?start_after=tomorrow", "start_after"],
      ["?hide_returned=perhaps", "hide_returned"],
    ]) {
      const res = await call(`/api/rental/rentals/counters/${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toHaveProperty(field);
    }
    expect((await call("/api/rental/rentals/counters/?__proto__=1&constructor=x")).statusCode).toBe(200);
    expect((await call("/api/rental/rentals/counters/", null)).statusCode).toBe(401);
    // Without the trailing slash too, as every path.
    expect((await call("/api/rental/rentals/counters")).statusCode).toBe(200);
  });
});
