import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import rentalCatalog from "../../../server/modules/rental-catalog/routes";
import { catalogMatrix, catalogVisibility, expectCreated, listedIds } from "../carriers/support";
import { addDevice, send } from "../fixtures";
import { expectFieldErrors } from "../field-errors";
import { worldForFile, type World } from "../matrix";

const { world, app, db, home, member, customer } = await worldForFile();
const validDevice = {
  name: "Pocket hotspot",
  kind: "hotspot",
  daily_rate: "4.50",
  deposit: "100.00",
  stock: 12,
};

const deviceCase = {
  path: "/api/rental/devices/",
  object: "device",
  row: (x: World, isActive: boolean) => addDevice(x.app.db, x.home.company.id, { is_active: isActive }),
  createBody: () => validDevice,
  otherOwnerCreates: 201 as const,
  patchBody: () => ({ stock: 3 }),
};
catalogMatrix(world, deviceCase);
catalogVisibility(world, deviceCase, (x) => addDevice(x.app.db, x.other.company.id));

describe("device rows", () => {
  it("POST answers 201 with money as decimal strings, stored in cents", async () => {
    const res = await send(app, "POST", "/api/rental/devices/", member, {
      ...validDevice,
      daily_rate: 4.5,
      deposit: 0,
    });
    const row = await expectCreated(db, "devices", res, {
      name: "Pocket hotspot",
      kind: "hotspot",
      daily_rate: "4.50",
      deposit: "0.00",
      stock: 12,
      is_active: true,
    });
    expect(row).toMatchObject({ company_id: home, daily_rate: 450, deposit: 0 });
  });

  it("lists under results (DRF page), searched by name, filtered by kind, ordered by daily rate", async () => {
    const tag = `dv${Date.now()}`;
    const sim = await addDevice(db, home, { name: `${tag} SIM`, kind: "sim", daily_rate: 100 });
    const phone = await addDevice(db, home, { name: `${tag} Phone`, kind: "phone", daily_rate: 900 });
    const res = await send(app, "GET", `/api/rental/devices/?search=${tag}`, customer);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results.map((d: { id: number }) => d.id)).toEqual([phone.id, sim.id]);
    expect(await listedIds(app, `/api/rental/devices/?search=${tag}&kind=sim`, customer)).toEqual([sim.id]);
    expect(
      await listedIds(app, `/api/rental/devices/?search=${tag}&kind=sim,phone&ordering=daily_rate`, customer),
    ).toEqual([sim.id, phone.id]);
    expect(await send(app, "GET", "/api/rental/devices/?kind=tablet", customer)).toEqual({
      status: 400,
      body: { kind: ["Select a valid choice. tablet is not one of the available choices."] },
    });
  });
});

describe("device validation", () => {
  const post = (body: Record<string, unknown>) =>
    send(app, "POST", "/api/rental/devices/", member, { ...validDevice, ...body });

  it("kind is phone, hotspot or sim", async () => {
    await expectFieldErrors(post, [
      [{ kind: "tablet" }, { kind: ['"tablet" is not a valid choice.'] }],
      [{ kind: undefined }, { kind: ["This field is required."] }],
    ]);
  });

  it("the daily rate is at least 0.01, the deposit at least 0", async () => {
    await expectFieldErrors(post, [
      [{ daily_rate: "0.00" }, { daily_rate: ["Ensure this value is greater than or equal to 0.01."] }],
      [{ deposit: "-1" }, { deposit: ["Ensure this value is greater than or equal to 0.00."] }],
      [
        { daily_rate: "abc", deposit: "1.234" },
        {
          daily_rate: ["A valid number is required, with at most 2 decimal places."],
          deposit: ["A valid number is required, with at most 2 decimal places."],
        },
      ],
    ]);
    expect((await post({ daily_rate: "0.01", deposit: "0" })).status).toBe(201);
  });

  it("stock is a whole number from 0 to 100000", async () => {
    await expectFieldErrors(post, [
      [{ stock: -1 }, { stock: ["Ensure this value is greater than or equal to 0."] }],
      [{ stock: 100_001 }, { stock: ["Ensure this value is less than or equal to 100000."] }],
      [{ stock: 1.5 }, { stock: ["A valid integer is required."] }],
      [{ stock: "many" }, { stock: ["A valid integer is required."] }],
    ]);
    expect((await post({ stock: 0 })).status).toBe(201);
  });

  it("the name is required, at most 120 characters; PATCH validates the same way", async () => {
    expect(await post({ name: "" })).toEqual({
      status: 400,
      body: { name: ["This field may not be blank."] },
    });
    const device = await addDevice(db, home);
    expect(
      await send(app, "PATCH", `/api/rental/devices/${device.id}/`, member, {
        name: "y".repeat(121),
        stock: -2,
      }),
    ).toEqual({
      status: 400,
      body: {
        name: ["Ensure this field has no more than 120 characters."],
        stock: ["Ensure this value is greater than or equal to 0."],
      },
    });
  });
});

describe("the rental engine's /rental/devices/cost/ call", () => {
  it("is not taken for a device id: GET /api/rental/devices/cost/ is a 404", async () => {
    expect(await send(app, "GET", "/api/rental/devices/cost/", member)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("a cost route registered beside this module wins for POST, whatever the order", async () => {
    const probe = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    await probe.register(rentalCatalog, { prefix: "/api" });
    probe.post("/api/rental/devices/cost/", async () => ({ amount: "1.00", tax_amount: "0.09" }));
    const res = await probe.inject({ method: "POST", url: "/api/rental/devices/cost/", payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: "1.00", tax_amount: "0.09" });
    await probe.close();
  });
});
