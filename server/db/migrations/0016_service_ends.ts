import { type Kysely, sql } from "kysely";
import { dialectColumns } from "./dialect-columns";
import { addDays, dayIn } from "../../../common/dates";

/**
 * Automatic refills (issue 35, DESIGN.md §16): each line's service end date (a company day), and a schedule's
 * rule (`monthly` on a day of the month, or `on_expiry`, `days_before` its end date), its failed runs in a row,
 * its suspension and the customer's consent. Existing lines get the end date their last successful refill gave
 * them: the company day it succeeded on plus its plan's validity.
 */
export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const { ts, date } = dialectColumns(dialect);
  await db.schema.alterTable("phone_numbers").addColumn("service_ends_on", date).execute();
  await db.schema
    .createIndex("phone_numbers_service_ends_idx")
    .on("phone_numbers")
    .columns(["company_id", "service_ends_on"])
    .execute();

  const add = (column: string) => sql.raw(`alter table scheduled_refills add column ${column}`).execute(db);
  await add(`rule varchar(16) not null default 'monthly' check (rule in ('monthly', 'on_expiry'))`);
  await add(`days_before integer not null default 0 check (days_before between 0 and 3)`);
  await add(`failed_runs integer not null default 0`);
  await add(`suspended_at ${ts}`);
  await add(`suspended_reason text`);
  await add(`consent_by integer references users(id) on delete set null`);
  await add(`consent_at ${ts}`);
  await add(`consent_channel varchar(8) check (consent_channel in ('web', 'staff', 'phone'))`);
  await add(`consent_address varchar(64)`);
  await add(`consent_terms varchar(16)`);
  await backfillServiceEnds(db);
}

/** Each line's end date from its last successful refill: the company day it succeeded on + its plan's validity. */
export async function backfillServiceEnds(db: Kysely<any>): Promise<void> {
  const lastSuccesses = await db
    .selectFrom("transactions as t")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .innerJoin("companies as co", "co.id", "t.company_id")
    .select(["t.phone_number_id", "t.completed_at", "p.validity_days", "co.time_zone"])
    .where("t.status", "=", "success")
    .where("t.completed_at", "is not", null)
    .where(
      "t.id",
      "=",
      sql<number>`(select t2.id from transactions t2 where t2.phone_number_id = t.phone_number_id
        and t2.status = 'success' and t2.completed_at is not null
        order by t2.completed_at desc, t2.id desc limit 1)`,
    )
    .execute();
  for (const r of lastSuccesses) {
    const completed = r.completed_at instanceof Date ? r.completed_at : new Date(String(r.completed_at));
    const ends = addDays(dayIn(r.time_zone, completed), Number(r.validity_days));
    await db
      .updateTable("phone_numbers")
      .set({ service_ends_on: ends })
      .where("id", "=", r.phone_number_id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "consent_terms",
    "consent_address",
    "consent_channel",
    "consent_by",
    "consent_at",
    "suspended_reason",
    "suspended_at",
    "failed_runs",
    "days_before",
    "rule",
  ])
    await db.schema.alterTable("scheduled_refills").dropColumn(column).execute();
  await db.schema.dropIndex("phone_numbers_service_ends_idx").execute();
  await db.schema.alterTable("phone_numbers").dropColumn("service_ends_on").execute();
}
