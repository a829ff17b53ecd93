import type { DB } from "../../db/connection";
import { ApiError } from "../../http/errors";
import { verifyStripeEvent } from "../../integrations/payments/stripe-events";
import { storeEvent } from "../../payments-events/store";
import { PAYMENT_EVENT_MESSAGES } from "./schemas";

/**
 * A webhook delivery: the raw body checked against Stripe's signature with the endpoint's secret (a bad or
 * missing one is 400 and writes nothing), then stored once; the worker does the rest, so Stripe hears 200 at
 * once (it gives up on an endpoint that takes long).
 */
export async function receiveStripeEvent(
  db: DB,
  secret: string | undefined,
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
  now = new Date(),
): Promise<{ received: true; duplicate: boolean }> {
  if (!secret) throw new ApiError(404, { detail: PAYMENT_EVENT_MESSAGES.notStripe });
  const event = verifyStripeEvent(secret, rawBody, signature);
  if (!event) throw new ApiError(400, { detail: PAYMENT_EVENT_MESSAGES.badSignature });
  const stored = await storeEvent(db, event, now);
  return { received: true, duplicate: !stored };
}
