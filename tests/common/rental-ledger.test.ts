import { describe, expect, it } from "vitest";
import { depositSettlement, type LedgerAmounts, ledgerFigures } from "../../common/rental-ledger";

const line = (kind: LedgerAmounts["kind"], amount: number, tax = 0, paid = 0): LedgerAmounts => ({
  kind,
  amount,
  tax_amount: tax,
  paid_amount: paid,
});

// The rental: 5 days at $8.00 with tax, a $250 deposit, all paid by card, then 3 days more.
const booked = [
  line("days", 4000, 355),
  line("deposit", 25000),
  line("payment", 0, 0, 4355),
  line("payment", 0, 0, 25000),
];
const extended = [...booked, line("extension", 2400, 213)];

describe("ledgerFigures", () => {
  it("sums what is owed and what was paid, the deposit last to be paid", () => {
    expect(ledgerFigures(extended)).toEqual({
      amount: 6400,
      tax_amount: 568,
      deposit_amount: 25000,
      total_due_amount: 31968,
      paid_amount: 29355,
      balance: 2613,
      rental_due_amount: 6968,
      deposit_held_amount: 25000,
      received_amount: 29355,
      refunded_amount: 0,
      // $26.13 of what was paid as deposit now pays for the extension.
      deposit_paid_amount: 22387,
    });
  });
});

describe("depositSettlement", () => {
  it("applies the deposit to what was added after booking and gives back the rest", () => {
    expect(depositSettlement(extended, 22387)).toEqual({ applied: 2613, unpaid: 0, refund: 22387, kept: 0 });
  });

  it("says a deposit never paid is not paid, not applied", () => {
    const unpaid = [line("days", 4000, 355), line("deposit", 25000), line("payment", 0, 0, 10000)];
    // $100 paid: $43.55 for the rental, $56.45 toward the deposit.
    expect(ledgerFigures(unpaid).deposit_paid_amount).toBe(5645);
    expect(depositSettlement(unpaid, 5645)).toEqual({ applied: 0, unpaid: 19355, refund: 5645, kept: 0 });
  });

  it("keeps what is held and not refunded", () => {
    expect(depositSettlement(booked, 20000)).toEqual({ applied: 0, unpaid: 0, refund: 20000, kept: 5000 });
  });
});
