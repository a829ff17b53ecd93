import { RENTAL_CLOSED } from "../../../common/api/enums";
import type { DB } from "../../db/connection";
import { badRequest, type FieldErrors, refused } from "../../http/errors";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import type { AuthContext } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { customerCard, setDefaultCard, usableCard } from "../../money/cards";
import { chargeWhatIsDue, onlyInError } from "./charge-due";
import { companyRental } from "./queries";
import { RENTAL_MESSAGES } from "./schemas";

/**
 * POST /api/rental/{id}/assign-cc-to-user/ (members): the card staff chose (one of the customer's) goes on
 * the rental; a rental in error is charged what is due on it at once. The customer's default card changes
 * only when asked (`make_default`).
 */
export async function assignRentalCard(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  id: number,
  input: { payment_method: number; make_default?: boolean; note?: string },
  now = new Date(),
): Promise<void> {
  const r = await companyRental(db, ctx, id);
  if (RENTAL_CLOSED.includes(r.status)) throw refused(RENTAL_MESSAGES.assignClosed);
  if (input.make_default) {
    const errors: FieldErrors = {};
    const card = await customerCard(db, r.user_id, input.payment_method);
    if (!usableCard(card, input.payment_method, now, errors)) throw badRequest(errors);
    await db.transaction().execute((trx) => setDefaultCard(trx, r.user_id, input.payment_method));
  }
  if (r.status !== "error") {
    await db.transaction().execute(async (trx) => {
      const errors: FieldErrors = {};
      const card = usableCard(
        await customerCard(trx, r.user_id, input.payment_method),
        input.payment_method,
        now,
        errors,
      );
      if (!card) throw badRequest(errors);
      await trx
        .updateTable("rentals")
        .set({ payment_method_id: card.id, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await audit(trx, ctx, "rental.assign_card", "rental", id, {
        payment_method: card.id,
        make_default: input.make_default ?? false,
        ...(input.note ? { note: input.note } : {}),
      });
    });
    return;
  }
  await chargeWhatIsDue(
    db,
    payments,
    ctx,
    id,
    {
      cardId: input.payment_method,
      action: "rental.assign_card",
      refuse: onlyInError,
      failed: (message) => badRequest({ payment_method: message }),
      note: input.note,
    },
    now,
  );
}
