import { makeWorld, ownedRowCases, permissionMatrix, type World } from "../matrix";
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
  ...ownedRowCases({
    path: "/api/phones/",
    id: (f) => f.id,
    own: homeLine,
    anothers: otherCustomersLine,
    patch: [{ nickname: "Work" }, { nickname: "Work" }],
  }),
  {
    call: "GET /api/phones/{id}/ (malformed id)",
    url: () => "/api/phones/abc/",
    expect: { anon: 404, default: 404 },
  },
]);
