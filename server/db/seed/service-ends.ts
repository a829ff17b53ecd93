import { dayIn, DEFAULT_TIME_ZONE } from "../../../common/dates";
import { endAfterRefill } from "../../refills/service-end";
import type { SeedContext } from "./context";

/**
 * Each demo line's service end date (DESIGN.md §16), as the refill engine moved it: every successful refill,
 * in the order they completed, moves it to max(its company day, the end date) + its plan's validity
 * (`endAfterRefill`, the engine's own rule), so that refilling early stacks. With the demo's recent refills,
 * some lines end in the next days and some have lapsed; lines never refilled have none. Answers the end
 * date each successful refill left its line with (what its receipt says), by the refill's id.
 */
/** The demo companies keep the default time zone. */
export async function seedServiceEnds(
  ctx: SeedContext,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<Map<number, string>> {
  const rows = await ctx.db
    .selectFrom("transactions as t")
    .innerJoin("plans as p", "p.id", "t.plan_id")
    .select(["t.id", "t.phone_number_id", "t.completed_at", "p.validity_days"])
    .where("t.company_id", "=", ctx.companyId)
    .where("t.status", "=", "success")
    .where("t.completed_at", "is not", null)
    .orderBy("t.completed_at")
    .orderBy("t.id")
    .execute();
  const lines = new Map<number, string>();
  const after = new Map<number, string>();
  for (const r of rows) {
    const day = dayIn(timeZone, String(r.completed_at));
    const end = endAfterRefill(lines.get(r.phone_number_id) ?? null, day, r.validity_days);
    lines.set(r.phone_number_id, end);
    after.set(r.id, end);
  }
  for (const [id, end] of lines)
    await ctx.db.updateTable("phone_numbers").set({ service_ends_on: end }).where("id", "=", id).execute();
  return after;
}
