import type { DataProvider } from "@refinedev/core";
import {
  createDataProvider,
  type DataProviderOptions,
  endpointOf,
  filterParams,
} from "../../../src/providers/data";
import { actionEndpoint } from "../../../src/resource-kit/endpoints";
import { ApiError, createHttpClient } from "../../../src/providers/http";
import { resourceDefinitions } from "../../../resources";
import { carrier, country, page, phoneLine, savedCard } from "../fixtures";
import { rentalDetail } from "../rentals/harness";
import { COUNTERS, makeDetail, makeTransaction } from "../transactions/harness";
import { api, http, json, recordRequests, server } from "../msw";

function provider(options: Partial<DataProviderOptions> = {}, token = "tok-1"): DataProvider {
  return createDataProvider(createHttpClient({ baseUrl: "", authorization: () => `Token ${token}` }), {
    resources: resourceDefinitions,
    ...options,
  });
}

describe("data provider: lists", () => {
  it("maps currentPage/pageSize to page/page_size, sorters to ordering, and {results, count} to {data, total}", async () => {
    const requests = recordRequests();
    const rows = [makeTransaction({ id: 9 }), makeTransaction({ id: 8 })];
    server.use(http.get(api("/api/transactions/"), () => json(page(rows, 137))));

    const result = await provider().getList({
      resource: "transactions",
      pagination: { currentPage: 3, pageSize: 50 },
      sorters: [
        { field: "created_at", order: "desc" },
        { field: "id", order: "asc" },
      ],
    });

    expect(result).toEqual({ data: rows, total: 137 });
    const [request] = requests;
    expect(request.path).toBe("/api/transactions/");
    expect(request.search.get("page")).toBe("3");
    expect(request.search.get("page_size")).toBe("50");
    expect(request.search.get("ordering")).toBe("-created_at,id");
    expect(request.authorization).toBe("Token tok-1");
  });

  it("defaults to page 1 of 25", async () => {
    const requests = recordRequests();
    server.use(http.get(api("/api/rental/rentals/"), () => json(page([]))));
    await provider().getList({ resource: "rentals" });
    expect(requests[0].search.get("page")).toBe("1");
    expect(requests[0].search.get("page_size")).toBe("25");
    expect(requests[0].search.has("ordering")).toBe(false);
  });

  it("sends filters under the API's query names: search, booleans, a__b lookups, several values comma-separated", async () => {
    const requests = recordRequests();
    server.use(http.get(api("/api/rental/rentals/"), () => json(page([]))));
    await provider().getList({
      resource: "rentals",
      filters: [
        { field: "search", operator: "contains", value: "5550100001" },
        { field: "status", operator: "in", value: ["preorder", "picked_up"] },
        { field: "plan__carrier", operator: "eq", value: 4 },
        { field: "plan.carrier", operator: "eq", value: 5 },
        { field: "has_balance", operator: "eq", value: false },
        { field: "hide_returned", operator: "eq", value: true },
        { field: "user", operator: "eq", value: undefined },
        { field: "trigger", operator: "eq", value: "" },
        { field: "plan", operator: "in", value: [] },
      ],
    });
    const search = requests[0].search;
    expect(search.get("search")).toBe("5550100001");
    expect(search.get("status")).toBe("preorder,picked_up");
    expect(search.getAll("plan__carrier")).toEqual(["4", "5"]);
    expect(search.get("has_balance")).toBe("false");
    expect(search.get("hide_returned")).toBe("true");
    // Empty values are not filters.
    expect(search.has("user")).toBe(false);
    expect(search.has("trigger")).toBe(false);
    expect(search.has("plan")).toBe(false);
  });

  it("refuses filters the API cannot apply instead of silently dropping them", () => {
    expect(() => filterParams([{ field: "amount", operator: "gte", value: 10 }])).toThrow(
      /"gte" on "amount"/,
    );
    expect(() => filterParams([{ operator: "or", value: [] }])).toThrow(/groups are not supported/);
    expect(() => filterParams([{ field: "status", operator: "eq", value: { nested: true } }])).toThrow(
      /status/,
    );
  });

  it("adds meta.query parameters (e.g. a screen's fixed filter)", async () => {
    const requests = recordRequests();
    server.use(http.get(api("/api/plans/"), () => json(page([]))));
    await provider().getList({ resource: "plans", meta: { query: { carrier: 3 } } });
    expect(requests[0].search.get("carrier")).toBe("3");
  });

  it("fetches every page when pagination is off", async () => {
    const requests = recordRequests();
    server.use(
      http.get(api("/api/rental/countries/"), ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get("page"));
        return json(
          n === 1
            ? {
                count: 3,
                next: api("/api/rental/countries/?page=2"),
                previous: null,
                results: [country({ id: 1 }), country({ id: 2 })],
              }
            : {
                count: 3,
                next: null,
                previous: api("/api/rental/countries/"),
                results: [country({ id: 3 })],
              },
        );
      }),
    );
    const result = await provider().getList({ resource: "countries", pagination: { mode: "off" } });
    expect(result.data.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(result.total).toBe(3);
    expect(requests.map((r) => [r.search.get("page"), r.search.get("page_size")])).toEqual([
      ["1", "200"],
      ["2", "200"],
    ]);
  });
});

describe("data provider: one record, create, update, delete, custom", () => {
  it("reads, updates (PATCH) and deletes at <list path><id>/ and creates at the list path", async () => {
    const requests = recordRequests();
    const line = phoneLine({ id: 12, number: "5550100001" });
    const added = phoneLine({ id: 13, number: "5550100002" });
    const renamed = { ...line, nickname: "Mum" };
    server.use(
      http.get(api("/api/phones/12/"), () => json(line)),
      http.post(api("/api/phones/"), () => json(added, 201)),
      http.patch(api("/api/phones/12/"), () => json(renamed)),
      http.delete(api("/api/phones/12/"), () => new Response(null, { status: 204 })),
    );
    const dp = provider();
    expect(await dp.getOne({ resource: "phone-numbers", id: 12 })).toEqual({ data: line });
    expect(await dp.create({ resource: "phone-numbers", variables: { number: "5550100002" } })).toEqual({
      data: added,
    });
    expect(await dp.update({ resource: "phone-numbers", id: 12, variables: { nickname: "Mum" } })).toEqual({
      data: renamed,
    });
    expect(await dp.deleteOne({ resource: "phone-numbers", id: 12 })).toEqual({ data: { id: 12 } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/phones/12/",
      "POST /api/phones/",
      "PATCH /api/phones/12/",
      "DELETE /api/phones/12/",
    ]);
    expect(requests[1].body).toEqual({ number: "5550100002" });
    expect(requests[2].body).toEqual({ nickname: "Mum" });
  });

  it("uses the rental's own paths: GET /api/rental/rentals/{id}/ and PATCH /api/rental/rentals/{id}/update", async () => {
    const requests = recordRequests();
    server.use(
      http.get(api("/api/rental/rentals/4/"), () => json(rentalDetail({ id: 4, status: "preorder" }))),
      http.patch(api("/api/rental/rentals/4/update"), () =>
        json(rentalDetail({ id: 4, status: "ready_for_pickup" })),
      ),
    );
    const dp = provider();
    await dp.getOne({ resource: "rentals", id: 4 });
    const updated = await dp.update({
      resource: "rentals",
      id: 4,
      variables: { status: "ready_for_pickup" },
    });
    expect(updated.data).toMatchObject({ id: 4, status: "ready_for_pickup" });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/rental/rentals/4/",
      "PATCH /api/rental/rentals/4/update",
    ]);
  });

  it("takes the contract's paths from the resource declarations", () => {
    const paths = Object.fromEntries(
      resourceDefinitions
        .filter((d) => d.api)
        .map((d) => [d.name, endpointOf(resourceDefinitions, d.name, "list").path]),
    );
    expect(paths).toEqual({
      customers: "/api/company/customers/",
      members: "/api/company/members/",
      messages: "/api/messages/",
      carriers: "/api/carriers/",
      plans: "/api/plans/",
      catalogue: "/api/catalogue/operators/",
      "phone-numbers": "/api/phones/",
      cards: "/api/payments/cards/",
      "scheduled-refills": "/api/scheduled-refills/",
      transactions: "/api/transactions/",
      rentals: "/api/rental/rentals/",
      devices: "/api/rental/devices/",
      fees: "/api/rental/fees/",
      countries: "/api/rental/countries/",
      charges: "/api/charges/",
      disputes: "/api/disputes/",
      settings: "/api/company/",
      "phone-menu": "/api/phone-menu/simulate/",
      "audit-log": "/api/audit-log/",
      dashboard: "/api/dashboard/",
    });
    expect(actionEndpoint(resourceDefinitions, "cards", "makeDefault", 3)).toEqual({
      method: "POST",
      path: "/api/payments/cards/3/default/",
    });
    expect(actionEndpoint(resourceDefinitions, "members", "resendInvite", 8).path).toBe(
      "/api/company/members/8/resend-invite/",
    );
    expect(() => actionEndpoint(resourceDefinitions, "cards", "nothing")).toThrow(
      /declares no "nothing" call/,
    );
  });

  it("reads a resource's base path, or a single call of it, from the declarations it is given", async () => {
    const requests = recordRequests();
    server.use(
      http.get(api("/api/carriers/"), () => json(page([]))),
      http.get(api("/api/carriers/1/"), () => json(carrier())),
      http.post(api("/api/payments/cards/1/default/"), () => json(savedCard({ id: 1, is_default: true }))),
    );
    const dp = provider({
      resources: [
        {
          name: "networks",
          label: "Networks",
          access: { default: "auth" },
          api: { base: "/api/carriers/" },
        },
        {
          name: "cards",
          label: "Cards",
          access: { default: "auth" },
          api: {
            base: "/api/payments/cards/",
            crud: { update: { method: "POST", path: "/api/payments/cards/{id}/default/" } },
          },
        },
      ],
    });
    await dp.getList({ resource: "networks" });
    await dp.getOne({ resource: "networks", id: 1 });
    await dp.update({ resource: "cards", id: 1, variables: {} });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/carriers/",
      "GET /api/carriers/1/",
      "POST /api/payments/cards/1/default/",
    ]);
  });

  it("fails clearly for a resource without a path", async () => {
    await expect(provider().getList({ resource: "unknown" })).rejects.toThrow(/No API path .*"unknown"/);
  });

  it("custom calls: method, query (with filters and sorters), payload, and the answer as data", async () => {
    const requests = recordRequests();
    server.use(
      http.get(api("/api/transactions/counters/"), () => json({ ...COUNTERS, all: 4, error: 1 })),
      http.post(api("/api/transactions/5/retry/"), () => json(makeDetail({ id: 5, status: "in_queue" }))),
    );
    const dp = provider();
    const counters = await dp.custom!({
      url: "/api/transactions/counters/",
      method: "get",
      filters: [{ field: "trigger", operator: "eq", value: "scheduled" }],
      query: { search: "555" },
    });
    expect(counters.data).toMatchObject({ all: 4, error: 1 });
    expect(requests[0].search.get("trigger")).toBe("scheduled");
    expect(requests[0].search.get("search")).toBe("555");

    const retried = await dp.custom!({ url: "/api/transactions/5/retry/", method: "post", payload: {} });
    expect(retried.data).toMatchObject({ id: 5, status: "in_queue" });
    expect(requests[1].method).toBe("POST");
  });
});

describe("API errors → Refine HttpError", () => {
  it("turns a DRF 400 into a HttpError with field errors in `errors` and the non-field message as message", async () => {
    server.use(
      http.post(api("/api/company/customers/"), () =>
        json({ email: ["Enter a valid email address."], non_field_errors: ["Customer limit reached."] }, 400),
      ),
    );
    const error = await provider()
      .create({ resource: "customers", variables: { email: "nope" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: "Customer limit reached.",
      errors: { email: ["Enter a valid email address."] },
    });
  });

  it("uses detail for 401/403/404/429 and names nested fields with dots", async () => {
    server.use(
      http.get(api("/api/charges/1/"), () =>
        json({ detail: "You do not have permission to perform this action." }, 403),
      ),
      // The server names a field inside a list by its path (server/http/errors.ts): `items.0.plan`.
      http.patch(api("/api/scheduled-refills/2/"), () => json({ "items.0.plan": ["Invalid pk."] }, 400)),
    );
    const dp = provider();
    await expect(dp.getOne({ resource: "charges", id: 1 })).rejects.toMatchObject({
      statusCode: 403,
      message: "You do not have permission to perform this action.",
    });
    await expect(dp.update({ resource: "scheduled-refills", id: 2, variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      message: "Invalid pk.",
      errors: { "items.0.plan": ["Invalid pk."] },
    });
  });

  it("reports an unreachable server or a non-JSON error page by status, not by its HTML", async () => {
    server.use(
      http.get(api("/api/carriers/"), () => new Response("<html>Bad gateway</html>", { status: 502 })),
      http.get(api("/api/plans/"), () => Response.error()),
    );
    const dp = provider();
    await expect(dp.getList({ resource: "carriers" })).rejects.toMatchObject({
      statusCode: 502,
      message: "Request failed with status 502.",
    });
    await expect(dp.getList({ resource: "plans" })).rejects.toMatchObject({
      statusCode: 0,
      message: "The server could not be reached.",
    });
  });

  it("calls the configured base address", async () => {
    const requests = recordRequests();
    server.use(http.get("https://api.example.test/api/carriers/", () => json(page([]))));
    const dp = createDataProvider(
      createHttpClient({ baseUrl: "https://api.example.test/", authorization: () => undefined }),
      { resources: resourceDefinitions },
    );
    expect(dp.getApiUrl()).toBe("https://api.example.test");
    await dp.getList({ resource: "carriers" });
    expect(requests[0].authorization).toBeNull();
  });
});
