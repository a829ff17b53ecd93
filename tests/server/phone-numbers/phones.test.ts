import { describe, expect, it } from "vitest";
import { auditRows, companiesForFile, companyWithPeople, createUser, idsOf, tokenFor } from "../helpers";
import {
  addCarrier,
  addPhone,
  addPlan,
  addSchedule,
  addTransaction,
  addCard,
  freshNumber,
  send,
} from "../fixtures";

const { app, db, home, other } = await companiesForFile();
const carrier = await addCarrier(db, home.company.id, { name: "Tello" });
const plan = await addPlan(db, carrier.id, { name: "Unlimited 25" });
const secondCarrier = await addCarrier(db, home.company.id, { name: "Mint" });
const secondPlan = await addPlan(db, secondCarrier.id, { name: "Mint 15", amount: 1500 });
const foreignCarrier = await addCarrier(db, other.company.id);
const foreignPlan = await addPlan(db, foreignCarrier.id);

const asCustomer = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  send(app, method, url, home.customer.token, body);
const asMember = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  send(app, method, url, home.member.token, body);

/** A line of the home customer on the Tello plan. */
const lineOnPlan = () =>
  addPhone(db, home.company.id, home.customer.id, { carrier_id: carrier.id, plan_id: plan.id });

/** A line on the plan with a card and a monthly refill scheduled for it. */
async function scheduledLine() {
  const line = await lineOnPlan();
  const card = await addCard(db, home.customer.id);
  const schedule = await addSchedule(db, home.company.id, {
    phone_number_id: line.id,
    plan_id: plan.id,
    payment_method_id: card.id,
  });
  return { line, schedule };
}

/** A refill of the line, on record. */
const refillOnRecord = (lineId: number) =>
  addTransaction(db, home.company.id, {
    user_id: home.customer.id,
    phone_number_id: lineId,
    plan_id: plan.id,
  });

const isActive = async (table: "phone_numbers" | "scheduled_refills", id: number) =>
  (await db.selectFrom(table).select("is_active").where("id", "=", id).executeTakeFirstOrThrow()).is_active;

describe("POST /api/phones/ — the number", () => {
  it.each([
    ["+1 (555) 010-2233", "5550102233"],
    ["555.010.2234", "5550102234"],
    ["1-555-010-2235", "5550102235"],
    ["  5550102236 ", "5550102236"],
    ["+44 20 7946 0958", "442079460958"],
  ])("stores %j as the digits %s", async (typed, digits) => {
    const res = await asCustomer("POST", "/api/phones/", { number: typed });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe(digits);
  });

  it.each([["12345"], ["555-CALL-NOW"], [""], ["1234567890123456"], ["+1 555 010"], ["555/010/2237"]])(
    "refuses %j naming the number",
    async (typed) => {
      const res = await asCustomer("POST", "/api/phones/", { number: typed });
      expect(res).toEqual({
        status: 400,
        body: { number: ["Enter a valid phone number: 10 to 15 digits."] },
      });
    },
  );

  it("requires the number as text", async () => {
    expect(await asCustomer("POST", "/api/phones/", {})).toEqual({
      status: 400,
      body: { number: ["This field is required."] },
    });
    expect((await asCustomer("POST", "/api/phones/", { number: 5550102299 })).body).toEqual({
      number: ["Not a valid string."],
    });
  });

  it("refuses a number already registered, however it is typed and whichever company has it", async () => {
    await addPhone(db, other.company.id, other.customer.id, { number: "5550107777" });
    for (const typed of ["5550107777", "+1 555 010 7777"]) {
      const res = await asCustomer("POST", "/api/phones/", { number: typed });
      expect(res).toEqual({ status: 400, body: { number: ["This phone number is already registered."] } });
    }
  });

  it("gives a customer back the line they removed, with the new details", async () => {
    const line = await addPhone(db, home.company.id, home.customer.id, { is_active: false, nickname: "Old" });
    const res = await asCustomer("POST", "/api/phones/", {
      number: line.number,
      nickname: "Back",
      plan: plan.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: line.id,
      is_active: true,
      nickname: "Back",
      plan: plan.id,
      carrier: carrier.id,
    });
    // …but never another customer's removed line
    const elses = await addPhone(db, home.company.id, home.owner.id, { is_active: false });
    expect((await asCustomer("POST", "/api/phones/", { number: elses.number })).status).toBe(400);
  });
});

describe("POST /api/phones/ — carrier, plan and customer", () => {
  it("answers the whole row, for the caller when a customer adds it", async () => {
    const number = freshNumber();
    const res = await asCustomer("POST", "/api/phones/", {
      number,
      carrier: carrier.id,
      plan: plan.id,
      nickname: " Mom ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      number,
      nickname: "Mom",
      carrier: carrier.id,
      carrier_name: "Tello",
      plan: plan.id,
      plan_name: "Unlimited 25",
      user: home.customer.id,
      user_name: "Customer Tester",
      user_email: home.customer.email,
      is_active: true,
      created_at: expect.any(String),
      service_ends_on: null,
      detected_operator: null,
    });
  });

  it("takes the plan's carrier when only a plan is given, and ignores `user` from a customer", async () => {
    const res = await asCustomer("POST", "/api/phones/", {
      number: freshNumber(),
      plan: secondPlan.id,
      user: home.owner.id,
    });
    expect(res.body).toMatchObject({
      carrier: secondCarrier.id,
      plan: secondPlan.id,
      user: home.customer.id,
    });
  });

  it("refuses a plan of another carrier, and carriers and plans of another company, naming each field", async () => {
    expect(
      await asCustomer("POST", "/api/phones/", {
        number: freshNumber(),
        carrier: carrier.id,
        plan: secondPlan.id,
      }),
    ).toEqual({
      status: 400,
      body: { plan: ["This plan does not belong to the chosen carrier."] },
    });
    expect(
      await asCustomer("POST", "/api/phones/", {
        number: freshNumber(),
        carrier: foreignCarrier.id,
        plan: foreignPlan.id,
      }),
    ).toEqual({
      status: 400,
      body: {
        carrier: [`Invalid pk "${foreignCarrier.id}" - object does not exist.`],
        plan: [`Invalid pk "${foreignPlan.id}" - object does not exist.`],
      },
    });
    expect(await asCustomer("POST", "/api/phones/", { number: "12", carrier: "abc" })).toEqual({
      status: 400,
      body: { carrier: ["Incorrect type. Expected pk value, received str."] },
    });
  });

  it("refuses a retired plan or carrier", async () => {
    const retired = await addPlan(db, carrier.id, { is_active: false });
    const closed = await addCarrier(db, home.company.id, { is_active: false });
    const res = await asCustomer("POST", "/api/phones/", { number: freshNumber(), plan: retired.id });
    expect(res).toEqual({ status: 400, body: { plan: ["This plan is not active."] } });
    expect(
      (await asCustomer("POST", "/api/phones/", { number: freshNumber(), carrier: closed.id })).body,
    ).toEqual({
      carrier: ["This carrier is not active."],
    });
  });

  it("makes staff name a customer of their company", async () => {
    expect(await asMember("POST", "/api/phones/", { number: freshNumber() })).toEqual({
      status: 400,
      body: { user: ["This field is required."] },
    });
    for (const user of [home.owner.id, other.customer.id]) {
      expect(await asMember("POST", "/api/phones/", { number: freshNumber(), user })).toEqual({
        status: 400,
        body: { user: [`Invalid pk "${user}" - object does not exist.`] },
      });
    }
    const ok = await asMember("POST", "/api/phones/", {
      number: freshNumber(),
      user: home.customer.id,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.user).toBe(home.customer.id);
    const [audited] = await auditRows(db, ok.body.id);
    expect(audited).toMatchObject({ action: "phone_number.create", actor_id: home.member.id });
  });

  it("lets a hijack token add a line for the customer, not for someone else", async () => {
    const token = await tokenFor(db, home.customer.id, { hijackedBy: home.member.id });
    const res = await send(app, "POST", "/api/phones/", token, {
      number: freshNumber(),
      user: home.owner.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toBe(home.customer.id);
  });
});

describe("GET /api/phones/", () => {
  const company = companyWithPeople(db);
  const seeded = company.then(async (c) => {
    const ann = await createUser(db, c.company.id, "customer", {
      first_name: "Ann",
      last_name: "Lee",
      email: `ann-${c.company.id}@example.test`,
    });
    const tello = await addCarrier(db, c.company.id, { name: "Tello" });
    const tPlan = await addPlan(db, tello.id);
    const a = await addPhone(db, c.company.id, ann.id, {
      number: "5550301000",
      carrier_id: tello.id,
      plan_id: tPlan.id,
      nickname: "Kid",
    });
    const b = await addPhone(db, c.company.id, c.customer.id, { number: "5550302000", nickname: "Work" });
    const gone = await addPhone(db, c.company.id, c.customer.id, { number: "5550303000", is_active: false });
    return { c, ann, tello, tPlan, a, b, gone };
  });

  it("shows a customer their own active lines only, newest first", async () => {
    const { c, b } = await seeded;
    const res = await send(app, "GET", "/api/phones/", c.customer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(idsOf(res.body)).toEqual([b.id]);
  });

  it("shows staff every line of the company, removed ones included, with filters", async () => {
    const { c, ann, tello, tPlan, a, b, gone } = await seeded;
    const get = async (qs: string) => (await send(app, "GET", `/api/phones/${qs}`, c.owner.token)).body;
    expect(idsOf(await get(""))).toEqual([gone.id, b.id, a.id]);
    expect(idsOf(await get(`?carrier=${tello.id}`))).toEqual([a.id]);
    expect(idsOf(await get(`?plan=${tPlan.id}`))).toEqual([a.id]);
    expect(idsOf(await get(`?user=${ann.id}`))).toEqual([a.id]);
    expect(idsOf(await get("?is_active=false"))).toEqual([gone.id]);
    expect(idsOf(await get("?ordering=number"))).toEqual([a.id, b.id, gone.id]);
    expect(idsOf(await get("?ordering=-nickname"))).toEqual([b.id, a.id, gone.id]);
  });

  it("searches digits (however typed), nickname, customer name and e-mail", async () => {
    const { c, ann, a, b } = await seeded;
    const search = async (q: string) =>
      idsOf((await send(app, "GET", `/api/phones/?search=${encodeURIComponent(q)}`, c.owner.token)).body);
    expect(await search("0301")).toEqual([a.id]);
    expect(await search("555-030-2")).toEqual([b.id]);
    expect(await search("work")).toEqual([b.id]);
    expect(await search("ann lee")).toEqual([a.id]);
    expect(await search(ann.email.toUpperCase())).toEqual([a.id]);
    expect(await search("nobody")).toEqual([]);
  });

  it("refuses a malformed filter naming it", async () => {
    const { c } = await seeded;
    expect(await send(app, "GET", "/api/phones/?user=abc", c.owner.token)).toEqual({
      status: 400,
      body: { user: ["Enter a whole number."] },
    });
    expect(await send(app, "GET", "/api/phones/?is_active=maybe", c.owner.token)).toEqual({
      status: 400,
      body: { is_active: ['"maybe" is not a valid boolean.'] },
    });
  });
});

describe("PATCH /api/phones/{id}/", () => {
  it("drops a plan the new carrier does not offer, and keeps the owner", async () => {
    const line = await lineOnPlan();
    const res = await asMember("PATCH", `/api/phones/${line.id}/`, {
      carrier: secondCarrier.id,
      user: home.owner.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ carrier: secondCarrier.id, plan: null, user: home.customer.id });
    const cleared = await asCustomer("PATCH", `/api/phones/${line.id}/`, { carrier: null, nickname: null });
    expect(cleared.body).toMatchObject({ carrier: null, plan: null, nickname: "" });
  });

  it("corrects a number without history, never one with refills on record", async () => {
    const line = await lineOnPlan();
    const fixed = freshNumber();
    expect((await asCustomer("PATCH", `/api/phones/${line.id}/`, { number: fixed })).body.number).toBe(fixed);
    await refillOnRecord(line.id);
    expect(await asCustomer("PATCH", `/api/phones/${line.id}/`, { number: freshNumber() })).toEqual({
      status: 400,
      body: {
        number: ["This number has refills on record and cannot be changed. Add the new number instead."],
      },
    });
    // sending the same number back (a form sends every field) is no change
    expect(
      (await asCustomer("PATCH", `/api/phones/${line.id}/`, { number: fixed, nickname: "Home" })).status,
    ).toBe(200);
  });

  it("refuses a number taken by another line", async () => {
    const a = await addPhone(db, home.company.id, home.customer.id);
    const b = await addPhone(db, home.company.id, home.customer.id);
    expect(await asCustomer("PATCH", `/api/phones/${b.id}/`, { number: a.number })).toEqual({
      status: 400,
      body: { number: ["This phone number is already registered."] },
    });
  });

  it("deactivates with is_active=false (pausing its schedules) and staff reactivate it", async () => {
    const { line, schedule } = await scheduledLine();
    const off = await asMember("PATCH", `/api/phones/${line.id}/`, { is_active: false });
    expect(off.body.is_active).toBe(false);
    expect(await isActive("scheduled_refills", schedule.id)).toBe(false);
    expect((await asCustomer("GET", `/api/phones/${line.id}/`)).status).toBe(404);
    expect((await asMember("PATCH", `/api/phones/${line.id}/`, { is_active: true })).body.is_active).toBe(
      true,
    );
    expect((await asCustomer("GET", `/api/phones/${line.id}/`)).status).toBe(200);
  });
});

describe("DELETE /api/phones/{id}/", () => {
  it("deletes a line nothing refers to", async () => {
    const line = await addPhone(db, home.company.id, home.customer.id);
    const res = await app.inject({
      method: "DELETE",
      url: `/api/phones/${line.id}/`,
      headers: { authorization: `Token ${home.customer.token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(
      await db.selectFrom("phone_numbers").select("id").where("id", "=", line.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("deactivates a line with refills on record and pauses its scheduled refills in the same step", async () => {
    const { line, schedule } = await scheduledLine();
    await refillOnRecord(line.id);
    expect((await asCustomer("DELETE", `/api/phones/${line.id}/`)).status).toBe(204);

    expect(await isActive("phone_numbers", line.id)).toBe(false);
    expect(await isActive("scheduled_refills", schedule.id)).toBe(false);
    expect((await asCustomer("GET", `/api/phones/${line.id}/`)).status).toBe(404);
    expect((await asMember("GET", `/api/phones/${line.id}/`)).body.is_active).toBe(false);
  });

  it("deactivates a line that only a scheduled refill refers to", async () => {
    const line = await addPhone(db, home.company.id, home.customer.id);
    await addSchedule(db, home.company.id, {
      phone_number_id: line.id,
      plan_id: plan.id,
      payment_method_id: null,
      is_active: false,
    });
    expect((await asMember("DELETE", `/api/phones/${line.id}/`)).status).toBe(204);
    expect((await asMember("GET", `/api/phones/${line.id}/`)).body.is_active).toBe(false);
  });
});
