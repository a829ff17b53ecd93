import { makeWorld, permissionMatrix, type World } from "../matrix";
import { addPhone, freshNumber } from "../fixtures";

/** Who may call /api/phones/ (docs/api-conventions.md): own lines for customers, the company's for staff. */
const world = makeWorld();
const homeLine = (w: World) => addPhone(w.app.db, w.home.company.id, w.home.customer.id);
const otherCustomersLine = (w: World) => addPhone(w.app.db, w.home.company.id, w.otherCustomer.id);

permissionMatrix("phone numbers", world, [
  { call: "GET /api/phones/", url: () => "/api/phones/", expect: { anon: 401, default: 200 } },
  {
    call: "POST /api/phones/",
    url: () => "/api/phones/",
    // staff name the customer; the other company's owner names ours, who is not theirs
    body: (_f, w, who) =>
      who === "customer" ? { number: freshNumber() } : { number: freshNumber(), user: w.home.customer.id },
    expect: { anon: 401, customer: 201, member: 201, owner: 201, otherOwner: 400 },
  },
  {
    call: "GET /api/phones/{id}/",
    fixture: homeLine,
    url: (f) => `/api/phones/${f.id}/`,
    expect: { anon: 401, customer: 200, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "GET /api/phones/{id}/ (another customer's)",
    fixture: otherCustomersLine,
    url: (f) => `/api/phones/${f.id}/`,
    expect: { anon: 401, customer: 404, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "PATCH /api/phones/{id}/",
    fixture: homeLine,
    url: (f) => `/api/phones/${f.id}/`,
    body: () => ({ nickname: "Work" }),
    expect: { anon: 401, customer: 200, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "PATCH /api/phones/{id}/ (another customer's)",
    fixture: otherCustomersLine,
    url: (f) => `/api/phones/${f.id}/`,
    body: () => ({ nickname: "Work" }),
    expect: { anon: 401, customer: 404, member: 200, owner: 200, otherOwner: 404 },
  },
  {
    call: "DELETE /api/phones/{id}/",
    fixture: homeLine,
    url: (f) => `/api/phones/${f.id}/`,
    expect: { anon: 401, customer: 204, member: 204, owner: 204, otherOwner: 404 },
  },
  {
    call: "DELETE /api/phones/{id}/ (another customer's)",
    fixture: otherCustomersLine,
    url: (f) => `/api/phones/${f.id}/`,
    expect: { anon: 401, customer: 404, member: 204, owner: 204, otherOwner: 404 },
  },
  {
    call: "GET /api/phones/{id}/ (malformed id)",
    url: () => "/api/phones/abc/",
    expect: { anon: 404, default: 404 },
  },
]);
