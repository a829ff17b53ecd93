import { randomBytes } from "node:crypto";
import { createUser } from "../helpers";
import { makeWorld, permissionMatrix, type World } from "../matrix";

/**
 * docs/api-conventions.md: only owners manage members; a member or a customer gets 403; other companies see
 * nothing.
 */
const world = makeWorld();
const memberOf = (w: World) => createUser(w.app.db, w.home.company.id, "member");
const pendingMemberOf = async (w: World) => {
  const m = await memberOf(w);
  await w.app.db.updateTable("users").set({ password_hash: null }).where("id", "=", m.id).execute();
  return m;
};
const invitee = () => ({
  email: `inv-${randomBytes(4).toString("hex")}@example.test`,
  first_name: "Ines",
  last_name: "Vite",
});

permissionMatrix("members", world, [
  {
    call: "GET /api/company/members/",
    url: () => "/api/company/members/",
    expect: { anon: 401, customer: 403, member: 403, owner: 200, otherOwner: 200 },
  },
  {
    call: "POST /api/company/members/",
    url: () => "/api/company/members/",
    body: () => invitee(),
    expect: { anon: 401, customer: 403, member: 403, owner: 201, otherOwner: 201 },
  },
  {
    call: "POST /api/company/members/ (invalid body)",
    url: () => "/api/company/members/",
    body: () => ({ email: 3 }),
    expect: { anon: 401, customer: 403, member: 403, owner: 400, otherOwner: 400 },
  },
  {
    call: "GET /api/company/members/{id}/",
    fixture: memberOf,
    url: (m) => `/api/company/members/${m.id}/`,
    expect: { anon: 401, customer: 403, member: 403, owner: 200, otherOwner: 404 },
  },
  {
    call: "GET /api/company/members/{customer id}/",
    url: (_f, w) => `/api/company/members/${w.home.customer.id}/`,
    expect: { anon: 401, customer: 403, member: 403, owner: 404, otherOwner: 404 },
  },
  {
    call: "GET /api/company/members/{malformed id}/",
    url: () => "/api/company/members/1x/",
    expect: { anon: 401, customer: 403, member: 403, owner: 404, otherOwner: 404 },
  },
  {
    call: "PATCH /api/company/members/{id}/",
    fixture: memberOf,
    url: (m) => `/api/company/members/${m.id}/`,
    body: () => ({ is_company_owner: true }),
    expect: { anon: 401, customer: 403, member: 403, owner: 200, otherOwner: 404 },
  },
  {
    call: "DELETE /api/company/members/{id}/",
    fixture: memberOf,
    url: (m) => `/api/company/members/${m.id}/`,
    expect: { anon: 401, customer: 403, member: 403, owner: 204, otherOwner: 404 },
  },
  {
    call: "POST /api/company/members/{id}/resend-invite/",
    fixture: pendingMemberOf,
    url: (m) => `/api/company/members/${m.id}/resend-invite/`,
    expect: { anon: 401, customer: 403, member: 403, owner: 200, otherOwner: 404 },
  },
]);
