import { describe, expect, it } from "vitest";
import { appForFile } from "../helpers";

const app = await appForFile();

/**
 * path → [method, request body fields (none for no body), answered statuses]. Every POST and PATCH also
 * documents 400, 413 and 415: Fastify reads a body sent with them, whatever the call declares.
 */
const CALLS: Array<[string, string, string[] | null, string[]]> = [
  ["/api/user/token/", "post", ["email", "password"], ["200", "400", "429"]],
  ["/api/phones/token/", "post", ["phone_number", "pin"], ["200", "400", "429"]],
  [
    "/api/user/create/",
    "post",
    ["email", "password", "first_name", "last_name", "company_slug", "phone_number", "language", "sms_phone"],
    ["201", "400", "429"],
  ],
  ["/api/user/me/", "get", null, ["200", "401"]],
  [
    "/api/user/me/",
    "patch",
    [
      "first_name",
      "last_name",
      "email",
      "address",
      "state",
      "zip_code",
      "language",
      "sms_phone",
      "pin",
      "current_password",
      "password",
    ],
    ["200", "400", "401", "403"],
  ],
  ["/api/user/logout/", "post", null, ["204", "401"]],
  ["/api/company/customers/{id}/hijack/", "post", null, ["200", "401", "403", "404"]],
  ["/api/company/exists/", "post", ["slug"], ["200", "400", "429"]],
  ["/api/user/reset-password/", "post", ["email"], ["200", "400", "429"]],
  ["/api/user/reset-password/confirm/", "post", ["password", "token"], ["200", "400", "429"]],
];

describe("OpenAPI", () => {
  it("documents every accounts call with its tag, body and answers", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [path, method, body, statuses] of CALLS) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(["accounts"]);
      const bodyErrors = method === "get" ? [] : ["400", "413", "415"];
      expect(Object.keys(op.responses).sort()).toEqual([...new Set([...statuses, ...bodyErrors])].sort());
      const props = op.requestBody?.content["application/json"].schema.properties;
      expect(props ? Object.keys(props) : null, `${method} ${path}`).toEqual(body);
    }
    const profile = doc.paths["/api/user/me/"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(profile.properties)).toContain("is_hijacked");
  });
});
