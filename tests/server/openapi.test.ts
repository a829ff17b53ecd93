import { describe, expect, it } from "vitest";
import { TRANSACTION_EVENT_OUTCOMES } from "../../common/api/enums";
import { appForFile } from "./helpers";

const app = await appForFile();

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  $ref?: string;
  enum?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Document {
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Document;
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, path, method, op })),
);
const answer = (op: Operation, status = "200") => op.responses[status]?.content?.["application/json"].schema;

describe("the OpenAPI document, for client generators", () => {
  it("names every operation once", () => {
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.filter(({ op }) => !op.operationId).map(({ call }) => call);
    expect(missing).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("names them as drf-spectacular does: the path's words, then list/retrieve/create/partial_update/destroy", () => {
    const idOf = (method: string, path: string) => doc.paths[path][method].operationId;
    expect(idOf("get", "/api/rental/rentals/")).toBe("rental_rentals_list");
    expect(idOf("get", "/api/rental/rentals/{id}/")).toBe("rental_rentals_retrieve");
    expect(idOf("post", "/api/rental/rentals/{id}/refund")).toBe("rental_rentals_refund_create");
    expect(idOf("patch", "/api/rental/rentals/{id}/update")).toBe("rental_rentals_update_partial_update");
    expect(idOf("delete", "/api/scheduled-refills/{id}/")).toBe("scheduled_refills_destroy");
    expect(idOf("get", "/api/transactions/counters/")).toBe("transactions_counters_retrieve");
    expect(idOf("post", "/api/company/customers/{id}/hijack/")).toBe("company_customers_hijack_create");
  });

  it("answers lists with a shared page of a shared row", () => {
    const lists = operations.filter(
      ({ method, op }) => method === "get" && op.operationId?.endsWith("_list"),
    );
    expect(lists.length).toBeGreaterThanOrEqual(12);
    for (const { call, op } of lists) {
      const ref = answer(op)?.$ref ?? "";
      expect(ref, call).toMatch(/^#\/components\/schemas\/Paginated\w+List$/);
      const page = doc.components.schemas[ref.split("/").pop()!];
      expect(Object.keys(page.properties ?? {}), call).toEqual(["count", "next", "previous", "results"]);
      expect(page.properties!.results.items?.$ref, call).toMatch(/^#\/components\/schemas\/\w+$/);
    }
  });

  it("answers the record calls with the record's component", () => {
    const record = (method: string, path: string, status?: string) =>
      answer(doc.paths[path][method], status)?.$ref;
    expect(record("get", "/api/transactions/{id}/")).toBe("#/components/schemas/TransactionDetail");
    expect(record("post", "/api/transactions/{id}/retry/")).toBe("#/components/schemas/TransactionDetail");
    expect(record("get", "/api/rental/rentals/{id}/")).toBe("#/components/schemas/RentalDetail");
    expect(record("post", "/api/rental/{id}/resolve/")).toBe("#/components/schemas/RentalDetail");
    expect(record("get", "/api/charges/{id}/")).toBe("#/components/schemas/ChargeDetail");
    expect(record("post", "/api/carriers/", "201")).toBe("#/components/schemas/Carrier");
    expect(record("patch", "/api/company/customers/{id}/")).toBe("#/components/schemas/Customer");
  });

  it("offers only the body a call reads: a retry takes no note, for one refill or many", () => {
    const fields = (path: string) => {
      const body = doc.paths[path].post.requestBody;
      return body && Object.keys(body.content["application/json"].schema.properties ?? {}).sort();
    };
    expect(fields("/api/transactions/{id}/retry/")).toBeUndefined();
    expect(fields("/api/rental/{id}/retry/")).toBeUndefined();
    expect(fields("/api/transactions/bulk/retry/")).toEqual(["filters", "ids"]);
    expect(fields("/api/transactions/{id}/resolve/")).toEqual(["note"]);
    expect(fields("/api/transactions/bulk/resolve/")).toEqual(["filters", "ids", "note"]);
  });

  it("lists the outcomes a step of a refill's history can have", () => {
    const outcome = doc.components.schemas.TransactionEvent.properties?.outcome;
    expect(outcome?.enum).toEqual([...TRANSACTION_EVENT_OUTCOMES]);
  });

  it("refers only to components it has, and has only components it refers to", () => {
    const refs = new Set(JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g));
    const names = [...refs].map((ref) => ref.split("/").pop()!);
    expect(names.filter((name) => !doc.components.schemas[name])).toEqual([]);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(names.sort());
  });

  it("says where the API is and declares every tag it uses", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const declared = new Set(doc.tags?.map((tag) => tag.name));
    const used = new Set(operations.flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
  });
});

describe("the OpenAPI document says what the server does (issue 39)", () => {
  it("documents no body on a 204: every delete and the sign-out", () => {
    const noContent = operations.filter(({ op }) => op.responses["204"]);
    expect(noContent.map(({ call }) => call)).toContain("POST /api/user/logout/");
    expect(noContent.length).toBeGreaterThanOrEqual(10);
    for (const { call, op } of noContent) expect(op.responses["204"].content, call).toBeUndefined();
  });

  it("documents the CSV exports' rows as text/csv and their errors as the JSON they are", () => {
    const exports = operations.filter(({ path }) => path.endsWith("/export/"));
    expect(exports.length).toBe(4);
    for (const { call, op } of exports) {
      expect(Object.keys(op.responses["200"].content ?? {}), call).toEqual(["text/csv"]);
      for (const status of ["400", "401", "403"])
        expect(Object.keys(op.responses[status].content ?? {}), `${call} ${status}`).toEqual([
          "application/json",
        ]);
    }
  });

  it("says which calls need no token: the logo's image, the health check, sign-in", () => {
    const security = (method: string, path: string) =>
      (doc.paths[path][method] as { security?: unknown }).security;
    expect(security("get", "/api/company/logo/{company}/{hash}/")).toEqual([]);
    expect(security("get", "/api/health/")).toEqual([]);
    expect(security("post", "/api/user/token/")).toEqual([]);
    expect(security("get", "/api/company/")).toBeUndefined();
    const logo = doc.paths["/api/company/logo/{company}/{hash}/"].get.responses["200"].content ?? {};
    expect(Object.keys(logo)).toEqual(["image/png", "image/jpeg", "image/webp"]);
  });

  it("declares the bodies read as they come: the logo's bytes and Twilio's form", () => {
    const types = (method: string, path: string) =>
      Object.keys(doc.paths[path][method].requestBody?.content ?? {});
    expect(types("put", "/api/company/logo/")).toEqual(["image/png", "image/jpeg", "image/webp"]);
    expect(types("post", "/api/phone-menu/voice/")).toEqual(["application/x-www-form-urlencoded"]);
  });

  it("marks a body optional where none of its fields is required", () => {
    const required = (method: string, path: string) =>
      (doc.paths[path][method].requestBody as { required?: boolean } | undefined)?.required;
    expect(required("patch", "/api/user/me/")).toBe(false);
    expect(required("patch", "/api/carriers/{id}/")).toBe(false);
    expect(required("post", "/api/rental/rentals/{id}/refund")).toBe(false);
    expect(required("post", "/api/transactions/")).toBe(true);
  });

  it("lets a nullable reference be null: the profile's hijacked_by", () => {
    const me = answer(doc.paths["/api/user/me/"].get) as Schema & { properties: Record<string, unknown> };
    const profile = me.$ref ? doc.components.schemas[me.$ref.split("/").pop()!] : me;
    expect(profile.properties?.hijacked_by).toMatchObject({
      anyOf: [{ $ref: "#/components/schemas/UserRef" }, { nullable: true, enum: [null] }],
    });
  });

  it("writes ids as integers in paths and bodies", () => {
    const param = (
      doc.paths["/api/charges/{id}/"].get as { parameters?: Array<{ schema: { type: string } }> }
    ).parameters?.[0];
    expect(param?.schema.type).toBe("integer");
    const body = doc.paths["/api/transactions/"].post.requestBody?.content["application/json"].schema;
    expect((body?.properties?.phone_number as { type?: string }).type).toBe("integer");
  });
});
