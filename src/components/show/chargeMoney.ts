import { formatMoney, signedChargeAmount } from "@common/money";
import { t } from "../../i18n";

/**
 * How every screen shows a charge's money (lists, a charge's page, a refill's and a rental's charges): from
 * the company's side, so that a refund never reads like a payment — "-$5.00", "Refunded to Visa •••• 4242".
 */
export interface ChargeMovement {
  kind: string;
  /** the API's decimal string, positive for every kind */
  amount: string;
  method: string;
  /** "Visa •••• 4242", or null for cash or a card no longer known */
  card: string | null;
}

/** "$25.00" taken, "-$5.00" given back. */
export const chargeAmountText = (c: Pick<ChargeMovement, "kind" | "amount">): string =>
  formatMoney(signedChargeAmount(c));

/** How the money moved: "Visa •••• 4242" or "Cash" in; "Refunded to Visa •••• 4242" or "Refunded in cash" out. */
export function chargeMovementText(c: Omit<ChargeMovement, "amount">): string {
  const cash = c.method === "cash";
  if (c.kind === "refund")
    return cash
      ? t("charges.movement.refundedInCash")
      : t("charges.movement.refundedTo", { card: c.card ?? t("charges.movement.theCard") });
  return cash ? t("charges.method.cash") : (c.card ?? t("charges.method.card"));
}
