import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";

/**
 * Rentals by the unit (issue 38, DESIGN.md §19):
 * - `device_units`: each physical unit of a device (serial or IMEI, the SIM's ICCID, a barcode) with its
 *   status: available, out (on a rental), maintenance, lost, retired. Serial and barcode are unique per company.
 *   A device's `stock` is from now on the count of its units in service (available + out), kept by every
 *   write of a unit (server/units/units.ts), so availability counts units and there is one rule.
 * - `device_unit_events`: a unit's history (added, status changes, picked up, returned, swapped).
 * - `rentals.unit_id`: the unit handed over at pick-up (null until then).
 * Existing devices: each device's `stock` becomes that many units with GENERATED serials ("U<device>-001"…,
 * the barcode the same) for staff to replace with the real ones; a rental already picked up gets one of its
 * device's units, marked out.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, id } = dialectColumns(dialect);

  await db.schema
    .createTable("device_units")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("device_id", "integer", (c) => c.references("devices.id").onDelete("cascade").notNull())
    .addColumn("serial", "varchar(64)", (c) => c.notNull())
    .addColumn("iccid", "varchar(22)")
    .addColumn("barcode", "varchar(64)")
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("available"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("device_units_company_serial_unique")
    .on("device_units")
    .columns(["company_id", "serial"])
    .unique()
    .execute();
  await db.schema
    .createIndex("device_units_company_barcode_unique")
    .on("device_units")
    .columns(["company_id", "barcode"])
    .unique()
    .where(sql.ref("barcode"), "is not", null)
    .execute();
  await db.schema
    .createIndex("device_units_device_idx")
    .on("device_units")
    .columns(["device_id", "status"])
    .execute();

  await db.schema
    .createTable("device_unit_events")
    .addColumn("id", "integer", id)
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("cascade").notNull())
    .addColumn("unit_id", "integer", (c) => c.references("device_units.id").onDelete("cascade").notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("from_status", "varchar(16)")
    .addColumn("to_status", "varchar(16)")
    .addColumn("rental_id", "integer", (c) => c.references("rentals.id").onDelete("set null"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("device_unit_events_unit_idx")
    .on("device_unit_events")
    .columns(["unit_id", "id"])
    .execute();

  await db.schema
    .alterTable("rentals")
    .addColumn("unit_id", "integer", (c) => c.references("device_units.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("rentals_unit_idx").on("rentals").column("unit_id").execute();

  const at = new Date().toISOString();
  const devices = await db
    .selectFrom("devices")
    .select(["id", "company_id", "stock"])
    .orderBy("id")
    .execute();
  for (const d of devices) {
    const out = await db
      .selectFrom("rentals")
      .select("id")
      .where("device_id", "=", d.id)
      .where("status", "=", "picked_up")
      .orderBy("id")
      .execute();
    for (let n = 1; n <= Number(d.stock); n += 1) {
      const serial = `U${d.id}-${String(n).padStart(3, "0")}`;
      const rental = out[n - 1];
      const unit = await db
        .insertInto("device_units")
        .values({
          company_id: d.company_id,
          device_id: d.id,
          serial,
          iccid: null,
          barcode: serial,
          status: rental ? "out" : "available",
          note: "",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("device_unit_events")
        .values({
          company_id: d.company_id,
          unit_id: unit.id,
          kind: "added",
          to_status: "available",
          created_at: at,
        })
        .execute();
      if (rental) {
        await db.updateTable("rentals").set({ unit_id: unit.id }).where("id", "=", rental.id).execute();
        await db
          .insertInto("device_unit_events")
          .values({
            company_id: d.company_id,
            unit_id: unit.id,
            kind: "picked_up",
            from_status: "available",
            to_status: "out",
            rental_id: rental.id,
            created_at: at,
          })
          .execute();
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rentals_unit_idx").execute();
  await db.schema.alterTable("rentals").dropColumn("unit_id").execute();
  await db.schema.dropTable("device_unit_events").execute();
  await db.schema.dropTable("device_units").execute();
}
