import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import * as m0013 from "../../../server/db/migrations/0013_values_not_sentences";
import { appForFile } from "../helpers";
import { CHARGED_DEPOSIT, rentalWorld, rentNow } from "./support";

/**
 * Migration 0013 reads the English sentences rental lines were stored as, once, into the lines' values
 * (card, dates, reason, a deposit's payment); going down writes the sentences back.
 */
const app = await appForFile();

/** Every shape the server and the demo seed wrote a line's sentence in, and the values it carried. */
const OLD_LINES: Array<[string, string, Partial<Record<keyof m0013.LineValues, unknown>>]> = [
  ["days", "Rental: 5 days × $8.00", {}],
  ["days", "Rental, as priced before itemised lines", {}],
  [
    "extension",
    "End date moved from Dec 5, 2026 to Dec 8, 2026: 3 days × $8.00",
    { from_date: "2026-12-05", to_date: "2026-12-08" },
  ],
  [
    "extension",
    "End date moved from Dec 12, 2026 to Dec 5, 2026: -7 days × $1,008.00",
    { from_date: "2026-12-12", to_date: "2026-12-05" },
  ],
  ["extension", "End date moved: 1 day × $10.00", {}],
  ["extra_days", "Returned Dec 9, 2026, after the end date: 2 days × $8.00", { to_date: "2026-12-09" }],
  [
    "adjustment",
    "Adjusted by staff: Goodwill: the device was late",
    { reason: "Goodwill: the device was late" },
  ],
  ["adjustment", "Changes before itemised lines", {}],
  ["deposit", "Deposit", {}],
  ["deposit_applied", "Deposit applied to what is owed", {}],
  ["deposit_unpaid", "Deposit not paid", {}],
  ["deposit_refund", "Deposit refunded to Visa •••• 4242", { card_brand: "visa", card_last4: "4242" }],
  ["deposit_refund", "Deposit refunded in cash", {}],
  ["payment", "Payment by Mastercard •••• 4444", { card_brand: "mastercard", card_last4: "4444" }],
  ["payment", "Payment in cash", {}],
  [
    "payment",
    "Deposit paid by American Express •••• 0005",
    { card_brand: "amex", card_last4: "0005", is_deposit: true },
  ],
  ["payment", "Deposit paid in cash", { is_deposit: true }],
  ["payment", "Payments before itemised lines", {}],
  ["refund", "Refund to Visa •••• 4242", { card_brand: "visa", card_last4: "4242" }],
  ["refund", "Refund in cash", {}],
];

const NONE = {
  card_brand: null,
  card_last4: null,
  from_date: null,
  to_date: null,
  reason: null,
  is_deposit: false,
};

describe("migration 0013 (a ledger line is data)", () => {
  it("reads the sentences stored the old way into the lines' values, and writes them back going down", async () => {
    const w = await rentalWorld(app);
    const rental = (await rentNow(w, CHARGED_DEPOSIT)).body;
    const engineLines = await app.db
      .selectFrom("rental_lines")
      .selectAll()
      .where("rental_id", "=", rental.id)
      .orderBy("id")
      .execute();

    await m0013.down(app.db);
    // The tables as they were before the migration.
    const before = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    // Going down writes the sentences the server wrote before the migration.
    const back = await before
      .selectFrom("rental_lines")
      .select(["kind", "description"])
      .where("rental_id", "=", rental.id)
      .orderBy("id")
      .execute();
    expect(back).toEqual([
      { kind: "days", description: expect.stringMatching(/^Rental: \d+ days? × \$\d+\.\d\d$/) },
      { kind: "deposit", description: "Deposit" },
      { kind: "payment", description: "Payment by Visa •••• 4242" },
      { kind: "payment", description: "Deposit paid by Visa •••• 4242" },
    ]);
    // Lines written the old way, each shape once.
    const at = new Date().toISOString();
    const old = await before
      .insertInto("rental_lines")
      .values(
        OLD_LINES.map(([kind, description]) => ({
          company_id: w.home.company.id,
          rental_id: rental.id,
          kind,
          description,
          created_at: at,
        })),
      )
      .returning("id")
      .execute();

    await m0013.up(app.db);
    const values = await app.db
      .selectFrom("rental_lines")
      .select(["id", "kind", "card_brand", "card_last4", "from_date", "to_date", "reason", "is_deposit"])
      .where("rental_id", "=", rental.id)
      .orderBy("id")
      .execute();
    // The engine's lines come back with the values they were written with.
    expect(values.slice(0, engineLines.length)).toEqual(
      engineLines.map((l) => ({
        id: l.id,
        kind: l.kind,
        card_brand: l.card_brand,
        card_last4: l.card_last4,
        from_date: l.from_date,
        to_date: l.to_date,
        reason: l.reason,
        is_deposit: l.is_deposit,
      })),
    );
    expect(values.slice(engineLines.length)).toEqual(
      OLD_LINES.map(([kind, , carried], i) => ({ id: old[i].id, kind, ...NONE, ...carried })),
    );
    const columns = await app.db.introspection.getTables();
    const lines = columns.find((t) => t.name === "rental_lines")!;
    expect(lines.columns.map((c) => c.name)).not.toContain("description");
  });
});
