import { describe, expect, it } from "vitest";
import { addDevice, send } from "../fixtures";
import { appForFile } from "../helpers";
import { bookAsMember, bookAtOnce, day, patch, rentalWorld, rentNow, shiftDates } from "./support";

/**
 * docs/engines.md: device stock bounds overlapping rentals. The check and the insert share one transaction
 * holding the device's lock (PostgreSQL: FOR UPDATE on the device row, here with a pool of connections
 * racing for real; SQLite: BEGIN IMMEDIATE), so parallel bookings never oversell.
 */
const app = await appForFile();
const w = await rentalWorld(app);
const member = w.home.member.token;
/** The status the desk's booking of `device` from day `from` to day `to` (from today) is answered with. */
const bookingStatus = async (device: { id: number }, from: number, to: number) =>
  (await bookAsMember(w, { device: device.id, start_date: day(from), end_date: day(to) })).status;

describe("stock", () => {
  it("parallel bookings of the same dates: exactly `stock` succeed, the rest are told the device is not available", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 3 });
    const results = await bookAtOnce(w, device, 12);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r).toEqual({ status: 400, body: { device: ["This device is not available for these dates."] } });
    const held = await app.db.selectFrom("rentals").select("id").where("device_id", "=", device.id).execute();
    expect(held).toHaveLength(3);
  });

  it("parallel end-date extensions cannot overbook either", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 1 });
    const b = (await bookAsMember(w, { device: device.id, start_date: day(3), end_date: day(3) })).body;
    const c = (await bookAsMember(w, { device: device.id, start_date: day(5), end_date: day(5) })).body;
    const both = await Promise.all([
      patch(w, b.id, { end_date: day(6) }),
      patch(w, c.id, { end_date: day(6) }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("counts busy days, not overlapping rentals: two short bookings inside a long range leave room for one more", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 2 });
    await bookAsMember(w, { device: device.id, start_date: day(1), end_date: day(2) });
    await bookAsMember(w, { device: device.id, start_date: day(4), end_date: day(5) });
    expect(await bookingStatus(device, 1, 5)).toBe(201);
    expect(await bookingStatus(device, 2, 2)).toBe(400);
    expect(await bookingStatus(device, 3, 3)).toBe(201);
  });

  it("an error rental holds its device until resolved; a returned one gives it back", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 1 });
    const failed = (await rentNow(w, { device: device.id, payment_method: w.cards.declined.id })).body;
    expect(failed.status).toBe("error");
    expect((await bookAsMember(w, { device: device.id })).status).toBe(400);
    await send(app, "POST", `/api/rental/${failed.id}/resolve/`, member, { note: "Card declined." });
    const next = await bookAsMember(w, { device: device.id });
    expect(next.status).toBe(201);
    for (const status of ["ready_for_pickup", "picked_up", "returned"])
      await patch(w, next.body.id, { status });
    expect((await bookAsMember(w, { device: device.id })).status).toBe(201);
  });

  it("a picked-up rental past its end date still holds the device today", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 1 });
    const r = (await bookAsMember(w, { device: device.id, start_date: day(0), end_date: day(0) })).body;
    await patch(w, r.id, { status: "ready_for_pickup" });
    await patch(w, r.id, { status: "picked_up" });
    await shiftDates(app.db, r.id, day(-3), day(-1));
    expect(await bookingStatus(device, 0, 1)).toBe(400);
    expect(await bookingStatus(device, 1, 2)).toBe(201);
  });

  it("availability lists the days a booking may not include, for the date picker", async () => {
    const device = await addDevice(app.db, w.home.company.id, { stock: 1 });
    await bookAsMember(w, { device: device.id, start_date: day(2), end_date: day(3) });
    const res = await send(
      app,
      "GET",
      `/api/rental/devices/${device.id}/availability/?from=${day(-1)}&to=${day(5)}`,
      w.home.customer.token,
    );
    expect(res.body).toEqual({
      device: device.id,
      from: day(-1),
      to: day(5),
      stock: 1,
      is_active: true,
      unavailable_dates: [day(-1), day(2), day(3)],
    });
    const whole = await send(app, "GET", `/api/rental/devices/${device.id}/availability/`, member);
    expect(whole.body).toMatchObject({ from: day(0), to: day(89), unavailable_dates: [day(2), day(3)] });
    expect(
      (
        await send(
          app,
          "GET",
          `/api/rental/devices/${device.id}/availability/?from=${day(5)}&to=${day(1)}`,
          member,
        )
      ).body,
    ).toEqual({ to: ["The end date cannot be before the start date."] });
    expect(
      (await send(app, "GET", `/api/rental/devices/${device.id}/availability/?from=x`, member)).status,
    ).toBe(400);
    const foreign = await addDevice(app.db, w.other.company.id);
    expect((await send(app, "GET", `/api/rental/devices/${foreign.id}/availability/`, member)).status).toBe(
      404,
    );
  });

  it("parallel payments never take more than the balance; parallel refunds refund once", async () => {
    const r = (await bookAsMember(w)).body;
    const pay = () =>
      send(app, "POST", "/api/rental/rentals/add-payment/", member, {
        rental: r.id,
        amount: "121.23",
        method: "cash",
      });
    const paid = await Promise.all([pay(), pay(), pay(), pay()]);
    expect(paid.map((p) => p.status).sort()).toEqual([200, 400, 400, 400]);
    for (const status of ["ready_for_pickup", "picked_up", "returned"]) await patch(w, r.id, { status });
    const refunds = await Promise.all(
      [1, 2, 3].map(() => send(app, "POST", `/api/rental/rentals/${r.id}/refund`, member, {})),
    );
    expect(refunds.filter((x) => x.status === 200)).toHaveLength(1);
    const rows = await app.db.selectFrom("charges").selectAll().where("rental_id", "=", r.id).execute();
    expect(rows.filter((c) => c.kind === "refund")).toHaveLength(1);
    expect(rows.filter((c) => c.kind === "rental_payment")).toHaveLength(1);
    expect(
      await app.db
        .selectFrom("rentals")
        .select(["paid_amount", "balance"])
        .where("id", "=", r.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ paid_amount: 12123 - 10000, balance: 0 }); // paid less the one refund
  });
});
