import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDevice, send } from "../fixtures";
import { appForFile } from "../helpers";
import { bookAsMember, bookAtOnce, day, patch, rentalWorld, shiftDates } from "./support";

/**
 * Rentals by the unit (DESIGN.md §19): a pick-up hands over a unit (typed or scanned barcode, chosen, or the
 * first free one), a return takes it back (available or to maintenance), a swap changes it; the planner
 * shows units as rows. Stock is the units in service: never more rentals out at once than that.
 */
const app = await appForFile();
const w = await rentalWorld(app);
const member = w.home.member.token;

async function deviceWithUnits(serials: string[], maintenance: string[] = []) {
  const device = await addDevice(app.db, w.home.company.id, { stock: 0 });
  const units: Record<string, number> = {};
  for (const serial of serials) {
    const res = await send(app, "POST", `/api/rental/devices/${device.id}/units/`, member, {
      serial,
      barcode: `BC-${serial}`,
      status: maintenance.includes(serial) ? "maintenance" : "available",
    });
    units[serial] = res.body.id;
  }
  return { device, units };
}
const book = async (deviceId: number, from = 0, to = 2) =>
  (await bookAsMember(w, { device: deviceId, start_date: day(from), end_date: day(to) })).body.id as number;
const unitOf = async (id: number) => (await send(app, "GET", `/api/rental/units/${id}/`, member)).body;

describe("pick-up, return and swap by unit", () => {
  it("a scanned barcode picks up that unit; the rental and its receipt name it; the return to maintenance takes it out of stock", async () => {
    const { device, units } = await deviceWithUnits([`A-${Date.now()}`, `B-${Date.now()}`]);
    const [a, b] = Object.keys(units);
    const id = await book(device.id);
    await patch(w, id, { status: "ready_for_pickup" });
    const picked = await patch(w, id, { status: "picked_up", unit_code: ` BC-${b} ` });
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      status: "picked_up",
      unit: units[b],
      unit_serial: b,
      unit_barcode: `BC-${b}`,
    });
    expect((await unitOf(units[b])).status).toBe("out");
    expect((await unitOf(units[b])).rental).toBe(id);
    const found = await send(app, "GET", `/api/rental/rentals/?search=${encodeURIComponent(b)}`, member);
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([id]);

    const back = await send(app, "POST", "/api/rental/rentals/return/", member, {
      rental: id,
      unit_status: "maintenance",
    });
    expect(back.status).toBe(200);
    expect(back.body.unit_serial).toBe(b);
    const unit = await unitOf(units[b]);
    expect(unit.status).toBe("maintenance");
    expect(unit.history.map((e: { kind: string }) => e.kind)).toEqual(["returned", "picked_up", "added"]);
    expect(unit.rentals.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await send(app, "GET", `/api/rental/devices/${device.id}/`, member)).body.stock).toBe(1);
    expect((await unitOf(units[a])).status).toBe("available");
  });

  it("without a unit named the first free one goes out; a unit not free, unknown or of another device is refused on its field", async () => {
    const { device, units } = await deviceWithUnits([`C-${Date.now()}`, `D-${Date.now()}`]);
    const [c, d] = Object.keys(units);
    const first = await book(device.id);
    const second = await book(device.id);
    const third = await book(device.id, 3, 4);
    for (const id of [first, second, third]) await patch(w, id, { status: "ready_for_pickup" });
    expect((await patch(w, first, { status: "picked_up" })).body.unit_serial).toBe(c);
    expect((await patch(w, second, { status: "picked_up", unit_code: `BC-${c}` })).body).toEqual({
      unit_code: ["This unit is not available: it is out, in maintenance, lost or retired."],
    });
    expect((await patch(w, second, { status: "picked_up", unit_code: "NOPE" })).body).toEqual({
      unit_code: ["No unit of this device has that barcode or serial."],
    });
    expect((await patch(w, second, { status: "picked_up", unit: w.device.id * 1000 })).status).toBe(400);
    expect((await patch(w, second, { unit: units[d] })).body).toEqual({
      unit: ["A unit is chosen only when the rental is picked up."],
    });
    expect((await patch(w, second, { status: "picked_up", unit: units[d] })).body.unit_serial).toBe(d);
    expect((await patch(w, third, { status: "picked_up" })).body).toEqual({
      unit: ["No unit of this device is available."],
    });
    expect(
      (await send(app, "PATCH", `/api/rental/units/${units[d]}/`, member, { status: "maintenance" })).body,
    ).toEqual({
      status: ["This unit is out on a rental: its status changes with the rental's return or a swap."],
    });
  });

  it("a swap mid-rental is recorded on both units and in the audit log", async () => {
    const { device, units } = await deviceWithUnits([`E-${Date.now()}`, `F-${Date.now()}`]);
    const [e, f] = Object.keys(units);
    const id = await book(device.id);
    await patch(w, id, { status: "ready_for_pickup" });
    await patch(w, id, { status: "picked_up", unit: units[e] });
    const swapped = await send(app, "POST", `/api/rental/rentals/${id}/swap-unit/`, member, {
      unit_code: `BC-${f}`,
      old_unit_status: "maintenance",
      note: "Screen flickers",
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.unit_serial).toBe(f);
    expect((await unitOf(units[e])).history[0]).toMatchObject({
      kind: "swapped_out",
      to_status: "maintenance",
      rental: id,
      note: "Screen flickers",
    });
    expect((await unitOf(units[f])).history[0]).toMatchObject({
      kind: "swapped_in",
      to_status: "out",
      rental: id,
    });
    expect(
      (await send(app, "POST", `/api/rental/rentals/${id}/swap-unit/`, member, { unit: units[f] })).body,
    ).toEqual({ unit: ["This unit is already the rental's."] });
    const log = await app.db
      .selectFrom("audit_log")
      .select("action")
      .where("object_id", "=", String(id))
      .where("action", "=", "rental.swap_unit")
      .execute();
    expect(log).toHaveLength(1);
    const booked = await book(device.id, 5, 6);
    expect((await send(app, "POST", `/api/rental/rentals/${booked}/swap-unit/`, member, {})).body).toEqual({
      non_field_errors: ["Only a picked-up rental can swap its unit."],
    });
  });
});

describe("stock is the units in service", () => {
  it("3 units, one in maintenance: 24 simultaneous bookings of the same days book exactly 2", async () => {
    const t = Date.now();
    const { device } = await deviceWithUnits([`G-${t}`, `H-${t}`, `I-${t}`], [`G-${t}`]);
    expect((await send(app, "GET", `/api/rental/devices/${device.id}/`, member)).body.stock).toBe(2);
    const results = await bookAtOnce(w, device, 24);
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
  });

  it("property: whatever staff do, never more rentals out at once than units in service, each on its own unit", async () => {
    type Op =
      | { op: "book"; from: number; len: number }
      | { op: "pickUp"; pick: number }
      | { op: "return"; pick: number; repair: boolean }
      | { op: "swap"; pick: number }
      | { op: "unit"; pick: number; status: "available" | "maintenance" | "lost" | "retired" };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant("book" as const),
        from: fc.integer({ min: 0, max: 4 }),
        len: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ op: fc.constant("pickUp" as const), pick: fc.nat() }),
      fc.record({ op: fc.constant("pickUp" as const), pick: fc.nat() }),
      fc.record({ op: fc.constant("return" as const), pick: fc.nat(), repair: fc.boolean() }),
      fc.record({ op: fc.constant("swap" as const), pick: fc.nat() }),
      fc.record({
        op: fc.constant("unit" as const),
        pick: fc.nat(),
        status: fc.constantFrom(
          "available" as const,
          "maintenance" as const,
          "lost" as const,
          "retired" as const,
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(opArb, { minLength: 1, maxLength: 12 }),
        async (n, ops) => {
          const device = await addDevice(app.db, w.home.company.id, { stock: n });
          const rentals: number[] = [];
          const units = (await send(app, "GET", `/api/rental/devices/${device.id}/units/`, member)).body as {
            id: number;
          }[];
          for (const o of ops) {
            if (o.op === "book") {
              const res = await bookAsMember(w, {
                device: device.id,
                start_date: day(o.from),
                end_date: day(o.from + o.len),
              });
              if (res.status === 201) {
                rentals.push(res.body.id);
                await patch(w, res.body.id, { status: "ready_for_pickup" });
              }
            } else if (o.op === "unit") {
              await send(app, "PATCH", `/api/rental/units/${units[o.pick % units.length].id}/`, member, {
                status: o.status,
              });
            } else if (rentals.length) {
              const id = rentals[o.pick % rentals.length];
              if (o.op === "pickUp") await patch(w, id, { status: "picked_up" });
              else if (o.op === "return")
                await send(app, "POST", "/api/rental/rentals/return/", member, {
                  rental: id,
                  unit_status: o.repair ? "maintenance" : "available",
                });
              else await send(app, "POST", `/api/rental/rentals/${id}/swap-unit/`, member, {});
            }
            const out = await app.db
              .selectFrom("rentals")
              .select(["id", "unit_id"])
              .where("device_id", "=", device.id)
              .where("status", "=", "picked_up")
              .execute();
            const rows = await app.db
              .selectFrom("device_units")
              .select(["id", "status"])
              .where("device_id", "=", device.id)
              .execute();
            const inService = rows.filter((u) => u.status === "available" || u.status === "out");
            const stock = await app.db
              .selectFrom("devices")
              .select("stock")
              .where("id", "=", device.id)
              .executeTakeFirstOrThrow();
            expect(stock.stock).toBe(inService.length);
            expect(out.length).toBeLessThanOrEqual(inService.length);
            expect(new Set(out.map((r) => r.unit_id)).size).toBe(out.length);
            const outUnits = rows
              .filter((u) => u.status === "out")
              .map((u) => u.id)
              .sort();
            expect(out.map((r) => r.unit_id).sort()).toEqual(outUnits);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("the planner", () => {
  it("units as rows, rentals as bars on their unit, bookings without one on the device's own row, overdue marked", async () => {
    const { device, units } = await deviceWithUnits([`P-${Date.now()}`, `Q-${Date.now()}`]);
    const [p] = Object.keys(units);
    const late = await book(device.id, 0, 0);
    await patch(w, late, { status: "ready_for_pickup" });
    await patch(w, late, { status: "picked_up", unit: units[p] });
    await shiftDates(app.db, late, day(-4), day(-2));
    const later = await book(device.id, 5, 8);
    const res = await send(app, "GET", `/api/rental/planner/?from=${day(0)}&to=${day(13)}`, member);
    expect(res.status).toBe(200);
    const rows = res.body.rows.filter((r: { device: number }) => r.device === device.id);
    expect(
      rows.map((r: { serial: string | null; bars: { rental: number; overdue: boolean }[] }) => [
        r.serial,
        r.bars.map((b) => [b.rental, b.overdue]),
      ]),
    ).toEqual([
      [p, [[late, true]]],
      [Object.keys(units)[1], []],
      [null, [[later, false]]],
    ]);
    expect(res.body).toMatchObject({ from: day(0), to: day(13), today: day(0) });
    expect((await send(app, "GET", "/api/rental/planner/", member)).body.to).toBe(day(13));
    expect((await send(app, "GET", `/api/rental/planner/?from=${day(3)}&to=${day(1)}`, member)).body).toEqual(
      {
        to: ["The end date cannot be before the start date."],
      },
    );
    expect((await send(app, "GET", "/api/rental/planner/", w.home.customer.token)).status).toBe(403);
    const foreign = await send(app, "GET", "/api/rental/planner/", w.other.member.token);
    expect(foreign.body.rows.some((r: { device: number }) => r.device === device.id)).toBe(false);
  });
});
