import { makeWorld, permissionMatrix, type World } from "../matrix";
import { addCard } from "../fixtures";

/** Cards: customers manage their own; staff only list a customer's (?user=), never add, remove or choose. */
const world = makeWorld();
const homeCard = (w: World) => addCard(w.app.db, w.home.customer.id);
const otherCustomersCard = (w: World) => addCard(w.app.db, w.otherCustomer.id);
const VISA = {
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: "123",
};

permissionMatrix("cards", world, [
  {
    call: "GET /api/payments/config/",
    url: () => "/api/payments/config/",
    expect: { anon: 401, default: 200 },
  },
  {
    call: "GET /api/payments/cards/?user={customer}",
    url: (_f, w) => `/api/payments/cards/?user=${w.home.customer.id}`,
    // the other company's owner names a customer who is not theirs
    expect: { anon: 401, customer: 200, member: 200, owner: 200, otherOwner: 400 },
  },
  {
    call: "POST /api/payments/cards/",
    url: () => "/api/payments/cards/",
    body: () => VISA,
    expect: { anon: 401, customer: 201, member: 403, owner: 403, otherOwner: 403 },
  },
  {
    call: "DELETE /api/payments/cards/{id}/",
    fixture: homeCard,
    url: (f) => `/api/payments/cards/${f.id}/`,
    expect: { anon: 401, customer: 204, member: 403, owner: 403, otherOwner: 403 },
  },
  {
    call: "DELETE /api/payments/cards/{id}/ (another customer's)",
    fixture: otherCustomersCard,
    url: (f) => `/api/payments/cards/${f.id}/`,
    expect: { anon: 401, customer: 404, member: 403, owner: 403, otherOwner: 403 },
  },
  {
    call: "POST /api/payments/cards/{id}/default/",
    fixture: homeCard,
    url: (f) => `/api/payments/cards/${f.id}/default/`,
    expect: { anon: 401, customer: 200, member: 403, owner: 403, otherOwner: 403 },
  },
  {
    call: "POST /api/payments/cards/{id}/default/ (another customer's)",
    fixture: otherCustomersCard,
    url: (f) => `/api/payments/cards/${f.id}/default/`,
    expect: { anon: 401, customer: 404, member: 403, owner: 403, otherOwner: 403 },
  },
]);
