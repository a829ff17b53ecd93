import { sql } from "kysely";
import { addDays, dayIn, DEFAULT_TIME_ZONE } from "../../../common/dates";
import type { SeedContext } from "./context";

/**
 * Each demo line's service end date (DESIGN.md §16): the company day of its last successful refill plus its
 * plan's validity, as migration 0016 gives existing lines. With the demo's recent refills, some lines end in
 * the next days and some have lapsed; lines never refilled have none.
 */
/** The demo companies keep the default time zone. */
export async function seedServiceEnds(ctx: SeedContext, timeZone = DEFAULT_TIME_ZONE): Promise<void> {
  const rows = await ctx.db
    .selectFrom("transactions as t")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.phone_number_id", "t.completed_at", "p.validity_days"])
    .where("t.company_id", "=", ctx.companyId)
    .where("t.status", "=", "success")
    .where("t.completed_at", "is not", null)
    .where(
      "t.id",
      "=",
      sql<number>`(select t2.id from transactions t2 where t2.phone_number_id = t.phone_number_id
        and t2.status = 'success' and t2.completed_at is not null
        order by t2.completed_at desc, t2.id desc limit 1)`,
    )
    .orderBy("t.phone_number_id")
    .execute();
  for (const r of rows)
    await ctx.db
      .updateTable("phone_numbers")
      .set({ service_ends_on: addDays(dayIn(timeZone, String(r.completed_at)), r.validity_days) })
      .where("id", "=", r.phone_number_id)
      .execute();
}
