import { describe, expect, it } from "vitest";
import { backfillServiceEnds } from "../../../server/db/migrations/0016_service_ends";
import { createUser } from "../helpers";
import { addCarrier, addPhone, addPlan, addTransaction } from "../fixtures";
import { worldForFile } from "../matrix";

const { db, home } = await worldForFile();

describe("migration 0016: existing lines get the end date of their last successful refill", () => {
  it("takes the last success's company day plus its plan's validity; a line never refilled has none", async () => {
    const customer = await createUser(db, home, "customer");
    const carrier = await addCarrier(db, home);
    const month = await addPlan(db, carrier.id, { validity_days: 30 });
    const week = await addPlan(db, carrier.id, { validity_days: 7 });
    const line = await addPhone(db, home, customer.id);
    const never = await addPhone(db, home, customer.id);
    const refill = async (plan: number, status: "success" | "error", completed: string | null) => {
      const t = await addTransaction(db, home, {
        user_id: customer.id,
        phone_number_id: line.id,
        plan_id: plan,
        status,
      });
      await db.updateTable("transactions").set({ completed_at: completed }).where("id", "=", t.id).execute();
    };
    await refill(month.id, "success", "2026-03-01T15:00:00.000Z");
    // 02:00 UTC on the 10th is still the 9th in New York, the company's zone.
    await refill(week.id, "success", "2026-03-10T02:00:00.000Z");
    await refill(month.id, "error", null);
    await db.updateTable("phone_numbers").set({ service_ends_on: null }).execute();

    await backfillServiceEnds(db);

    const ends = await db
      .selectFrom("phone_numbers")
      .select(["id", "service_ends_on"])
      .where("id", "in", [line.id, never.id])
      .orderBy("id")
      .execute();
    expect(ends).toEqual([
      { id: line.id, service_ends_on: "2026-03-16" },
      { id: never.id, service_ends_on: null },
    ]);
  });
});
