import { forCustomers, makeWorld, type MatrixCase, permissionMatrix, type World } from "../matrix";
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

/** What a customer does to one of their cards, and its answer; another customer's card is 404 to them. */
const cardActions = [
  ["DELETE", "", 204],
  ["POST", "default/", 200],
] as const;

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
    expect: forCustomers(201),
  },
  ...cardActions.flatMap(([method, action, ok]): MatrixCase<{ id: number }>[] => [
    {
      call: `${method} /api/payments/cards/{id}/${action}`,
      fixture: homeCard,
      url: (f) => `/api/payments/cards/${f.id}/${action}`,
      expect: forCustomers(ok),
    },
    {
      call: `${method} /api/payments/cards/{id}/${action} (another customer's)`,
      fixture: otherCustomersCard,
      url: (f) => `/api/payments/cards/${f.id}/${action}`,
      expect: forCustomers(404),
    },
  ]),
]);
