import type { DeviceKind } from "../../../common/api/enums";
import type { RentalStatus } from "../schema";
import { iso } from "./clock";
import { insert, type SeedContext } from "./context";

/**
 * The demo's device units (DESIGN.md §19, issue 38 item 7): every device has its stock of units in service,
 * plus one in maintenance and one lost (neither counted in stock); each picked-up rental is out on a unit
 * of its own and each returned one names the unit it went out on, with the history those make. Serials are
 * derived from the ids (no draw from the seed's random numbers, so nothing else in the demo moves): an
 * IMEI-like number for phones, a serial for hotspots, a serial and an ICCID for SIMs; barcodes "D<device>-<n>".
 */

interface UnitDevice {
  id: number;
  kind: DeviceKind;
  stock: number;
}
export interface UnitRental {
  id: number;
  device: UnitDevice;
  status: RentalStatus;
  start: string;
  pickedUpAt: string | null;
  returnedAt: string | null;
  by: number | null;
}

const digits = (n: number, width: number) => String(n % 10 ** width).padStart(width, "0");

function codesOf(companyId: number, d: UnitDevice, n: number) {
  const seq = companyId * 100_000 + d.id * 100 + n;
  const barcode = `D${digits(d.id, 3)}-${digits(n, 3)}`;
  if (d.kind === "phone") return { serial: `35${digits(seq * 7919, 13)}`, iccid: null, barcode };
  if (d.kind === "hotspot") return { serial: `HS${digits(seq * 37, 10)}`, iccid: null, barcode };
  return { serial: `SIM${digits(seq * 13, 9)}`, iccid: `8901${digits(seq * 104_729, 15)}`, barcode };
}

export async function seedUnits(ctx: SeedContext, devices: UnitDevice[], rentals: UnitRental[]) {
  const { companyId, clock, profile } = ctx;
  const since = iso(clock.ago(profile.age_days));
  const now = iso(clock.now);
  const weekAgo = iso(clock.ago(7));
  type Unit = {
    device: UnitDevice;
    serial: string;
    iccid: string | null;
    barcode: string;
    status: "available" | "out" | "maintenance" | "lost";
    note: string;
  };
  const units: Unit[] = [];
  for (const d of devices) {
    for (let n = 1; n <= d.stock + 2; n += 1) {
      const status = n === d.stock + 1 ? "maintenance" : n === d.stock + 2 ? "lost" : "available";
      const note =
        status === "maintenance"
          ? "Screen cracked: at the repair shop"
          : status === "lost"
            ? "Not returned; reported stolen by the customer"
            : "";
      units.push({ device: d, ...codesOf(companyId, d, n), status, note });
    }
  }
  // Picked-up rentals each take a free unit of their device (oldest first); returned ones name one in turn.
  const byDevice = new Map<number, Unit[]>();
  units.forEach((u) => byDevice.set(u.device.id, [...(byDevice.get(u.device.id) ?? []), u]));
  const assigned: { rental: UnitRental; unit: Unit }[] = [];
  const turn = new Map<number, number>();
  for (const r of [...rentals].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)) {
    const mine = (byDevice.get(r.device.id) ?? []).slice(0, r.device.stock);
    if (!mine.length) continue;
    if (r.status === "picked_up") {
      const free = mine.find((u) => u.status === "available");
      if (!free) continue;
      free.status = "out";
      assigned.push({ rental: r, unit: free });
    } else if (r.status === "returned") {
      const k = turn.get(r.device.id) ?? 0;
      turn.set(r.device.id, k + 1);
      assigned.push({ rental: r, unit: mine[k % mine.length] });
    }
  }
  const ids = await insert(
    ctx,
    "device_units",
    units.map((u) => ({
      company_id: companyId,
      device_id: u.device.id,
      serial: u.serial,
      iccid: u.iccid,
      barcode: u.barcode,
      status: u.status,
      note: u.note,
      created_at: since,
      updated_at: u.status === "available" ? since : now,
    })),
  );
  const idOf = new Map(units.map((u, i) => [u, ids[i]]));
  type Event = Parameters<typeof insert<"device_unit_events">>[2][number];
  const event = (unit: Unit, e: Partial<Event> & Pick<Event, "kind" | "created_at">): Event => ({
    company_id: companyId,
    unit_id: idOf.get(unit)!,
    from_status: null,
    to_status: null,
    rental_id: null,
    note: "",
    created_by: null,
    ...e,
  });
  const events: Event[] = units.map((u) =>
    event(u, { kind: "added", to_status: "available", created_at: since }),
  );
  for (const { rental: r, unit } of assigned) {
    const out = r.pickedUpAt ?? since;
    events.push(
      event(unit, {
        kind: "picked_up",
        from_status: "available",
        to_status: "out",
        rental_id: r.id,
        created_by: r.by,
        created_at: out,
      }),
    );
    if (r.status === "returned")
      events.push(
        event(unit, {
          kind: "returned",
          from_status: "out",
          to_status: "available",
          rental_id: r.id,
          created_by: r.by,
          created_at: r.returnedAt ?? out,
        }),
      );
  }
  for (const u of units)
    if (u.status === "maintenance" || u.status === "lost")
      events.push(
        event(u, {
          kind: "status",
          from_status: "available",
          to_status: u.status,
          note: u.note,
          created_at: weekAgo,
        }),
      );
  events.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  await insert(ctx, "device_unit_events", events);
  for (const { rental, unit } of assigned)
    await ctx.db
      .updateTable("rentals")
      .set({ unit_id: idOf.get(unit)! })
      .where("id", "=", rental.id)
      .execute();
}
