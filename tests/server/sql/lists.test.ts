import { describe, expect, it } from "vitest";
import { appForFile, clientAs, companyWithPeople, createUser, postgresUnderTest, tokenFor } from "../helpers";
import { insertCharge, insertCustomerRecords, insertRental, insertTransaction } from "../records";
import { SqlRecorder } from "./recorder";

/**
 * The SQL behind the lists, their status counters and their CSV exports, as the database receives it,
 * kept in tests/server/sql/<module>.sql (SQLite) and <module>.pg.sql (`npm run test:pg`): a change to a
 * list's SQL fails here until the snapshots are written again (`npx vitest run tests/server/sql -u`, and
 * `npm run test:pg -- tests/server/sql -u`: `-u` before the path would take it as its value), so that it
 * shows in review.
 * The calls run against fixed rows: a search first looks up related ids and leaves out a target that
 * finds nothing, so the SQL depends on the rows as well as on the request.
 */
const recorder = new SqlRecorder();
const app = await appForFile({}, recorder.open);
const db = app.db;
const { company, member, owner } = await companyWithPeople(db);
const alice = await createUser(db, company.id, "customer", { first_name: "Alice", last_name: "Smith" });
const asMember = clientAs(app, member.token);
const asOwner = clientAs(app, owner.token);
const asAlice = clientAs(app, await tokenFor(db, alice.id));

const records = await insertCustomerRecords(db, company.id, alice.id, "Alpha Wireless");
const refill = await insertTransaction(db, records.txn, "error", { created_at: "2026-03-11T15:00:00.000Z" });
await insertTransaction(db, records.txn, "success", { created_at: "2026-03-10T03:30:00.000Z" });
const rental = await insertRental(db, records.rental, "picked_up", { total: 13_050, paid: 10_000 });
await insertRental(db, records.rental, "returned");
await insertCharge(db, { companyId: company.id, userId: alice.id, transactionId: refill.id });
await insertCharge(db, { companyId: company.id, userId: alice.id, rentalId: rental.id });

// What signing the request in runs (the token's lookup, and now and then its renewal): the same before
// every call, so left out of the snapshots. A request refused by validation runs nothing else.
const signingIn = new Set(
  await recorder.during(async () => {
    const res = await asMember("GET", "/api/transactions/?status=nonsense");
    expect(res.statusCode, res.body).toBe(400);
  }),
);

type Call = { name: string; url: string; as?: typeof asMember };

/** The calls' SQL, one statement per block under a comment naming the call. */
async function sqlOf(calls: Call[]): Promise<string> {
  const blocks: string[] = [];
  for (const { name, url, as = asMember } of calls) {
    const statements = await recorder.during(async () => {
      const res = await as("GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    });
    const own = statements.filter((s) => !signingIn.has(s));
    expect(own.length, `${url} ran no SQL of its own`).toBeGreaterThan(0);
    own.forEach((s, i) => blocks.push(`-- ${name} (${i + 1}/${own.length}): GET ${url}\n${s};\n`));
  }
  return blocks.join("\n");
}

const snapshot = (module: string) => `./${module}${postgresUnderTest ? ".pg" : ""}.sql`;

describe("the SQL of the lists, counters and exports", () => {
  it("transactions", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/transactions/" },
      {
        name: "list, filtered, searched and ordered",
        url:
          "/api/transactions/?status=error&trigger=manual&plan__carrier=1&payment_error=false" +
          "&created_after=2026-03-01&created_before=2026-03-31&search=alice%20555&ordering=-amount&page_size=25",
      },
      { name: "list, a customer's own", url: "/api/transactions/", as: asAlice },
      { name: "counters", url: "/api/transactions/counters/" },
      {
        name: "counters, filtered",
        url: "/api/transactions/counters/?created_after=2026-03-01&search=alice",
      },
      { name: "export", url: "/api/transactions/export/?status=error&search=alpha&ordering=created_at" },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("transactions"));
  });

  it("rentals", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/rental/rentals/" },
      {
        name: "list, filtered, searched and ordered",
        url:
          "/api/rental/rentals/?hide_returned=true&has_balance=true&trigger=manual&start_after=2026-11-01" +
          "&start_before=2026-11-30&search=alice&ordering=-start_date&page_size=25",
      },
      { name: "list, a customer's own", url: "/api/rental/rentals/", as: asAlice },
      { name: "counters", url: "/api/rental/rentals/counters/" },
      { name: "counters, filtered", url: "/api/rental/rentals/counters/?hide_returned=true&search=alice" },
      { name: "export", url: "/api/rental/rentals/export/?status=picked_up&search=smith&ordering=-balance" },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("rentals"));
  });

  it("charges", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/charges/" },
      {
        name: "list, filtered, searched and ordered",
        url:
          "/api/charges/?kind=rental&status=succeeded&method=card&created_after=2026-01-01" +
          "&created_before=2026-12-31&search=4242&ordering=-amount&page_size=25",
      },
      { name: "list, a customer's own", url: "/api/charges/", as: asAlice },
      { name: "export", url: "/api/charges/export/?kind=refill&search=alice&ordering=created_at" },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("charges"));
  });

  it("customers", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/company/customers/" },
      {
        name: "list, filtered, searched and ordered",
        url:
          "/api/company/customers/?is_active=true&has_phone_numbers=true&created_after=2026-01-01" +
          "&search=alice%20555&ordering=last_name&page_size=25",
      },
      { name: "export", url: "/api/company/customers/export/?search=smith&ordering=-created_at" },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("customers"));
  });

  it("phone numbers", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/phones/" },
      {
        name: "list, searched and ordered",
        url: "/api/phones/?search=555%20alice&ordering=number&page_size=25",
      },
      { name: "list, a customer's own", url: "/api/phones/", as: asAlice },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("phone-numbers"));
  });

  it("scheduled refills", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/scheduled-refills/" },
      {
        name: "list, searched and ordered",
        url: "/api/scheduled-refills/?search=alice&ordering=-created_at",
      },
      { name: "list, a customer's own", url: "/api/scheduled-refills/", as: asAlice },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("scheduled-refills"));
  });

  it("members", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/company/members/", as: asOwner },
      {
        name: "list, searched and ordered",
        url: "/api/company/members/?search=member&ordering=last_name",
        as: asOwner,
      },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("members"));
  });

  it("audit log", async () => {
    const sql = await sqlOf([
      { name: "list", url: "/api/audit-log/", as: asOwner },
      {
        name: "list, searched and ordered",
        url: "/api/audit-log/?search=member&ordering=created_at",
        as: asOwner,
      },
    ]);
    await expect(sql).toMatchFileSnapshot(snapshot("audit"));
  });

  it("cards", async () => {
    const sql = await sqlOf([{ name: "list, a customer's own", url: "/api/payments/cards/", as: asAlice }]);
    await expect(sql).toMatchFileSnapshot(snapshot("cards"));
  });
});
