import { describe, expect, it } from "vitest";
import { expectFieldErrors } from "../field-errors";
import { worldForFile, type World } from "../matrix";
import { addCarrier, addPlan, send } from "../fixtures";
import { catalogMatrix, catalogVisibility, expectCreated, listedIds } from "./support";

const { world, w, app, db, home, member, customer } = await worldForFile();
const homeCarrier = await addCarrier(db, home, { name: "Home carrier" });
const otherCarrier = await addCarrier(db, w.other.company.id, { name: "Other carrier" });
const validPlan = (carrier: number) => ({
  carrier,
  name: "Unlimited 30",
  amount: "25.00",
  validity_days: 30,
});

const planCase = {
  path: "/api/plans/",
  object: "plan",
  row: (x: World, isActive: boolean) => addPlan(x.app.db, homeCarrier.id, { is_active: isActive }),
  // Everyone names the home company's carrier: for the second company's owner it is a foreign id (400).
  createBody: () => validPlan(homeCarrier.id),
  otherOwnerCreates: 400 as const,
  patchBody: () => ({ amount: "30.00" }),
};
catalogMatrix(world, planCase, [
  {
    call: "GET /api/plans/{id}/ (active plan of an inactive carrier)",
    fixture: async (x: World) =>
      addPlan(x.app.db, (await addCarrier(x.app.db, home, { is_active: false })).id),
    url: (p: { id: number }) => `/api/plans/${p.id}/`,
    expect: { anon: 401, customer: 404, otherOwner: 404, default: 200 },
  },
]);
catalogVisibility(world, planCase, (x) => addPlan(x.app.db, otherCarrier.id));

describe("plan rows", () => {
  it("POST answers 201 with the row: price as a decimal string, the carrier's id and name", async () => {
    const res = await send(app, "POST", "/api/plans/", member, {
      ...validPlan(homeCarrier.id),
      amount: 19.5,
      description: " Talk, text and 5 GB ",
      provider_product_id: "prod-19",
      cost: "17.90",
    });
    const row = await expectCreated(db, "plans", res, {
      carrier: homeCarrier.id,
      carrier_name: "Home carrier",
      name: "Unlimited 30",
      description: "Talk, text and 5 GB",
      amount: "19.50",
      validity_days: 30,
      is_active: true,
      provider_product_id: "prod-19",
      cost: "17.90",
    });
    expect(row.amount).toBe(1950);
    expect(row.cost).toBe(1790);
  });

  it("a plan's top-up cost: null clears it, a cost that is not money is a 400 naming cost", async () => {
    const plan = await addPlan(db, homeCarrier.id, { cost: 900 });
    const cleared = await send(app, "PATCH", `/api/plans/${plan.id}/`, member, { cost: null });
    expect(cleared.status).toBe(200);
    expect((cleared.body as { cost: string | null }).cost).toBeNull();
    expect(await send(app, "PATCH", `/api/plans/${plan.id}/`, member, { cost: "9.999" })).toEqual({
      status: 400,
      body: { cost: ["A valid number is required, with at most 2 decimal places."] },
    });
    expect(await send(app, "PATCH", `/api/plans/${plan.id}/`, member, { cost: -1 })).toMatchObject({
      status: 400,
      body: { cost: [expect.any(String)] },
    });
  });

  it("?carrier= lists one carrier's plans; customers never see plans of an inactive carrier", async () => {
    const a = await addCarrier(db, home);
    const b = await addCarrier(db, home);
    const off = await addCarrier(db, home, { is_active: false });
    const pa = await addPlan(db, a.id, { amount: 1000 });
    const pa2 = await addPlan(db, a.id, { amount: 500 });
    const pb = await addPlan(db, b.id);
    const poff = await addPlan(db, off.id);
    // Cheapest first by default.
    expect(await listedIds(app, `/api/plans/?carrier=${a.id}`, customer)).toEqual([pa2.id, pa.id]);
    expect(await listedIds(app, `/api/plans/?carrier=${a.id},${b.id}`, member)).toEqual(
      expect.arrayContaining([pa.id, pb.id]),
    );
    expect(await listedIds(app, `/api/plans/?carrier=${off.id}`, member)).toEqual([poff.id]);
    expect(await listedIds(app, `/api/plans/?carrier=${off.id}`, customer)).toEqual([]);
    expect(await listedIds(app, `/api/plans/?carrier=${otherCarrier.id}`, member)).toEqual([]);
    expect(await send(app, "GET", "/api/plans/?carrier=abc", member)).toEqual({
      status: 400,
      body: { carrier: ["Enter a whole number."] },
    });
  });

  it("searches name and description, orders by amount, validity_days, name", async () => {
    const carrier = await addCarrier(db, home);
    const week = await addPlan(db, carrier.id, {
      name: "Week pass",
      amount: 900,
      validity_days: 7,
      description: "roaming",
    });
    const month = await addPlan(db, carrier.id, { name: "Month pass", amount: 3000, validity_days: 30 });
    const base = `/api/plans/?carrier=${carrier.id}`;
    expect(await listedIds(app, `${base}&search=ROAM`, customer)).toEqual([week.id]);
    expect(await listedIds(app, `${base}&search=pass`, customer)).toEqual([week.id, month.id]);
    expect(await listedIds(app, `${base}&ordering=-amount`, customer)).toEqual([month.id, week.id]);
    expect(await listedIds(app, `${base}&ordering=-validity_days`, customer)).toEqual([month.id, week.id]);
    expect(await listedIds(app, `${base}&ordering=name`, customer)).toEqual([month.id, week.id]);
  });

  it("the provider's product id is for staff: customers get null", async () => {
    const created = await send(app, "POST", "/api/plans/", member, {
      ...validPlan(homeCarrier.id),
      provider_product_id: "prod-9",
    });
    const url = `/api/plans/${created.body.id}/`;
    expect((await send(app, "GET", url, member)).body.provider_product_id).toBe("prod-9");
    expect((await send(app, "GET", url, customer)).body.provider_product_id).toBeNull();
    const listed = await send(app, "GET", `/api/plans/?carrier=${homeCarrier.id}&page_size=200`, customer);
    expect(
      listed.body.results.find((p: { id: number }) => p.id === created.body.id).provider_product_id,
    ).toBeNull();
  });

  it("PATCH changes the price without moving the plan; the same carrier may be sent back", async () => {
    const plan = await addPlan(db, homeCarrier.id);
    const res = await send(app, "PATCH", `/api/plans/${plan.id}/`, member, {
      carrier: homeCarrier.id,
      amount: "27.5",
      validity_days: 28,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { carrier: homeCarrier.id, amount: "27.50", validity_days: 28 },
    });
  });
});

describe("plan validation", () => {
  const post = (body: Record<string, unknown>) =>
    send(app, "POST", "/api/plans/", member, { ...validPlan(homeCarrier.id), ...body });

  it("the carrier must be one of the company's carriers", async () => {
    await expectFieldErrors(post, [
      [
        { carrier: otherCarrier.id },
        { carrier: [`Invalid pk "${otherCarrier.id}" - object does not exist.`] },
      ],
      [{ carrier: 999_999 }, { carrier: ['Invalid pk "999999" - object does not exist.'] }],
      [{ carrier: "abc" }, { carrier: ["Incorrect type. Expected pk value, received str."] }],
      [{ carrier: undefined }, { carrier: ["This field is required."] }],
    ]);
    // An id is a JSON integer, as the document says: the same id as text is refused (issue 39).
    expect(await post({ carrier: String(homeCarrier.id) })).toMatchObject({
      status: 400,
      body: { carrier: ["Incorrect type. Expected pk value, received str."] },
    });
  });

  it("a plan stays with its carrier", async () => {
    const plan = await addPlan(db, homeCarrier.id);
    const elsewhere = await addCarrier(db, home);
    const res = await send(app, "PATCH", `/api/plans/${plan.id}/`, member, { carrier: elsewhere.id });
    expect(res).toEqual({
      status: 400,
      body: { carrier: ["A plan stays with its carrier; add a new plan to the other carrier instead."] },
    });
  });

  it("the amount is more than 0 and at most 1000.00, with at most 2 decimals", async () => {
    await expectFieldErrors(post, [
      [{ amount: "0" }, { amount: ["Ensure this value is greater than or equal to 0.01."] }],
      [{ amount: "-5" }, { amount: ["Ensure this value is greater than or equal to 0.01."] }],
      [{ amount: "1000.01" }, { amount: ["Ensure this value is less than or equal to 1000.00."] }],
      [{ amount: "12.345" }, { amount: ["A valid number is required, with at most 2 decimal places."] }],
    ]);
    // Only the plain decimal the panel's money input sends: a text in a person's marks is never guessed at
    // (issue 33: "15,5" was saved as 155.00).
    for (const amount of ["15,5", "15,50", "1,000.00", "1.000,00", "$15.00", "1e2"])
      await expectFieldErrors(post, [
        [{ amount }, { amount: ["A valid number is required, with at most 2 decimal places."] }],
      ]);
    expect(await post({ amount: "ten" })).toMatchObject({
      status: 400,
      body: { amount: [expect.any(String)] },
    });
    expect((await post({ amount: "1000.00" })).status).toBe(201);
    expect((await post({ amount: "0.01" })).status).toBe(201);
  });

  it("validity is 1 to 365 whole days", async () => {
    await expectFieldErrors(post, [
      [{ validity_days: 0 }, { validity_days: ["Ensure this value is greater than or equal to 1."] }],
      [{ validity_days: 366 }, { validity_days: ["Ensure this value is less than or equal to 365."] }],
      [{ validity_days: 2.5 }, { validity_days: ["A valid integer is required."] }],
    ]);
    expect((await post({ validity_days: 365 })).status).toBe(201);
  });

  it("the name is required, at most 120 characters; several errors come together", async () => {
    await expectFieldErrors(post, [
      [{ name: "" }, { name: ["This field may not be blank."] }],
      [{ name: "x".repeat(121) }, { name: ["Ensure this field has no more than 120 characters."] }],
    ]);
    const res = await send(app, "POST", "/api/plans/", member, {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["amount", "carrier", "name", "validity_days"]);
  });
});
