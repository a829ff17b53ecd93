import { describe, expect, it } from "vitest";
import { type World, worldForFile } from "../matrix";
import { addCarrier, addPlan, send } from "../fixtures";
import { catalogMatrix, catalogVisibility, expectCreated, listedIds } from "./support";
import { auditRows, postRawJson } from "../helpers";

const { world, w, app, db, home, member, owner, customer } = await worldForFile();
let n = 0;

const carrierCase = {
  path: "/api/carriers/",
  object: "carrier",
  row: (x: World, isActive: boolean) => addCarrier(x.app.db, x.home.company.id, { is_active: isActive }),
  createBody: () => ({ name: `New carrier ${++n}` }),
  otherOwnerCreates: 201 as const,
  patchBody: () => ({ name: `Renamed carrier ${++n}` }),
};
catalogMatrix(world, carrierCase);
catalogVisibility(world, carrierCase, (x) => addCarrier(x.app.db, x.other.company.id));

describe("carrier rows", () => {
  it("POST answers 201 with the row: defaults active, blank operator id is null, plans_count 0; audited", async () => {
    const res = await send(app, "POST", "/api/carriers/", member, {
      name: "  Tello Mobile ",
      provider_operator_id: "",
    });
    const row = await expectCreated(db, "carriers", res, {
      name: "Tello Mobile",
      is_active: true,
      provider_operator_id: null,
      plans_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(row.company_id).toBe(home);
    const [logged] = await auditRows(db, res.body.id, { object: "carrier" });
    expect(logged).toMatchObject({ action: "create", actor_id: w.home.member.id, company_id: home });
    expect(JSON.parse(logged.data!)).toMatchObject({ name: "Tello Mobile" });
  });

  it("the provider's operator id is for staff: customers get null", async () => {
    const carrier = await addCarrier(db, home, { provider_operator_id: "op-1" });
    expect((await send(app, "GET", `/api/carriers/${carrier.id}/`, member)).body.provider_operator_id).toBe(
      "op-1",
    );
    expect(
      (await send(app, "GET", `/api/carriers/${carrier.id}/`, customer)).body.provider_operator_id,
    ).toBeNull();
    const listed = (await send(app, "GET", "/api/carriers/?page_size=200", customer)).body.results;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((c: { provider_operator_id: unknown }) => c.provider_operator_id === null)).toBe(
      true,
    );
  });

  it("plans_count counts the carrier's active plans only", async () => {
    const carrier = await addCarrier(db, home);
    await addPlan(db, carrier.id);
    await addPlan(db, carrier.id);
    await addPlan(db, carrier.id, { is_active: false });
    const res = await send(app, "GET", `/api/carriers/${carrier.id}/`, customer);
    expect(res.body.plans_count).toBe(2);
  });

  it("PATCH changes only the fields sent and answers the row", async () => {
    const carrier = await addCarrier(db, home, { name: "Mint" });
    const res = await send(app, "PATCH", `/api/carriers/${carrier.id}/`, owner, {
      provider_operator_id: "op-77",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: carrier.id,
      name: "Mint",
      provider_operator_id: "op-77",
      is_active: true,
    });
    const empty = await send(app, "PATCH", `/api/carriers/${carrier.id}/`, owner, {});
    expect(empty).toMatchObject({ status: 200, body: { name: "Mint", provider_operator_id: "op-77" } });
  });

  it("searches the name, orders by name by default, and by created_at on request", async () => {
    const tag = `zq${Date.now()}`;
    const b = await addCarrier(db, home, { name: `${tag} Bravo` });
    const a = await addCarrier(db, home, { name: `${tag} Alpha` });
    expect(await listedIds(app, `/api/carriers/?search=${tag}`, customer)).toEqual([a.id, b.id]);
    expect(await listedIds(app, `/api/carriers/?search=${tag.toUpperCase()}%20bra`, customer)).toEqual([
      b.id,
    ]);
    expect(await listedIds(app, `/api/carriers/?search=${tag}&ordering=-name`, customer)).toEqual([
      b.id,
      a.id,
    ]);
    expect(await listedIds(app, `/api/carriers/?search=${tag}&ordering=created_at`, customer)).toEqual([
      b.id,
      a.id,
    ]);
  });

  it("pages as DRF does", async () => {
    const res = await send(app, "GET", "/api/carriers/?page_size=1", member);
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(1);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.next).toContain("page=2");
    expect((await send(app, "GET", "/api/carriers/?page=9999", member)).body).toEqual({
      detail: "Invalid page.",
    });
  });
});

describe("carrier validation", () => {
  const post = (body: unknown) => send(app, "POST", "/api/carriers/", member, body);

  it("requires a name of at most 120 characters", async () => {
    expect(await post({})).toEqual({ status: 400, body: { name: ["This field is required."] } });
    expect(await post({ name: "   " })).toEqual({
      status: 400,
      body: { name: ["This field may not be blank."] },
    });
    expect(await post({ name: "x".repeat(121) })).toEqual({
      status: 400,
      body: { name: ["Ensure this field has no more than 120 characters."] },
    });
    expect(await post({ name: 12 })).toEqual({ status: 400, body: { name: ["Not a valid string."] } });
  });

  it("a name is unique among the company's carriers whatever its case, active or not; other companies may reuse it", async () => {
    await addCarrier(db, home, { name: "Ultra Mobile", is_active: false });
    const taken = { status: 400, body: { name: ["A carrier with that name already exists."] } };
    expect(await post({ name: "ultra MOBILE" })).toEqual(taken);
    const other = await send(app, "POST", "/api/carriers/", w.other.owner.token, { name: "Ultra Mobile" });
    expect(other.status).toBe(201);

    const mine = await addCarrier(db, home, { name: "Visible" });
    expect(await send(app, "PATCH", `/api/carriers/${mine.id}/`, member, { name: "ULTRA mobile" })).toEqual(
      taken,
    );
    // Renaming a carrier to its own name in another case is fine.
    const recased = await send(app, "PATCH", `/api/carriers/${mine.id}/`, member, { name: "VISIBLE" });
    expect(recased).toMatchObject({ status: 200, body: { name: "VISIBLE" } });
  });

  it("checks the types of is_active and provider_operator_id", async () => {
    expect(await post({ name: "Typed", is_active: "sometimes" })).toEqual({
      status: 400,
      body: { is_active: ["Must be a valid boolean."] },
    });
    expect(await post({ name: "Typed", provider_operator_id: "x".repeat(65) })).toEqual({
      status: 400,
      body: { provider_operator_id: ["Ensure this field has no more than 64 characters."] },
    });
    const carrier = await addCarrier(db, home);
    expect(await send(app, "PATCH", `/api/carriers/${carrier.id}/`, member, { is_active: null })).toEqual({
      status: 400,
      body: { is_active: ["This field may not be null."] },
    });
  });

  it("a body that is not JSON is a 400, never a 500", async () => {
    const res = await postRawJson(app, "/api/carriers/", "{name:", member);
    expect(res.statusCode).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents every catalogue call with its methods", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const base of ["/api/carriers/", "/api/plans/", "/api/rental/devices/", "/api/rental/countries/"]) {
      expect(Object.keys(doc.paths[base]).sort(), base).toEqual(["get", "post"]);
      expect(Object.keys(doc.paths[`${base}{id}/`]).sort(), base).toEqual(["delete", "get", "patch"]);
    }
    expect(doc.paths["/api/plans/"].post.requestBody.content["application/json"].schema.required).toEqual([
      "carrier",
      "name",
      "amount",
      "validity_days",
    ]);
  });
});
