import { describe, expect, it } from "vitest";
import { carrierAnswer, pageOf, planAnswer, scheduledRefillRow, transactionAnswer } from "@common/api";

describe("API answer schemas", () => {
  it("accept a DRF page of rows and refuse a row missing a field", () => {
    const carrier = {
      id: 1,
      name: "Tello",
      is_active: true,
      provider_operator_id: null,
      plans_count: 2,
      created_at: "2026-01-01T00:00:00Z",
    };
    const page = pageOf(carrierAnswer);
    expect(page.parse({ count: 1, next: null, previous: null, results: [carrier] }).results[0]).toEqual(
      carrier,
    );
    const { plans_count: _, ...partial } = carrier;
    expect(page.safeParse({ count: 1, next: null, previous: null, results: [partial] }).success).toBe(false);
  });

  it("keep money as decimal strings", () => {
    const plan = {
      id: 21,
      carrier: 1,
      carrier_name: "Tello",
      name: "Unlimited 25",
      description: "",
      amount: 25,
      validity_days: 30,
      is_active: true,
      provider_product_id: null,
      created_at: "2026-01-01T00:00:00Z",
    };
    expect(planAnswer.safeParse(plan).success).toBe(false);
    expect(planAnswer.safeParse({ ...plan, amount: "25.00" }).success).toBe(true);
  });

  it("allow only the statuses there are", () => {
    const status = transactionAnswer.shape.status;
    expect(status.safeParse("in_queue").success).toBe(true);
    expect(status.safeParse("In Queue").success).toBe(false);
    expect(scheduledRefillRow.shape.last_result.safeParse(null).success).toBe(true);
  });
});
