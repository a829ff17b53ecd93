import { describe, expect, it } from "vitest";
import { filters } from "../../../server/http/lists/filters";
import { listPage, orderingOf, pageParams } from "../../../server/http/lists/paging";
import { likeLower } from "../../../server/http/lists/search";
import type { ListSpec } from "../../../server/http/lists/spec";
import { appForFile, createCompany } from "../helpers";

/** The DRF list layer through a real route, on whichever database the suite runs against. */
const app = await appForFile();
const company = await createCompany(app.db, "drf");
const other = await createCompany(app.db, "drf-other");
const now = Date.parse("2026-06-01T00:00:00Z");
const rows = Array.from({ length: 60 }, (_, i) => ({
  company_id: i === 59 ? other.id : company.id,
  email: `user${String(i).padStart(2, "0")}@example.test`,
  first_name: i % 3 === 0 ? "Ana" : i % 3 === 1 ? "Bo" : "Cy",
  last_name: i % 2 === 0 ? "Smith" : "O'Neil_100%",
  is_company_member: i % 5 === 0,
  created_at: new Date(now + i * 86_400_000).toISOString(),
}));
await app.db.insertInto("users").values(rows).execute();

const spec: ListSpec<"users"> = {
  ordering: { email: "users.email", created_at: "users.created_at", id: "users.id" },
  defaultOrdering: ["-created_at"],
  search: [
    "users.email",
    "users.first_name",
    "users.last_name",
    // a related table: the user's company name
    (eb, pattern) =>
      eb.exists(
        eb
          .selectFrom("companies as c")
          .select("c.id")
          .whereRef("c.id", "=", "users.company_id")
          .where(likeLower("c.slug", pattern)),
      ),
  ],
  filters: {
    is_company_member: filters.boolean("users.is_company_member"),
    first_name: filters.choice("users.first_name", ["Ana", "Bo", "Cy"]),
    id: filters.id("users.id"),
    created_after: filters.dateFrom("users.created_at"),
    created_before: filters.dateTo("users.created_at"),
  },
  idColumn: "users.id",
};
app.get("/api/test-users/", async (request) =>
  listPage({
    request,
    base: app.db.selectFrom("users").where("users.company_id", "=", company.id),
    spec,
    select: (qb) =>
      qb.select([
        "users.id",
        "users.email",
        "users.first_name",
        "users.is_company_member",
        "users.created_at",
      ]),
    serialize: (r) => r,
  }),
);

const site = app.config.publicUrl;
const get = async (qs: string) => {
  const res = await app.inject({
    method: "GET",
    url: `/api/test-users/${qs}`,
    // The caller's Host is not where the links point: PUBLIC_URL is.
    headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
  });
  return { status: res.statusCode, body: res.json() };
};

/** The count of rows the list answers for this query string. */
const count = async (qs: string) => (await get(qs)).body.count;
/** The query string is refused with a 400 naming its parameter and why. */
const expectRefused = async (qs: string, errors: Record<string, string[]>) =>
  expect(await get(qs)).toEqual({ status: 400, body: errors });

describe("pagination", () => {
  it("pages by 25 by default with absolute next/previous links on PUBLIC_URL, scoped by the base query", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.count).toBe(59);
    expect(body.results).toHaveLength(25);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`${site}/api/test-users/?page=2`);
    const last = await get("?page=3");
    expect(last.body.results).toHaveLength(9);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toBe(`${site}/api/test-users/?page=2`);
  });

  it("keeps the other query parameters in the links and drops page=1 from previous", async () => {
    const { body } = await get("?page=2&page_size=10&ordering=email");
    expect(body.next).toBe(`${site}/api/test-users/?page=3&page_size=10&ordering=email`);
    expect(body.previous).toBe(`${site}/api/test-users/?page_size=10&ordering=email`);
  });

  it("answers 404 Invalid page past the end or for a malformed page", async () => {
    expect(await get("?page=4")).toEqual({ status: 404, body: { detail: "Invalid page." } });
    expect(await get("?page=abc")).toEqual({ status: 404, body: { detail: "Invalid page." } });
    expect(await get("?page=0")).toEqual({ status: 404, body: { detail: "Invalid page." } });
  });

  it("caps page_size at 200 and ignores a malformed one", async () => {
    expect(pageParams({ page_size: "1000" }).pageSize).toBe(200);
    expect(pageParams({ page_size: "-3" }).pageSize).toBe(25);
    expect(pageParams({ page_size: "x" }).pageSize).toBe(25);
    expect((await get("?page_size=100")).body.results).toHaveLength(59);
  });

  it("answers an empty first page for a filter matching nothing", async () => {
    expect(await get("?search=nobody-at-all")).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
  });
});

describe("ordering", () => {
  it("orders by a whitelisted field, descending with a minus, with a stable id tie-break", async () => {
    const asc = (await get("?ordering=email&page_size=5")).body.results.map(
      (r: { email: string }) => r.email,
    );
    expect(asc).toEqual([
      "user00@example.test",
      "user01@example.test",
      "user02@example.test",
      "user03@example.test",
      "user04@example.test",
    ]);
    const desc = (await get("?ordering=-email&page_size=2")).body.results.map(
      (r: { email: string }) => r.email,
    );
    expect(desc).toEqual(["user58@example.test", "user57@example.test"]);
  });

  it("drops unknown or hostile names and falls back to the default", async () => {
    const spec2 = spec;
    expect(orderingOf(spec2, "password_hash,-x;drop table users")).toEqual([
      ["users.created_at", "desc"],
      ["users.id", "desc"],
    ]);
    const { status, body } = await get("?ordering=password_hash");
    expect(status).toBe(200);
    expect(body.results[0].email).toBe("user58@example.test");
  });
});

describe("search", () => {
  it("requires every term to match one of the search columns, case-insensitively", async () => {
    const { body } = await get("?search=ANA%20user03&page_size=100");
    expect(body.results.map((r: { email: string }) => r.email)).toEqual(["user03@example.test"]);
  });

  it("searches related tables through a search expression", async () => {
    expect(await count("?search=DRF")).toBe(59);
    expect(await count("?search=drf%20user07")).toBe(1);
  });

  it("treats % and _ as ordinary characters", async () => {
    const { body } = await get("?search=_100%25&page_size=100");
    expect(body.count).toBe(29);
    expect(await count("?search=%25%25%25")).toBe(0);
  });
});

describe("filters", () => {
  it("filters booleans written as true/false/1/0 and rejects anything else with a 400 naming the field", async () => {
    expect(await count("?is_company_member=true&page_size=100")).toBe(12);
    expect(await count("?is_company_member=0&page_size=100")).toBe(47);
    await expectRefused("?is_company_member=maybe", {
      is_company_member: ['"maybe" is not a valid boolean.'],
    });
  });

  it("filters choices, one or several, and rejects an unknown choice", async () => {
    expect(await count("?first_name=Ana")).toBe(20);
    expect(await count("?first_name=Ana,Bo")).toBe(40);
    await expectRefused("?first_name=Zed", {
      first_name: ["Select a valid choice. Zed is not one of the available choices."],
    });
  });

  it("filters ids and rejects a non-number", async () => {
    const first = (await get("?ordering=id&page_size=2")).body.results;
    expect(await count(`?id=${first[0].id},${first[1].id}`)).toBe(2);
    await expectRefused("?id=1;drop", { id: ["Enter a whole number."] });
  });

  it("bounds dates, the upper bound including its whole day", async () => {
    expect(await count("?created_after=2026-06-10&created_before=2026-06-12")).toBe(3);
    await expectRefused("?created_after=2026-13-45", { created_after: ["Enter a valid date."] });
  });

  it("ignores empty filter values", async () => {
    expect(await count("?first_name=&is_company_member=")).toBe(59);
  });
});
