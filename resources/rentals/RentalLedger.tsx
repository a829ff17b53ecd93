import { formatDate } from "@common/dates";
import { formatCents, formatMoney, parseCents } from "@common/money";
import { t } from "../../src/i18n";
import { percentFromRate } from "../settings/percent";
import { ledgerLineText } from "./labels";
import type { RentalDetail, RentalLine } from "./types";

/**
 * A rental's money as its ledger (docs/engines.md, "The rental ledger"): what is owed, line by line with
 * its tax, adding up to the total due; the money received and given back, adding up to what was paid;
 * and the balance between them. The rental page and the printed receipt show the same tables, so a
 * reader can add every figure up with a pencil. Plain tables, so that they print as they read.
 */

const cents = (value: string) => parseCents(value) ?? 0;
const money = (c: number) => formatMoney(formatCents(c));

const STYLE = `
.rental-ledger { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
.rental-ledger caption { caption-side: top; text-align: left; font-weight: 600; padding: 4px 0; }
.rental-ledger td { padding: 6px 0; vertical-align: top; border-bottom: 1px solid rgba(0,0,0,0.06); }
.rental-ledger td.amount { text-align: right; white-space: nowrap; padding-left: 12px; }
.rental-ledger .detail { color: rgba(0,0,0,0.65); font-size: 12px; }
.rental-ledger tr.total td { font-weight: 600; border-top: 1px solid rgba(0,0,0,0.45); border-bottom: none; }
`;

function Row({ label, detail, amount }: { label: string; detail?: string; amount: number }) {
  return (
    <tr>
      <td>
        <div>{label}</div>
        {detail && <div className="detail">{detail}</div>}
      </td>
      <td className="amount">{money(amount)}</td>
    </tr>
  );
}

function Total({ label, amount }: { label: string; amount: string }) {
  return (
    <tr className="total">
      <td>{label}</td>
      <td className="amount">{formatMoney(amount)}</td>
    </tr>
  );
}

/** "$40.00 + Tax 8.875%: $3.55" under a priced line (the rate it was taxed at; "+ $3.55 tax" without one). */
function owedDetail(l: RentalLine): string | undefined {
  if (cents(l.tax_amount) === 0) return undefined;
  const amount = formatMoney(l.amount);
  const tax = formatMoney(l.tax_amount);
  return l.tax_rate
    ? t("rentals.ledger.taxAtRate", { amount, rate: percentFromRate(l.tax_rate), tax })
    : t("rentals.ledger.tax", { amount, tax });
}

/** A deposit hold's lines that move no money (its capture is a payment, in the money table). */
const HOLD_NOTES: readonly RentalLine["kind"][] = [
  "deposit_hold",
  "deposit_hold_release",
  "deposit_hold_lapsed",
];

export function RentalLedger({ rental }: { rental: RentalDetail }) {
  const owed = rental.lines.filter((l) => cents(l.amount) !== 0 || cents(l.tax_amount) !== 0);
  const moved = rental.lines.filter((l) => cents(l.paid_amount) !== 0);
  // A deposit held on the card, released or lapsed: neither owed nor paid, so said apart, without a figure.
  const held = rental.lines.filter((l) => HOLD_NOTES.includes(l.kind));
  return (
    <div>
      <style>{STYLE}</style>
      {held.length > 0 && (
        <table className="rental-ledger" aria-label={t("rentals.ledger.hold")}>
          <caption>{t("rentals.ledger.hold")}</caption>
          <tbody>
            {held.map((l) => (
              <tr key={l.id}>
                <td>
                  <div>{ledgerLineText(l)}</div>
                  <div className="detail">{formatDate(l.created_at, rental.time_zone)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className="rental-ledger" aria-label={t("rentals.ledger.owed")}>
        <caption>{t("rentals.ledger.owed")}</caption>
        <tbody>
          {owed.map((l) => (
            <Row
              key={l.id}
              label={ledgerLineText(l)}
              detail={owedDetail(l)}
              amount={cents(l.amount) + cents(l.tax_amount)}
            />
          ))}
          <Total label={t("rentals.ledger.totalDue")} amount={rental.total_due_amount} />
        </tbody>
      </table>
      <table className="rental-ledger" aria-label={t("rentals.ledger.moved")}>
        <caption>{t("rentals.ledger.moved")}</caption>
        <tbody>
          {moved.length === 0 && (
            <tr>
              <td colSpan={2}>{t("rentals.ledger.nothingPaid")}</td>
            </tr>
          )}
          {moved.map((l) => (
            <Row
              key={l.id}
              label={ledgerLineText(l)}
              detail={formatDate(l.created_at, rental.time_zone)}
              amount={cents(l.paid_amount)}
            />
          ))}
          <Total label={t("rentals.ledger.paid")} amount={rental.paid_amount} />
        </tbody>
      </table>
      <table className="rental-ledger" aria-label={t("rentals.ledger.balance")}>
        <tbody>
          <Row label={t("rentals.ledger.totalDue")} amount={cents(rental.total_due_amount)} />
          {/* Paid's own sign, as in the table above: the label says it is taken off. */}
          <Row label={t("rentals.ledger.lessPaid")} amount={cents(rental.paid_amount)} />
          <Total
            label={
              cents(rental.balance) < 0
                ? t("rentals.ledger.balanceOwedToCustomer")
                : t("rentals.ledger.balance")
            }
            amount={rental.balance}
          />
        </tbody>
      </table>
    </div>
  );
}
