import { describe, expect, it } from "vitest";
import { appForFile, tokenFor } from "../helpers";

/**
 * The demo seed's rentals (every status, card and cash payments, refunds with deductions) read through the
 * detail answer and the end preview without a validation error, and their figures add up as the engine's.
 */
const app = await appForFile({ seed: "demo" });
const company = await app.db
  .selectFrom("companies")
  .select("id")
  .where("slug", "=", "demo")
  .executeTakeFirstOrThrow();
const member = await app.db
  .selectFrom("users")
  .select("id")
  .where("company_id", "=", company.id)
  .where("is_company_member", "=", true)
  .where("is_active", "=", true)
  .executeTakeFirstOrThrow();
const token = await tokenFor(app.db, member.id);

describe("seeded rentals", () => {
  it("every one answers the detail and the end preview", async () => {
    const ids = await app.db
      .selectFrom("rentals")
      .select(["id", "status"])
      .where("company_id", "=", company.id)
      .execute();
    expect(new Set(ids.map((r) => r.status)).size).toBe(6);
    for (const { id } of ids) {
      const res = await app.inject({
        method: "GET",
        url: `/api/rental/rentals/${id}/`,
        headers: { authorization: `Token ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Number(body.total_due_amount) - Number(body.paid_amount)).toBeCloseTo(Number(body.balance), 2);
      const preview = await app.inject({
        method: "GET",
        url: `/api/rental/rentals/${id}/end-preview`,
        headers: { authorization: `Token ${token}` },
      });
      expect(preview.statusCode, preview.body).toBe(200);
    }
  });
});
