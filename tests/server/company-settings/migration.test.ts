import { describe, expect, it } from "vitest";
import * as m0011 from "../../../server/db/migrations/0011_company_identity";
import { appForFile, auth } from "../helpers";
import { rentalWorld, rentNow } from "../rentals/support";

/**
 * Migration 0011 down and up again on a database with rentals: the lines written before it get the
 * company's current tax rate where that rate gives back their tax to the cent, and no rate otherwise.
 */
const app = await appForFile();

describe("migration 0011 (the company's identity)", () => {
  it("goes down and up again; older taxed lines get the current rate only where it fits", async () => {
    const w = await rentalWorld(app);
    const first = await rentNow(w);
    expect(first.status).toBe(201);
    // A second rental of the same dates, whose line will no longer fit the company's rate.
    const second = await rentNow(w, { start_date: first.body.start_date, end_date: first.body.end_date });
    expect(second.status).toBe(201);
    await app.db
      .updateTable("companies")
      .set({ address: "1 Main St", logo_hash: "abc" })
      .where("id", "=", w.home.company.id)
      .execute();

    await m0011.down(app.db);
    // As if the second line had been taxed at another rate, back when no line kept its rate.
    await app.db
      .updateTable("rental_lines")
      .set({ tax_amount: 1 })
      .where("rental_id", "=", second.body.id)
      .where("kind", "=", "days")
      .execute();
    await m0011.up(app.db, app.dialect);

    const rates = await app.db
      .selectFrom("rental_lines")
      .select(["rental_id", "kind", "tax_rate"])
      .where("rental_id", "in", [first.body.id, second.body.id])
      .orderBy("id")
      .execute();
    expect(rates.filter((r) => r.kind === "days")).toEqual([
      { rental_id: first.body.id, kind: "days", tax_rate: "0.08875" },
      { rental_id: second.body.id, kind: "days", tax_rate: null },
    ]);
    expect(rates.filter((r) => r.kind !== "days").every((r) => r.tax_rate === null)).toBe(true);
    const company = await app.inject({
      method: "GET",
      url: "/api/company/",
      headers: auth(w.home.owner.token),
    });
    expect(company.json()).toMatchObject({ address: null, logo_url: null });
  });
});
