import { describe, expect, it } from "vitest";
import { addDays, dayIn } from "../../../common/dates";
import { storedDay } from "../../../server/refills/service-end";
import { seededDemo } from "./seed-support";

/**
 * The demo's units and planner (issue 38 item 7): every device has units with serials and barcodes, some out
 * on the rentals picked up, one at the repair shop and one lost; the coming weeks are booked.
 */
const { db, demoId, secondId } = await seededDemo();

describe.each([
  ["demo", demoId],
  ["second", secondId],
] as const)("the %s company's units", (_slug, companyId) => {
  it("gives every device units with serials, one in maintenance and one lost, and puts each rental out on a unit of its own", async () => {
    const devices = await db
      .selectFrom("devices")
      .select(["id", "kind", "stock"])
      .where("company_id", "=", companyId)
      .execute();
    const units = await db
      .selectFrom("device_units")
      .selectAll()
      .where("company_id", "=", companyId)
      .execute();
    for (const d of devices) {
      const mine = units.filter((u) => u.device_id === d.id);
      expect(
        mine.filter((u) => u.status === "maintenance"),
        `device ${d.id}`,
      ).toHaveLength(1);
      expect(
        mine.filter((u) => u.status === "lost"),
        `device ${d.id}`,
      ).toHaveLength(1);
      // Its stock is its units in service, each free or out on a rental. Not "one free at least": on some
      // days every unit of a device is out (28-29 November 2026: the Samsung's 8, six of them overdue).
      const inService = mine.filter((u) => u.status === "available" || u.status === "out");
      expect(inService.length, `device ${d.id}`).toBe(d.stock);
      for (const u of mine) {
        expect(u.serial).toMatch(/^\S{8,}$/);
        expect(u.barcode).toMatch(/^D\d{3}-\d{3}$/);
        if (d.kind === "sim") expect(u.iccid).toMatch(/^8901\d{15}$/);
      }
    }
    expect(new Set(units.map((u) => u.serial)).size).toBe(units.length);
    const out = units.filter((u) => u.status === "out");
    expect(out.length).toBeGreaterThan(0);
    const onRentals = await db
      .selectFrom("rentals")
      .select(["unit_id", "device_id"])
      .where("company_id", "=", companyId)
      .where("status", "=", "picked_up")
      .execute();
    // Every rental out has a unit; each unit out is on one picked-up rental of its device, and no two rentals
    // out share a unit.
    expect(onRentals.filter((r) => r.unit_id === null)).toEqual([]);
    for (const u of out)
      expect(
        onRentals.filter((r) => r.unit_id === u.id && r.device_id === u.device_id),
        `unit ${u.id}`,
      ).toHaveLength(1);
  });
});

describe("the demo's planner", () => {
  it("is booked every day of the coming three weeks", async () => {
    const { time_zone } = await db
      .selectFrom("companies")
      .select("time_zone")
      .where("id", "=", demoId)
      .executeTakeFirstOrThrow();
    const today = dayIn(time_zone);
    const booked = await db
      .selectFrom("rentals")
      .select(["start_date", "end_date"])
      .where("company_id", "=", demoId)
      .where("status", "in", ["preorder", "ready_for_pickup", "picked_up"])
      .execute();
    for (let k = 0; k < 21; k++) {
      const day = addDays(today, k);
      const that = booked.filter((r) => storedDay(r.start_date)! <= day && storedDay(r.end_date)! >= day);
      expect(that.length, day).toBeGreaterThanOrEqual(3);
    }
  });
});
