import { makeWorld, ownedRowCases, permissionMatrix, type World } from "../matrix";
import { addCard, addCarrier, addPhone, addPlan, addSchedule } from "../fixtures";

/** Scheduled refills: customers those of their own lines; staff the company's (pause, resume, edit, delete). */
const world = makeWorld();

async function setup(w: World, userId: number) {
  const db = w.app.db;
  const carrier = await addCarrier(db, w.home.company.id);
  const plan = await addPlan(db, carrier.id);
  const line = await addPhone(db, w.home.company.id, userId, { carrier_id: carrier.id, plan_id: plan.id });
  const card = await addCard(db, userId, { is_default: true });
  return { plan, line, card };
}
async function schedule(w: World, userId: number) {
  const s = await setup(w, userId);
  const row = await addSchedule(w.app.db, w.home.company.id, {
    phone_number_id: s.line.id,
    plan_id: s.plan.id,
    payment_method_id: s.card.id,
  });
  return { ...s, schedule: row };
}
/** A creation body for the fixture's line, plan and card. */
const newSchedule = (f: Awaited<ReturnType<typeof setup>>) => ({
  phone_number: f.line.id,
  plan: f.plan.id,
  payment_method: f.card.id,
  day_of_month: 5,
});
const homeSchedule = (w: World) => schedule(w, w.home.customer.id);
const otherCustomersSchedule = (w: World) => schedule(w, w.otherCustomer.id);

permissionMatrix("scheduled refills", world, [
  {
    call: "GET /api/scheduled-refills/",
    url: () => "/api/scheduled-refills/",
    expect: { anon: 401, default: 200 },
  },
  {
    call: "POST /api/scheduled-refills/",
    fixture: (w) => setup(w, w.home.customer.id),
    url: () => "/api/scheduled-refills/",
    body: newSchedule,
    // the other company's owner names our line, which is not theirs
    expect: { anon: 401, customer: 201, member: 201, owner: 201, otherOwner: 400 },
  },
  {
    call: "POST /api/scheduled-refills/ (another customer's line)",
    fixture: (w) => setup(w, w.otherCustomer.id),
    url: () => "/api/scheduled-refills/",
    body: newSchedule,
    expect: { anon: 401, customer: 400, member: 201, owner: 201, otherOwner: 400 },
  },
  ...ownedRowCases({
    path: "/api/scheduled-refills/",
    id: (f) => f.schedule.id,
    own: homeSchedule,
    anothers: otherCustomersSchedule,
    patch: [{ is_active: false }, { day_of_month: 9 }],
  }),
]);
