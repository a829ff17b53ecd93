import { describe, expect, it } from "vitest";
import * as failedTopupRefs from "../../../server/db/migrations/0014_failed_topup_refs";
import { createUser } from "../helpers";
import { addCarrier, addPhone, addPlan, addTransaction } from "../fixtures";
import { worldForFile } from "../matrix";

const { db, home } = await worldForFile();

describe("migration 0014: a refill whose top-up failed keeps no carrier reference", () => {
  it("clears the reference of a failed top-up, keeps a topped-up refill's", async () => {
    const customer = await createUser(db, home, "customer");
    const line = await addPhone(db, home, customer.id);
    const plan = await addPlan(db, (await addCarrier(db, home)).id);
    const refill = () =>
      addTransaction(db, home, { user_id: customer.id, phone_number_id: line.id, plan_id: plan.id });
    const [failed, done] = [await refill(), await refill()];
    await db
      .updateTable("transactions")
      .set({
        status: "error",
        refill_error: "Carrier rejected the top-up: number not active.",
        provider_ref: "sim_topup_a1",
      })
      .where("id", "=", failed.id)
      .execute();
    await db
      .updateTable("transactions")
      .set({ provider_ref: "sim_topup_b2" })
      .where("id", "=", done.id)
      .execute();

    await failedTopupRefs.up(db);

    const refs = await db
      .selectFrom("transactions")
      .select(["id", "provider_ref"])
      .where("id", "in", [failed.id, done.id])
      .orderBy("id")
      .execute();
    expect(refs).toEqual([
      { id: failed.id, provider_ref: null },
      { id: done.id, provider_ref: "sim_topup_b2" },
    ]);
  });
});
