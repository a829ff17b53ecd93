import { randomBytes } from "node:crypto";
import { makeWorld, permissionMatrix, type World } from "../matrix";
import { createUser } from "../helpers";

/**
 * docs/api-conventions.md: customers are managed by members (owners are members); other companies see
 * nothing.
 */
const world = makeWorld();
const customerOf = (w: World) => createUser(w.app.db, w.home.company.id, "customer");
const newCustomer = () => ({
  email: `new-${randomBytes(4).toString("hex")}@example.test`,
  first_name: "Nia",
  last_name: "Okafor",
});

permissionMatrix("customers", world, [
  {
    call: "GET /api/company/customers/",
    url: () => "/api/company/customers/",
    expect: { anon: 401, customer: 403, member: 200, owner: 200, otherOwner: 200 },
  },
  {
    call: "POST /api/company/customers/",
    url: () => "/api/company/customers/",
    body: () => newCustomer(),
    expect: { anon: 401, customer: 403, member: 201, owner: 201, otherOwner: 201 },
  },
  {
    call: "POST /api/company/customers/ (invalid body)",
    url: () => "/api/company/customers/",
    body: () => ({ email: "nope" }),
    expect: { anon: 401, customer: 403, member: 400, owner: 400, otherOwner: 400 },
  },
  {
    call: "GET /api/company/customers/{id}/",
    fixture: customerOf,
    url: (c) => `/api/company/customers/${c.id}/`,
    expect: { anon: 401, customer: 403, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "GET /api/company/customers/{member id}/",
    url: (_f, w) => `/api/company/customers/${w.home.member.id}/`,
    expect: { anon: 401, customer: 403, member: 404, owner: 404, otherOwner: 404 },
  },
  {
    call: "GET /api/company/customers/{malformed id}/",
    url: () => "/api/company/customers/abc/",
    expect: { anon: 401, customer: 403, member: 404, owner: 404, otherOwner: 404 },
  },
  {
    call: "PATCH /api/company/customers/{id}/",
    fixture: customerOf,
    url: (c) => `/api/company/customers/${c.id}/`,
    body: () => ({ first_name: "Renamed" }),
    expect: { anon: 401, customer: 403, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "DELETE /api/company/customers/{id}/",
    fixture: customerOf,
    url: (c) => `/api/company/customers/${c.id}/`,
    expect: { anon: 401, customer: 403, member: 204, owner: 204, otherOwner: 404 },
  },
  {
    call: "DELETE /api/company/customers/{owner id}/",
    url: (_f, w) => `/api/company/customers/${w.home.owner.id}/`,
    expect: { anon: 401, customer: 403, member: 404, owner: 404, otherOwner: 404 },
  },
]);
