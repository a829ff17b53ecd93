import { describe, expect, it } from "vitest";
import { addDevice, send } from "../fixtures";
import { appForFile, twoCompanies } from "../helpers";

/**
 * A device's units (DESIGN.md §19): added and edited by staff, serial and barcode unique per company, each
 * with its history; the device's stock is the count of its units in service (available + out).
 */
const app = await appForFile();
const { home, other } = await twoCompanies(app.db);
const member = home.member.token;
const stockOf = async (id: number) =>
  (await send(app, "GET", `/api/rental/devices/${id}/`, member)).body.stock as number;

describe("device units", () => {
  it("a device created with a stock gets that many units with generated serials; the stock field adds or retires them", async () => {
    const created = await send(app, "POST", "/api/rental/devices/", member, {
      name: "Unit phone",
      kind: "phone",
      daily_rate: "4.00",
      deposit: "50.00",
      stock: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const units = (await send(app, "GET", `/api/rental/devices/${id}/units/`, member)).body;
    expect(
      units.map((u: { serial: string; barcode: string; status: string }) => [u.serial, u.barcode, u.status]),
    ).toEqual([
      [`U${id}-001`, `U${id}-001`, "available"],
      [`U${id}-002`, `U${id}-002`, "available"],
      [`U${id}-003`, `U${id}-003`, "available"],
    ]);
    expect((await send(app, "PATCH", `/api/rental/devices/${id}/`, member, { stock: 1 })).status).toBe(200);
    const after = (await send(app, "GET", `/api/rental/devices/${id}/units/`, member)).body;
    expect(after.map((u: { status: string }) => u.status)).toEqual(["available", "retired", "retired"]);
    expect(await stockOf(id)).toBe(1);
    expect((await send(app, "PATCH", `/api/rental/devices/${id}/`, member, { stock: 2 })).status).toBe(200);
    expect(await stockOf(id)).toBe(2);
    const all = (await send(app, "GET", `/api/rental/devices/${id}/units/`, member)).body;
    expect(all).toHaveLength(4);
    expect(all[3].serial).toBe(`U${id}-004`);
  });

  it("adds, edits and lists units; stock counts available and out, not maintenance, lost or retired", async () => {
    const device = await addDevice(app.db, home.company.id, { stock: 0 });
    const path = `/api/rental/devices/${device.id}/units/`;
    const a = await send(app, "POST", path, member, {
      serial: "IMEI-350000000000001",
      barcode: "BC-1",
      iccid: "",
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      device: device.id,
      device_name: device.name,
      serial: "IMEI-350000000000001",
      iccid: null,
      barcode: "BC-1",
      status: "available",
      rental: null,
      history: [{ kind: "added", to_status: "available" }],
    });
    const b = await send(app, "POST", path, member, {
      serial: "SN-2",
      status: "maintenance",
      note: "Cracked",
    });
    expect(b.body).toMatchObject({ status: "maintenance", barcode: null, note: "Cracked" });
    expect(await stockOf(device.id)).toBe(1);
    const fixed = await send(app, "PATCH", `/api/rental/units/${b.body.id}/`, member, {
      status: "available",
    });
    expect(fixed.status).toBe(200);
    expect(
      fixed.body.history.map((e: { kind: string; from_status: string; to_status: string }) => [
        e.kind,
        e.from_status,
        e.to_status,
      ]),
    ).toEqual([
      ["status", "maintenance", "available"],
      ["added", null, "maintenance"],
    ]);
    expect(fixed.body.history[0].created_by_name).toBeTruthy();
    expect(await stockOf(device.id)).toBe(2);
    for (const status of ["lost", "retired"]) {
      await send(app, "PATCH", `/api/rental/units/${b.body.id}/`, member, { status });
      expect(await stockOf(device.id)).toBe(1);
    }
    expect((await send(app, "GET", path, member)).body.map((u: { serial: string }) => u.serial)).toEqual([
      "IMEI-350000000000001",
      "SN-2",
    ]);
  });

  it("serial and barcode are unique in the company; bad fields name themselves", async () => {
    const device = await addDevice(app.db, home.company.id, { stock: 0 });
    const path = `/api/rental/devices/${device.id}/units/`;
    await send(app, "POST", path, member, { serial: "DUP-1", barcode: "DUP-B" });
    expect(await send(app, "POST", path, member, { serial: "DUP-1", barcode: "DUP-B" })).toEqual({
      status: 400,
      body: {
        serial: ["A unit with that serial already exists."],
        barcode: ["A unit with that barcode already exists."],
      },
    });
    const elsewhere = await addDevice(app.db, other.company.id, { stock: 0 });
    expect(
      (
        await send(app, "POST", `/api/rental/devices/${elsewhere.id}/units/`, other.member.token, {
          serial: "DUP-1",
        })
      ).status,
    ).toBe(201);
    expect((await send(app, "POST", path, member, {})).body).toEqual({ serial: ["This field is required."] });
    expect((await send(app, "POST", path, member, { serial: "X", status: "out" })).status).toBe(400);
    const u = (await send(app, "POST", path, member, { serial: "DUP-2" })).body;
    expect(
      (await send(app, "PATCH", `/api/rental/units/${u.id}/`, member, { barcode: "DUP-B" })).body,
    ).toEqual({
      barcode: ["A unit with that barcode already exists."],
    });
    expect((await send(app, "PATCH", `/api/rental/units/${u.id}/`, member, { status: "out" })).status).toBe(
      400,
    );
  });

  it("staff only, and each company sees its own units", async () => {
    const device = await addDevice(app.db, home.company.id, { stock: 1 });
    const [unit] = (await send(app, "GET", `/api/rental/devices/${device.id}/units/`, member)).body;
    expect(
      (await send(app, "GET", `/api/rental/devices/${device.id}/units/`, home.customer.token)).status,
    ).toBe(403);
    expect((await send(app, "GET", `/api/rental/units/${unit.id}/`, home.customer.token)).status).toBe(403);
    expect(
      (await send(app, "GET", `/api/rental/devices/${device.id}/units/`, other.member.token)).status,
    ).toBe(404);
    expect((await send(app, "GET", `/api/rental/units/${unit.id}/`, other.member.token)).status).toBe(404);
    expect(
      (await send(app, "PATCH", `/api/rental/units/${unit.id}/`, other.member.token, { note: "x" })).status,
    ).toBe(404);
    expect(
      (
        await send(app, "POST", `/api/rental/devices/${device.id}/units/`, other.member.token, {
          serial: "Z",
        })
      ).status,
    ).toBe(404);
  });
});
