import { z } from "zod";
import { ApiError, badRequest } from "../../http/errors";
import { isExpired } from "./cards";
import type { PaymentsAdapter, SavedCard } from "./types";

/**
 * PAYMENTS=stripe: the browser turns the card into a PaymentMethod with Stripe Elements (the card never
 * reaches us); we retrieve it with Stripe's REST API (GET /v1/payment_methods/{id}, secret key as Bearer)
 * to read brand, last four digits and expiry, and keep its id as processor_ref. Plain fetch: the official
 * SDK is not a dependency. Attaching the PaymentMethod to a Stripe Customer is not done here.
 */
export const DEFAULT_STRIPE_API_BASE = "https://api.stripe.com";
const TIMEOUT_MS = 10_000;

export const stripeCardInput = z.object({
  payment_method: z
    .string()
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, "Enter a valid payment method id.")
    .describe("a Stripe PaymentMethod id (pm_…) created by Stripe Elements"),
});
export type StripeCardInput = z.infer<typeof stripeCardInput>;

export const STRIPE_MESSAGES = {
  unreachable: "The payment processor could not be reached. Please try again.",
  missing: "No such payment method.",
  notCard: "Only cards can be saved.",
  expired: "Your card has expired.",
} as const;

const paymentMethodAnswer = z.object({
  id: z.string(),
  type: z.string(),
  card: z
    .object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number().int(), exp_year: z.number().int() })
    .nullish(),
});

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com unless a test points it at a local fake */
  apiBase?: string;
  log?: { error(obj: unknown, msg: string): void };
}

const unreachable = () => new ApiError(502, { detail: STRIPE_MESSAGES.unreachable });

export function stripePayments(options: StripeOptions): PaymentsAdapter<StripeCardInput> {
  const base = (options.apiBase ?? DEFAULT_STRIPE_API_BASE).replace(/\/$/, "");
  return {
    processor: "stripe",
    cardInput: stripeCardInput,
    async saveCard(input, now): Promise<SavedCard> {
      let res: Response;
      try {
        res = await fetch(`${base}/v1/payment_methods/${encodeURIComponent(input.payment_method)}`, {
          headers: { authorization: `Bearer ${options.secretKey}`, accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        options.log?.error({ err: (err as Error).message }, "stripe: request failed");
        throw unreachable();
      }
      const body = (await res.json().catch(() => null)) as any;
      if (res.status === 404 || body?.error?.code === "resource_missing")
        throw badRequest({ payment_method: STRIPE_MESSAGES.missing });
      if (!res.ok) {
        // 401/403 mean our key is wrong, 429/5xx that Stripe is busy: the customer cannot fix either.
        options.log?.error({ status: res.status, type: body?.error?.type }, "stripe: payment method retrieval refused");
        if (res.status >= 400 && res.status < 500 && ![401, 403, 429].includes(res.status))
          throw badRequest({ payment_method: String(body?.error?.message ?? STRIPE_MESSAGES.missing) });
        throw unreachable();
      }
      const parsed = paymentMethodAnswer.safeParse(body);
      if (!parsed.success) {
        options.log?.error({ issues: parsed.error.issues.length }, "stripe: unexpected payment method shape");
        throw unreachable();
      }
      const card = parsed.data.card;
      if (parsed.data.type !== "card" || !card) throw badRequest({ payment_method: STRIPE_MESSAGES.notCard });
      if (isExpired(card.exp_month, card.exp_year, now)) throw badRequest({ payment_method: STRIPE_MESSAGES.expired });
      return {
        processor: "stripe",
        processor_ref: parsed.data.id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      };
    },
  };
}
