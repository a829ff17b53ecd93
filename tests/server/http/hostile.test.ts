import { describe, expect, it } from "vitest";
import { appForFile, auth, companyWithPeople } from "../helpers";

/**
 * Query values and bodies an attacker (or a sloppy client) sends: no list answers 5xx to any value of any
 * parameter, and an empty JSON body is `{}` everywhere.
 */
const app = await appForFile();
const people = await companyWithPeople(app.db, "hostile");

interface ListRoute {
  path: string;
  params: string[];
}

/** Every list endpoint the API documents (a GET without path parameters taking `page`), with its query names. */
async function listRoutes(): Promise<ListRoute[]> {
  const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) => {
    const params = (ops.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    return !path.includes("{") && params.includes("page") ? [{ path, params }] : [];
  });
}

const HOSTILE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
const HOSTILE_VALUES = [
  ...HOSTILE_NAMES,
  "-__proto__",
  "",
  " ",
  "%",
  "\\",
  "'",
  "1,,2",
  "-1",
  "99999999999999999999",
];

describe("hostile query values", async () => {
  const routes = await listRoutes();

  it("finds the list endpoints to try", () => {
    const paths = routes.map((r) => r.path);
    for (const p of [
      "/api/transactions/",
      "/api/rental/rentals/",
      "/api/charges/",
      "/api/phones/",
      "/api/plans/",
      "/api/company/customers/",
    ])
      expect(paths).toContain(p);
  });

  // One test per list, so that each stays well inside the timeout on a busy machine.
  for (const { path, params } of routes) {
    it(`${path} never answers 5xx, whatever a parameter holds, for staff and customers`, async () => {
      const urls: string[] = [];
      for (const name of [...params, ...HOSTILE_NAMES]) {
        for (const value of HOSTILE_VALUES)
          urls.push(`${path}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
        // repeated parameters arrive as arrays
        urls.push(`${path}?${encodeURIComponent(name)}=__proto__&${encodeURIComponent(name)}=constructor`);
        urls.push(`${path}?${encodeURIComponent(name)}[]=x&${encodeURIComponent(name)}[__proto__]=y`);
      }
      const failures: string[] = [];
      for (const token of [people.member.token, people.customer.token])
        for (const url of urls) {
          const res = await app.inject({ method: "GET", url, headers: auth(token) });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url}`);
        }
      expect(failures).toEqual([]);
    });
  }

  it("drops an ordering that names an Object.prototype member, as any unknown field", async () => {
    for (const path of ["/api/transactions/", "/api/rental/rentals/", "/api/phones/", "/api/plans/"]) {
      for (const name of ["__proto__", "-constructor", "toString", "hasOwnProperty,-__proto__"]) {
        const res = await app.inject({
          method: "GET",
          url: `${path}?ordering=${name}`,
          headers: auth(people.member.token),
        });
        expect(res.statusCode, `${path}?ordering=${name}`).toBe(200);
      }
    }
  });
});

/** POSTs `payload` as it is, declared as JSON (`type`), as the holder of `token`. */
const postRaw = (url: string, token: string, payload: string, type = "application/json") =>
  app.inject({ method: "POST", url, headers: { ...auth(token), "content-type": type }, payload });

describe("an empty JSON body", () => {
  it("is {} for sign-out", async () => {
    const res = await postRaw("/api/user/logout/", people.customer.token, "");
    expect(res.statusCode).toBeLessThan(300);
  });

  it("is {} for a hijack", async () => {
    const res = await postRaw(
      `/api/company/customers/${people.customer.id}/hijack/`,
      people.member.token,
      "",
      "application/json; charset=utf-8",
    );
    expect(res.statusCode).toBe(200);
  });

  it("is {} where the body has required fields: their errors, not a parse error", async () => {
    const res = await postRaw("/api/phones/", people.customer.token, "");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("number");
  });

  it("still answers malformed JSON with a 400", async () => {
    const res = await postRaw("/api/user/logout/", people.member.token, "{");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "JSON parse error." });
  });
});
