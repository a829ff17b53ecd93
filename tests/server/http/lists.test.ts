import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { RENTAL_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "../../../common/api/enums";
import { auth, companiesForFile, createUser } from "../helpers";
import {
  insertCarrierWithPlan,
  insertCharge,
  insertDeviceAndCountry,
  insertPhone,
  insertRental,
  insertTransaction,
} from "../records";

/**
 * The big lists read as a late row lookup (ids from the table alone, then the joins for the page): every
 * ordering, every page and every search gives what the plain joined query gives, and the counts read from
 * the kept per-status counts equal count(*).
 */
const { app, db, home, other } = await companiesForFile(["lists-home", "lists-other"]);
const rivera = await createUser(db, home.company.id, "customer", { first_name: "Ana", last_name: "Rivera" });
const zed = await createUser(db, home.company.id, "customer", { first_name: "Zed", last_name: "Okafor" });
// Another company's Rivera: a search must never reach her rows.
const foreignRivera = await createUser(db, other.company.id, "customer", {
  first_name: "Eve",
  last_name: "Rivera",
});

const tello = await insertCarrierWithPlan(db, home.company.id, "Tello", 2500);
const mint = await insertCarrierWithPlan(db, home.company.id, "Mint", 1500);
const foreignPlan = await insertCarrierWithPlan(db, other.company.id, "Tello", 2500);
const lines = [
  await insertPhone(db, home.company.id, rivera.id, tello.carrier.id, tello.plan.id),
  await insertPhone(db, home.company.id, zed.id, mint.carrier.id, mint.plan.id),
  await insertPhone(db, home.company.id, home.customer.id, tello.carrier.id, tello.plan.id),
];
const foreignLine = await insertPhone(
  db,
  other.company.id,
  foreignRivera.id,
  foreignPlan.carrier.id,
  foreignPlan.plan.id,
);

const start = Date.parse("2026-01-01T00:00:00Z");
const owners = [rivera, zed, home.customer];
for (let i = 0; i < 57; i++) {
  const k = i % 3;
  const plan = i % 4 === 0 ? mint.plan : tello.plan;
  // Repeated timestamps and amounts: the id tie-break decides, in the ordering's direction.
  const t = await insertTransaction(
    db,
    {
      companyId: home.company.id,
      userId: owners[k].id,
      phoneId: lines[k].id,
      planId: plan.id,
      amount: 1000 + (i % 5) * 500,
    },
    TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length],
    {
      trigger: TRANSACTION_TRIGGERS[i % 3],
      created_at: new Date(start + Math.floor(i / 2) * 3_600_000).toISOString(),
    },
  );
  await db
    .updateTable("transactions")
    .set({
      updated_at: new Date(start + ((i * 7) % 13) * 60_000).toISOString(),
      provider_ref: i === 5 ? "sim_topup_abc123def" : null,
    })
    .where("id", "=", t.id)
    .execute();
  await insertCharge(db, { companyId: home.company.id, userId: owners[k].id, transactionId: t.id });
}
await insertTransaction(db, {
  companyId: other.company.id,
  userId: foreignRivera.id,
  phoneId: foreignLine.id,
  planId: foreignPlan.plan.id,
});

const gear = await insertDeviceAndCountry(db, home.company.id);
for (let i = 0; i < 31; i++) {
  const r = await insertRental(
    db,
    {
      companyId: home.company.id,
      userId: owners[i % 3].id,
      deviceId: gear.device.id,
      countryId: gear.country.id,
    },
    RENTAL_STATUSES[i % RENTAL_STATUSES.length],
    { total: 10000 + (i % 4) * 1000, paid: 10000 + (i % 3) * 1500 },
  );
  const day = String(1 + (i % 9)).padStart(2, "0");
  await db
    .updateTable("rentals")
    .set({
      start_date: `2026-03-${day}`,
      end_date: `2026-04-${day}`,
      phone_number: i === 4 ? "+15550199123" : null,
    })
    .where("id", "=", r.id)
    .execute();
}

const get = async (url: string, token = home.member.token) => {
  const res = await app.inject({ method: "GET", url, headers: auth(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

/** Every page of a list, in order, as ids. */
async function allIds(path: string, qs: string, pageSize = 7): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await get(`${path}?${qs}&page_size=${pageSize}&page=${page}`);
    ids.push(...body.results.map((r: { id: number }) => r.id));
    if (!body.next) return ids;
  }
}

/** The same question asked as one plain query: `order by column dir, id dir`. */
async function plainOrder(
  table: string,
  column: string,
  desc: boolean,
  companyId = home.company.id,
): Promise<number[]> {
  const dir = sql.raw(desc ? "desc" : "asc");
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(table)} where company_id = ${companyId} order by ${sql.ref(column)} ${dir}, id ${dir}
  `.execute(db);
  return rows.map((r) => r.id);
}

describe("ordering and pages", () => {
  const cases: Array<[string, string, string[]]> = [
    ["/api/transactions/", "transactions", ["created_at", "updated_at", "amount", "status", "trigger", "id"]],
    [
      "/api/rental/rentals/",
      "rentals",
      ["created_at", "updated_at", "start_date", "end_date", "status", "total_due_amount", "balance", "id"],
    ],
    ["/api/charges/", "charges", ["created_at", "amount", "status", "kind", "id"]],
    ["/api/phones/", "phone_numbers", ["number", "created_at", "nickname"]],
  ];
  for (const [path, table, fields] of cases) {
    it(`${path}: every ordering, both ways, page by page, as the plain query`, async () => {
      for (const field of fields)
        for (const desc of [false, true]) {
          const expected = await plainOrder(table, field, desc);
          expect(
            await allIds(path, `ordering=${desc ? "-" : ""}${field}`),
            `${path} ${field} ${desc}`,
          ).toEqual(expected);
        }
      // The default ordering.
      expect(await allIds(path, "")).toEqual(await plainOrder(table, "created_at", true));
    });
  }

  it("answers a deep page with the rows at that offset, and `last` with the last page", async () => {
    const expected = await plainOrder("transactions", "amount", true);
    const page5 = await get("/api/transactions/?ordering=-amount&page_size=10&page=5");
    expect(page5.results.map((r: { id: number }) => r.id)).toEqual(expected.slice(40, 50));
    expect(page5.count).toBe(57);
    const last = await get("/api/transactions/?ordering=-amount&page_size=10&page=last");
    expect(last.results.map((r: { id: number }) => r.id)).toEqual(expected.slice(50));
    // The rows of a page carry their joined names.
    expect(page5.results[0]).toHaveProperty("carrier_name");
    expect(page5.results[0].user_email).toMatch(/@/);
  });
});

describe("search reaches the big tables through the small ones", () => {
  const count = async (url: string, token?: string) => (await get(url, token)).count as number;

  it("finds transactions by a person's name or e-mail, a number, a plan or a carrier, this company's only", async () => {
    expect(await count("/api/transactions/?search=rivera")).toBe(19);
    expect(await count("/api/transactions/?search=RIVERA%20ana")).toBe(19);
    expect(await count(`/api/transactions/?search=${encodeURIComponent(zed.email)}`)).toBe(19);
    expect(await count(`/api/transactions/?search=${lines[1].number}`)).toBe(19);
    expect(await count("/api/transactions/?search=mint")).toBe(15);
    expect(await count("/api/transactions/?search=mint%2030%20days")).toBe(15);
    expect(await count("/api/transactions/?search=tello%20rivera")).toBe(14);
    expect(await count("/api/transactions/?search=sim_topup_abc123def")).toBe(1);
    expect(await count("/api/transactions/?search=nobody")).toBe(0);
    // A customer's search stays inside their own rows.
    expect(await count("/api/transactions/?search=rivera", home.customer.token)).toBe(0);
    expect(await count("/api/transactions/?search=tello", home.customer.token)).toBe(14);
  });

  it("finds rentals by person, device, country and the rental's number; charges by person and last four", async () => {
    expect(await count("/api/rental/rentals/?search=rivera")).toBe(11);
    expect(await count("/api/rental/rentals/?search=hotspot")).toBe(31);
    expect(await count("/api/rental/rentals/?search=mexico%20okafor")).toBe(10);
    expect(await count("/api/rental/rentals/?search=0199")).toBe(1);
    expect(await count("/api/charges/?search=rivera")).toBe(19);
    expect(await count("/api/charges/?search=4242")).toBe(57);
    expect(await count("/api/phones/?search=rivera")).toBe(1);
  });
});

describe("counts", () => {
  async function plainCount(table: string, where = sql`true`) {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table)} where company_id = ${home.company.id} and ${where}
    `.execute(db);
    return Number(rows[0].n);
  }

  it("reads the kept counts for the unfiltered list, a status filter and hide_returned, as count(*)", async () => {
    expect((await get("/api/transactions/")).count).toBe(await plainCount("transactions"));
    expect((await get("/api/transactions/?status=error,success")).count).toBe(
      await plainCount("transactions", sql`status in ('error', 'success')`),
    );
    expect((await get("/api/rental/rentals/")).count).toBe(31);
    expect((await get("/api/rental/rentals/?hide_returned=true")).count).toBe(
      await plainCount("rentals", sql`status <> 'returned'`),
    );
    // Statuses chosen by name are listed, returned ones too, whatever the default view hides.
    expect((await get("/api/rental/rentals/?hide_returned=true&status=returned,error")).count).toBe(
      await plainCount("rentals", sql`status in ('returned', 'error')`),
    );
  });

  it("answers the counters from the kept counts, and under filters or for a customer by counting", async () => {
    const all = await get("/api/transactions/counters/");
    const { rows } = await sql<{ status: string; n: number | string }>`
      select status, count(*) as n from transactions where company_id = ${home.company.id} group by status
    `.execute(db);
    for (const r of rows) expect(all[r.status]).toBe(Number(r.n));
    expect(all.all).toBe(57);
    const mine = await get("/api/transactions/counters/?status=error", home.customer.token);
    expect(mine.all).toBe(19);
    const rivera = await get("/api/transactions/counters/?search=rivera&status=success");
    expect(rivera.all).toBe(19);
  });
});
