import type { Insertable } from "kysely";
import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import type { PaymentMethodsTable } from "../../db/schema";
import type { PaymentsAdapter } from "../../integrations/payments";
import { defaultCardOf } from "../../money/cards";
import type { AuthContext } from "../../security/caller";
import { cardOwner, columns, serializeCard } from "./queries";
import type { CardRow } from "./schemas";

/** Writes a new card row and reads it back as the list shows it. */
export const insertCard = (trx: DB, values: Insertable<PaymentMethodsTable>) =>
  trx
    .insertInto("payment_methods")
    .values(values)
    .returning([...columns])
    .executeTakeFirstOrThrow();

/** Writes the user's processor Customer (users.stripe_customer_id). */
export async function setProcessorCustomer(
  trx: DB,
  userId: number,
  processorCustomer: string,
): Promise<void> {
  await trx
    .updateTable("users")
    .set({ stripe_customer_id: processorCustomer })
    .where("id", "=", userId)
    .execute();
}

/** POST /api/payments/cards/: the processor checks the card; the first card becomes the default. */
export async function addCard(
  db: DB,
  ctx: AuthContext,
  payments: PaymentsAdapter,
  input: unknown,
  now = new Date(),
): Promise<CardRow> {
  const user = await cardOwner(db, ctx.user.id);
  const { processorCustomer, ...saved } = await payments.saveCard(input, now, {
    id: user.id,
    email: user.email,
    name: fullName(user.first_name, user.last_name),
    processorCustomer: user.stripe_customer_id,
  });
  const row = await db.transaction().execute(async (trx) => {
    // Stripe attached the card to this Customer: later cards and off-session charges use the same one.
    if (processorCustomer && processorCustomer !== user.stripe_customer_id)
      await setProcessorCustomer(trx, user.id, processorCustomer);
    const hasDefault = await defaultCardOf(trx, ctx.user.id);
    return insertCard(trx, {
      ...saved,
      user_id: ctx.user.id,
      is_default: !hasDefault,
      created_at: now.toISOString(),
    });
  });
  return serializeCard(row, now);
}
