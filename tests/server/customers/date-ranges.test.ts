import { describe, expect, it } from "vitest";
import type { TableWithId } from "../helpers";
import {
  addCard,
  addCarrier,
  addCountry,
  addDevice,
  addPhone,
  addPlan,
  addSchedule,
  AROUND_LA_MIDNIGHT,
} from "../fixtures";
import { auth, companiesForFile, createUser, tokenFor, updateRows } from "../helpers";

/**
 * created_after / created_before on the lists that had no date range (issue 20, item 2): customers,
 * members, phone numbers, scheduled refills (and their next run day), cards and the four catalogues. A bare
 * date is a day of the company's calendar (docs/engines.md, "The company's day"), here Los Angeles'.
 */
const { app, db, home, other } = await companiesForFile(["ranges-la", "ranges-ny"]);
await updateRows(db, "companies", home.company.id, { time_zone: "America/Los_Angeles" });

const AT = AROUND_LA_MIDNIGHT;
type Moment = keyof typeof AT;
const MOMENTS = Object.keys(AT) as Moment[];

/** Moves a row's creation to the instant. */
const createdAt = (table: TableWithId, id: number, at: string) =>
  db
    .updateTable(table)
    .set({ created_at: at } as never)
    .where("id", "=", id)
    .execute();

const carrier = await addCarrier(db, home.company.id);
const plan = await addPlan(db, carrier.id);
const owner = await createUser(db, home.company.id, "customer", { first_name: "Range", last_name: "Owner" });

/** For each list: its path, and a row of it created at each moment (made by `make`). */
interface Case {
  path: string;
  query?: string;
  /** who reads it: a member, unless the list is the owner's */
  token?: string;
  made: Partial<Record<Moment, number>>;
}
const cases: Record<string, Case> = {
  customers: { path: "/api/company/customers/", made: {} },
  members: { path: "/api/company/members/", token: home.owner.token, made: {} },
  "phone numbers": { path: "/api/phones/", made: {} },
  "scheduled refills": { path: "/api/scheduled-refills/", made: {} },
  cards: { path: "/api/payments/cards/", query: `user=${owner.id}`, made: {} },
  carriers: { path: "/api/carriers/", made: {} },
  plans: { path: "/api/plans/", made: {} },
  devices: { path: "/api/rental/devices/", made: {} },
  countries: { path: "/api/rental/countries/", made: {} },
};
for (const moment of MOMENTS) {
  const at = AT[moment];
  const made = async (name: string, table: TableWithId, id: number) => {
    await createdAt(table, id, at);
    cases[name].made[moment] = id;
  };
  const customer = await createUser(db, home.company.id, "customer");
  await made("customers", "users", customer.id);
  await made("members", "users", (await createUser(db, home.company.id, "member")).id);
  const line = await addPhone(db, home.company.id, owner.id, { carrier_id: carrier.id, plan_id: plan.id });
  await made("phone numbers", "phone_numbers", line.id);
  const schedule = await addSchedule(db, home.company.id, {
    phone_number_id: line.id,
    plan_id: plan.id,
    payment_method_id: null,
  });
  await made("scheduled refills", "scheduled_refills", schedule.id);
  await made("cards", "payment_methods", (await addCard(db, owner.id)).id);
  await made("carriers", "carriers", (await addCarrier(db, home.company.id)).id);
  await made("plans", "plans", (await addPlan(db, carrier.id)).id);
  await made("devices", "devices", (await addDevice(db, home.company.id)).id);
  await made("countries", "countries", (await addCountry(db, home.company.id)).id);
}
// Another company's customer made the same evening: never in the home company's list.
const foreign = await createUser(db, other.company.id, "customer");
await createdAt("users", foreign.id, AT.eveningOf4th);

const listed = async (c: Case, range: string) => {
  const qs = [c.query, range, "page_size=200"].filter(Boolean).join("&");
  const res = await app.inject({
    method: "GET",
    url: `${c.path}?${qs}`,
    headers: auth(c.token ?? home.member.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b);
};
const ids = (c: Case, ...moments: Moment[]) => moments.map((m) => c.made[m]!).sort((a, b) => a - b);

describe("created_after and created_before count the company's days on every list", () => {
  for (const [name, c] of Object.entries(cases))
    it(`${name}: the 4th is all of the 4th in Los Angeles, UTC's evening included, and nothing of the 5th`, async () => {
      expect(await listed(c, "created_after=2026-03-04&created_before=2026-03-04")).toEqual(
        ids(c, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
      );
      expect(await listed(c, "created_after=2026-03-05&created_before=2026-03-05")).toEqual(
        ids(c, "midnightOf5th"),
      );
    });

  it("a bad date is a 400 naming the field, on each list", async () => {
    for (const [name, c] of Object.entries(cases))
      for (const field of ["created_after", "created_before"]) {
        const qs = [c.query, `${field}=2026-02-30x`].filter(Boolean).join("&");
        const res = await app.inject({
          method: "GET",
          url: `${c.path}?${qs}`,
          headers: auth(c.token ?? home.member.token),
        });
        expect(res.statusCode, `${name} ${field}`).toBe(400);
        expect(res.json(), `${name} ${field}`).toEqual({ [field]: ["Enter a valid date."] });
      }
  });
});

describe("scheduled refills: the day they next run", () => {
  it("next_run_after / next_run_before take calendar days, both ends included", async () => {
    const c = cases["scheduled refills"];
    const runs = ["2031-06-01", "2031-06-15", "2031-06-30", "2031-07-01"];
    for (const [i, moment] of MOMENTS.entries())
      await db
        .updateTable("scheduled_refills")
        .set({ next_run_on: runs[i] })
        .where("id", "=", c.made[moment]!)
        .execute();
    expect(await listed(c, "next_run_after=2031-06-01&next_run_before=2031-06-30")).toEqual(
      ids(c, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
    );
    expect(await listed(c, "next_run_after=2031-06-16")).toEqual(ids(c, "lastMinuteOf4th", "midnightOf5th"));
    const bad = await app.inject({
      method: "GET",
      url: "/api/scheduled-refills/?next_run_before=June",
      headers: auth(home.member.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ next_run_before: ["Enter a valid date."] });
  });
});

it("a customer's own lines take the range too: theirs of that day, and nobody else's", async () => {
  const lines = cases["phone numbers"];
  const asOwner = { ...lines, token: await tokenFor(db, owner.id) };
  expect(await listed(asOwner, "created_before=2026-03-04")).toEqual(
    ids(lines, "morningOf4th", "eveningOf4th", "lastMinuteOf4th"),
  );
  const asOther = { ...lines, token: home.customer.token };
  expect(await listed(asOther, "created_before=2026-03-04")).toEqual([]);
});
