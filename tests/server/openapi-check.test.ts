import { describe, expect, it } from "vitest";
import { type Document, documentChecker, documentPathOf } from "./openapi-check";

/**
 * The check every suite's traffic goes through (server inject, the browser tests' server, the panel's msw
 * answers): it must catch what the document does not say, or its "0 violations" means nothing.
 */
const doc: Document = {
  paths: {
    "/api/charges/": {
      get: {
        tags: ["charges"],
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "refunded_at"],
                  additionalProperties: false,
                  properties: {
                    id: { type: "integer" },
                    refunded_at: { type: "string", nullable: true },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/api/charges/{id}/": {
      delete: { tags: ["charges"], responses: { "204": {} } },
    },
    "/api/charges/export/": {
      get: { tags: ["charges"], responses: { "200": { content: { "text/csv": {} } } } },
    },
    "/api/openapi.json": { get: { responses: { "200": {} } } },
  },
};
const check = documentChecker(doc);
const answer = { method: "GET", path: "/api/charges/", status: 200, mediaType: "application/json" };
const json = (body: unknown) => ({ ...answer, text: JSON.stringify(body), empty: false });

describe("documentChecker", () => {
  it("passes what the document says, a documented null included", () => {
    expect(check(json({ id: 1, refunded_at: null }))).toEqual([]);
    expect(check(json({ id: 1, refunded_at: "2026-01-01T00:00:00Z" }))).toEqual([]);
  });

  it("names what breaks it: a field's type, a missing field, a status, a media type, a body on a 204", () => {
    expect(check(json({ id: "1", refunded_at: null }))).toEqual(["body/id must be integer"]);
    expect(check(json({ id: 1 }))).toEqual(["body must have required property 'refunded_at'"]);
    expect(check(json({ id: 1, refunded_at: null, card: "Visa" }))).toEqual([
      'body must NOT have additional properties: "card"',
    ]);
    expect(check({ ...json({}), status: 403 })).toEqual(["status 403 is not documented (200)"]);
    expect(check({ ...json({}), mediaType: "text/html" })).toEqual([
      'media type "text/html" is not documented (application/json)',
    ]);
    expect(
      check({
        method: "DELETE",
        path: "/api/charges/{id}/",
        status: 204,
        mediaType: "",
        text: "{}",
        empty: false,
      }),
    ).toEqual(["the document says no body, and one was sent: {}"]);
    expect(
      check({
        method: "DELETE",
        path: "/api/charges/{id}/",
        status: 204,
        mediaType: "",
        text: "",
        empty: true,
      }),
    ).toEqual([]);
  });

  it("leaves alone what is not the API's (untagged) or not in the document", () => {
    expect(check({ ...json({}), path: "/api/openapi.json" })).toBeNull();
    expect(check({ ...json({}), method: "POST" })).toBeNull();
  });
});

describe("documentPathOf", () => {
  it("finds the document's path for one sent, a written segment before a parameter", () => {
    expect(documentPathOf(doc, "/api/charges/12/")).toBe("/api/charges/{id}/");
    expect(documentPathOf(doc, "/api/charges/12")).toBe("/api/charges/{id}/");
    expect(documentPathOf(doc, "/api/charges/export/")).toBe("/api/charges/export/");
    expect(documentPathOf(doc, "/api/charges/")).toBe("/api/charges/");
    expect(documentPathOf(doc, "/api/charges/12/refund/")).toBeNull();
    expect(documentPathOf(doc, "/api/nowhere/")).toBeNull();
  });
});
