import { describe, expect, it } from "vitest";
import {
  carrierAnswer,
  pageOf,
  planAnswer,
  RENTAL_CLOSED,
  RENTAL_NOT_OUT,
  scheduledRefillRow,
  TRANSACTION_CLOSED,
  TRANSACTION_FAILED,
  TRANSACTION_MOVING,
  TRANSACTION_STATUSES,
  TRANSACTION_STOPPED,
  transactionAnswer,
} from "@common/api";

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
      cost: null,
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

describe("status sets", () => {
  it("put every refill status in exactly one of moving, stopped and closed", () => {
    const sets = [TRANSACTION_MOVING, TRANSACTION_STOPPED, TRANSACTION_CLOSED].flat();
    expect([...sets].sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it("count as failed every stopped refill and those resolved by hand, never a success", () => {
    expect(TRANSACTION_FAILED).toEqual(expect.arrayContaining([...TRANSACTION_STOPPED, "resolved"]));
    expect(TRANSACTION_FAILED).not.toContain("success");
  });

  it("keep a rental not out yet apart from a closed one", () => {
    expect(RENTAL_NOT_OUT.filter((s) => RENTAL_CLOSED.includes(s))).toEqual([]);
  });
});
