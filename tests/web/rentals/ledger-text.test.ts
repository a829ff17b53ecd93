import { ledgerLineText } from "../../../resources/rentals/ledgerText";
import type { RentalLine } from "../../../resources/rentals/types";

/** Every shape the server writes a ledger line's description in (server/modules/rentals), by line kind. */
const SHAPES: Array<[RentalLine["kind"], string]> = [
  ["days", "Rental: 1 day × $8.00"],
  ["days", "Rental: 5 days × $8.00"],
  ["extension", "End date moved from Dec 5, 2026 to Dec 8, 2026: 3 days × $8.00"],
  ["extension", "End date moved from Dec 5, 2026 to Dec 4, 2026: -1 day × $8.00"],
  ["extension", "End date moved from Dec 12, 2026 to Dec 5, 2026: -7 days × $1,008.00"],
  ["extra_days", "Returned Dec 9, 2026, after the end date: 2 days × $8.00"],
  ["deposit", "Deposit"],
  ["deposit_applied", "Deposit applied to what is owed"],
  ["deposit_unpaid", "Deposit not paid"],
  ["deposit_refund", "Deposit refunded to Visa •••• 4242"],
  ["deposit_refund", "Deposit refunded in cash"],
  ["payment", "Payment by Visa •••• 4242"],
  ["payment", "Payment in cash"],
  ["payment", "Deposit paid by Amex •••• 0005"],
  ["payment", "Deposit paid in cash"],
  ["adjustment", "Adjusted by staff: Goodwill: the device was late"],
];

describe("a ledger line's description (resources/rentals/ledgerText.ts)", () => {
  it("reads in English exactly as the server wrote it", () => {
    for (const [kind, description] of SHAPES) expect(ledgerLineText({ kind, description })).toBe(description);
  });

  it("shows a description of another shape as it is", () => {
    expect(ledgerLineText({ kind: "days", description: "Rental: a week" })).toBe("Rental: a week");
    expect(
      ledgerLineText({ kind: "extension", description: "End date moved from soon to later: 2 days × $8.00" }),
    ).toBe("End date moved from soon to later: 2 days × $8.00");
  });
});
