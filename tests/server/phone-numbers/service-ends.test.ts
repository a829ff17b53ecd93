import { describe, expect, it } from "vitest";
import { addDays, dayIn } from "../../../common/dates";
import { auditRows, companiesForFile, idsOf } from "../helpers";
import { addCarrier, addPhone, addPlan, send } from "../fixtures";

/** A line's service end date on /api/phones/ (issue 35 item 1): the field, its filters, staff setting it. */
const { app, db, home, other } = await companiesForFile();
const carrier = await addCarrier(db, home.company.id);
const plan = await addPlan(db, carrier.id);
const today = dayIn("America/New_York");

const line = (service_ends_on: string | null) =>
  addPhone(db, home.company.id, home.customer.id, {
    carrier_id: carrier.id,
    plan_id: plan.id,
    service_ends_on,
  });

const endsToday = await line(today);
const endsInFive = await line(addDays(today, 5));
const endsInTen = await line(addDays(today, 10));
const ended = await line(addDays(today, -2));
const unknown = await line(null);
const foreign = await addPhone(db, other.company.id, other.customer.id, { service_ends_on: today });

const list = async (query: string) => {
  const res = await send(app, "GET", `/api/phones/?page_size=100&${query}`, home.member.token);
  expect(res.status).toBe(200);
  return idsOf(res.body);
};

describe("service_ends_on on /api/phones/", () => {
  it("is on the line's answer and the list's rows, null when not known", async () => {
    const one = await send(app, "GET", `/api/phones/${endsInFive.id}/`, home.customer.token);
    expect(one.body.service_ends_on).toBe(addDays(today, 5));
    const none = await send(app, "GET", `/api/phones/${unknown.id}/`, home.member.token);
    expect(none.body.service_ends_on).toBeNull();
  });

  it("filters by service_ends_after and service_ends_before, both days included", async () => {
    const ids = await list(`service_ends_after=${today}&service_ends_before=${addDays(today, 5)}`);
    expect(ids.sort()).toEqual([endsToday.id, endsInFive.id].sort());
    expect(await list(`service_ends_before=${addDays(today, -1)}`)).toEqual([ended.id]);
  });

  it("filters the lines whose service ends within N days of the company's today, never another company's", async () => {
    const ids = await list("service_ends_within=7");
    expect(ids.sort()).toEqual([endsToday.id, endsInFive.id].sort());
    expect(ids).not.toContain(foreign.id);
    expect((await list("service_ends_within=10")).sort()).toEqual(
      [endsToday.id, endsInFive.id, endsInTen.id].sort(),
    );
  });

  it("refuses a bad filter with 400 naming it", async () => {
    const bad = await send(app, "GET", "/api/phones/?service_ends_within=999", home.member.token);
    expect(bad).toMatchObject({
      status: 400,
      body: { service_ends_within: ["Enter a number of days from 0 to 366."] },
    });
    const badDay = await send(app, "GET", "/api/phones/?service_ends_after=12-12", home.member.token);
    expect(badDay).toMatchObject({ status: 400, body: { service_ends_after: ["Enter a valid date."] } });
  });
});

describe("PATCH /api/phones/{id}/ service_ends_on", () => {
  it("lets staff set it, audited, and clear it", async () => {
    const day = addDays(today, 20);
    const res = await send(app, "PATCH", `/api/phones/${unknown.id}/`, home.member.token, {
      service_ends_on: day,
    });
    expect(res.status).toBe(200);
    expect(res.body.service_ends_on).toBe(day);
    const audited = await auditRows(db, unknown.id, { action: "phone_number.update" });
    expect(audited.at(-1)).toMatchObject({ actor_id: home.member.id });
    expect(audited.at(-1)!.data).toContain(day);
    const cleared = await send(app, "PATCH", `/api/phones/${unknown.id}/`, home.member.token, {
      service_ends_on: null,
    });
    expect(cleared.body.service_ends_on).toBeNull();
  });

  it("refuses it from a customer and a malformed day, naming the field", async () => {
    const mine = await send(app, "PATCH", `/api/phones/${endsToday.id}/`, home.customer.token, {
      service_ends_on: addDays(today, 90),
    });
    expect(mine).toMatchObject({
      status: 400,
      body: { service_ends_on: ["Only staff can set the day a line's service ends."] },
    });
    const bad = await send(app, "PATCH", `/api/phones/${endsToday.id}/`, home.member.token, {
      service_ends_on: "tomorrow",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["service_ends_on"]);
    const stored = await send(app, "GET", `/api/phones/${endsToday.id}/`, home.member.token);
    expect(stored.body.service_ends_on).toBe(today);
  });

  it("cannot reach another company's line", async () => {
    const res = await send(app, "PATCH", `/api/phones/${foreign.id}/`, home.member.token, {
      service_ends_on: today,
    });
    expect(res.status).toBe(404);
  });
});
