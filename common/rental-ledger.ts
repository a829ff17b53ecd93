/**
 * The arithmetic of a rental's ledger (docs/engines.md, "The rental ledger"), shared by the server, the
 * demo seed and the panel: every figure of a rental is a sum of its lines.
 */

export type RentalLineKind =
  | "days"
  | "extension"
  | "extra_days"
  | "adjustment"
  | "fee"
  | "deposit"
  | "deposit_applied"
  | "deposit_unpaid"
  | "deposit_refund"
  | "payment"
  | "refund"
  /**
   * A deposit held on the card (server/money/deposit.ts): placed, captured (a payment of what was owed),
   * released, or lapsed before the return. Only the capture moves money (paid_amount); the others add
   * nothing to the figures, their amount is the line's hold_amount.
   */
  | "deposit_hold"
  | "deposit_hold_capture"
  | "deposit_hold_release"
  | "deposit_hold_lapsed";

/** The lines that price the rental itself. */
export const RENTAL_CHARGE_KINDS: readonly RentalLineKind[] = [
  "days",
  "extension",
  "extra_days",
  "adjustment",
  "fee",
];
/** The lines that say what became of the deposit. */
export const DEPOSIT_KINDS: readonly RentalLineKind[] = [
  "deposit",
  "deposit_applied",
  "deposit_unpaid",
  "deposit_refund",
];

/** What a line adds (signed cents): to what is owed before tax, to tax, and to the money received. */
export interface LedgerAmounts {
  kind: RentalLineKind;
  amount: number;
  tax_amount: number;
  paid_amount: number;
}

export interface LedgerFigures {
  /** Σ amount of days, extensions, extra days, adjustments and fees */
  amount: number;
  tax_amount: number;
  /** the deposit asked for */
  deposit_amount: number;
  /** what is owed in all: the rental with its tax and the deposit still held */
  total_due_amount: number;
  /** money received less money given back */
  paid_amount: number;
  balance: number;
  /** the rental with its tax */
  rental_due_amount: number;
  /** the deposit still owed or held (asked, less what was applied, not paid or refunded) */
  deposit_held_amount: number;
  /** money in: payments */
  received_amount: number;
  /** money out: refunds */
  refunded_amount: number;
  /**
   * Deposit money the company holds: what was paid beyond the rental with its tax (the deposit is the last
   * thing paid), at most the deposit still held. What a deposit refund can give back.
   */
  deposit_paid_amount: number;
}

const sum = (lines: readonly LedgerAmounts[], pick: (l: LedgerAmounts) => number) =>
  lines.reduce((total, l) => total + pick(l), 0);

export function ledgerFigures(lines: readonly LedgerAmounts[]): LedgerFigures {
  const charges = lines.filter((l) => RENTAL_CHARGE_KINDS.includes(l.kind));
  const amount = sum(charges, (l) => l.amount);
  const tax = sum(lines, (l) => l.tax_amount);
  const rentalDue = sum(charges, (l) => l.amount + l.tax_amount);
  const depositHeld = sum(
    lines.filter((l) => DEPOSIT_KINDS.includes(l.kind)),
    (l) => l.amount,
  );
  const totalDue = sum(lines, (l) => l.amount + l.tax_amount);
  const paid = sum(lines, (l) => l.paid_amount);
  return {
    amount,
    tax_amount: tax,
    deposit_amount: sum(
      lines.filter((l) => l.kind === "deposit"),
      (l) => l.amount,
    ),
    total_due_amount: totalDue,
    paid_amount: paid,
    balance: totalDue - paid,
    rental_due_amount: rentalDue,
    deposit_held_amount: depositHeld,
    received_amount: sum(lines, (l) => Math.max(0, l.paid_amount)),
    refunded_amount: sum(lines, (l) => Math.max(0, -l.paid_amount)),
    deposit_paid_amount: Math.max(0, Math.min(depositHeld, paid - rentalDue)),
  };
}

/**
 * How the deposit is settled when `refund` of it goes back (at most deposit_paid_amount): the part of the
 * deposit the company does not hold either paid for what was added to the rental after booking (deposit
 * money the customer had paid: "applied") or was never paid ("unpaid"); what is held and not refunded is
 * kept. After the settlement the balance is what the customer still owes (or is owed) for the rental.
 */
export function depositSettlement(lines: readonly LedgerAmounts[], refund: number) {
  const f = ledgerFigures(lines);
  const booking = sum(
    lines.filter((l) => l.kind === "days"),
    (l) => l.amount + l.tax_amount,
  );
  const release = f.deposit_held_amount - f.deposit_paid_amount;
  // Deposit money paid on top of the booking, beyond what is still held: it paid for the additions.
  const paidTowardDeposit = Math.max(0, Math.min(f.deposit_held_amount, f.paid_amount - booking));
  const applied = Math.min(release, Math.max(0, paidTowardDeposit - f.deposit_paid_amount));
  return {
    applied,
    unpaid: release - applied,
    refund,
    kept: f.deposit_paid_amount - refund,
  };
}

/** The figures a rental row stores (and lists filter on), each the sum of its lines. */
export function storedFigures(
  f: Pick<
    LedgerFigures,
    "amount" | "tax_amount" | "deposit_amount" | "total_due_amount" | "paid_amount" | "balance"
  >,
) {
  return {
    amount: f.amount,
    tax_amount: f.tax_amount,
    deposit_amount: f.deposit_amount,
    total_due_amount: f.total_due_amount,
    paid_amount: f.paid_amount,
    balance: f.balance,
  };
}
