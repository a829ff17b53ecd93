import type { DB } from "../../db/connection";
import { ApiError, badRequest, refused } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, isStaff } from "../../security/caller";
import { customerOnScreen } from "../../refills/place";
import { chargeWhatIsDue } from "./charge-due";
import { visibleRental } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/**
 * POST /api/rental/rentals/{id}/pay/ (the customer): their own rental whose payment failed, paid with the
 * card they choose (another one, or one just added); a decline answers on the card field. On screen: a bank
 * that asks them to authenticate leaves it waiting, as Rent Now (authenticate.ts); the same card again reads
 * a waiting charge where it stands.
 */
export async function payRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  cardId: number,
  now = new Date(),
): Promise<void> {
  if (isStaff(ctx)) throw new ApiError(403, { detail: RENTAL_MESSAGES.payCustomersOnly });
  await visibleRental(db, ctx, id);
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    {
      cardId,
      action: "rental.pay",
      refuse: (r) => {
        if (r.status !== "error" || r.payment_error_code === null) throw refused(RENTAL_MESSAGES.notPayable);
      },
      failed: (message) => badRequest({ payment_method: message }),
      session: customerOnScreen(ctx) ? "on" : "off",
    },
    now,
  );
}
