import { fullName } from "../../../common/names";
import type { DB } from "../../db/connection";
import type { PaymentsAdapter } from "../../integrations/payments";
import type { AuthContext } from "../../security/caller";
import { setProcessorCustomer } from "./add";
import { cardOwner } from "./queries";
import type { CardSetupAnswer } from "./schemas";

/**
 * POST /api/payments/cards/setup/ (Stripe mode, the customer): a SetupIntent for their Stripe Customer, made
 * with their first card and kept on them, whose client secret the browser confirms with the card typed.
 */
export async function setupCard(
  db: DB,
  ctx: AuthContext,
  payments: PaymentsAdapter,
): Promise<CardSetupAnswer> {
  const user = await cardOwner(db, ctx.user.id);
  const setup = await payments.setupCard({
    id: user.id,
    email: user.email,
    name: fullName(user.first_name, user.last_name),
    processorCustomer: user.stripe_customer_id,
  });
  // Registered only where the processor sets cards up (routes.ts).
  if (!setup) throw new Error(`${payments.processor} saves cards without a setup`);
  if (setup.processorCustomer !== user.stripe_customer_id)
    await setProcessorCustomer(db, user.id, setup.processorCustomer);
  return { setup_intent: setup.setupIntent, client_secret: setup.clientSecret };
}
