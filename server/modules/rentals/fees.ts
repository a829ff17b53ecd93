import { taxOn } from "../../../common/money";
import type { DB } from "../../db/connection";
import { badRequest } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import type { NewRentalLine } from "../../money/ledger";
import { activeFees } from "./catalogue";
import { RENTAL_MESSAGES } from "./schemas";

/**
 * The fees staff pick at a return (DESIGN.md §19), each a ledger line of kind `fee` priced now from the
 * company's list: the line keeps the fee's kind and name, so that a later change to the list leaves the
 * receipt as it was. A late return's fee is per day past the end date. Being what the rental owes, fees
 * are covered first by the deposit the company holds (common/rental-ledger.ts deposit_paid_amount).
 */
export async function feeLines(
  db: DB,
  companyId: number,
  ids: readonly number[],
  daysLate: number,
  taxRate: string,
): Promise<NewRentalLine[]> {
  if (!ids.length) return [];
  if (new Set(ids).size !== ids.length) throw badRequest({ fees: [RENTAL_MESSAGES.feeTwice] });
  const fees = await activeFees(db, companyId, ids);
  const missing = ids.find((id) => !fees.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest({ fees: [invalidPk(missing)] });
  if (daysLate <= 0 && fees.some((f) => f.kind === "late_return"))
    throw badRequest({ fees: [RENTAL_MESSAGES.feeNotLate] });
  return ids.map((id) => {
    const fee = fees.find((f) => f.id === id)!;
    const perDay = fee.kind === "late_return";
    const amount = perDay ? fee.amount * daysLate : fee.amount;
    return {
      kind: "fee",
      fee_kind: fee.kind,
      reason: fee.name,
      ...(perDay ? { days: daysLate, daily_rate: fee.amount } : {}),
      amount,
      tax_amount: fee.taxable ? taxOn(amount, taxRate) : 0,
      tax_rate: fee.taxable ? taxRate : null,
    };
  });
}
