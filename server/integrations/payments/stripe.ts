import Stripe from "stripe";
import { z } from "zod";
import { isExpired } from "./cards";
import { cardRejected, ProcessorUnavailable } from "./errors";
import {
  type CardOwner,
  type CaptureResult,
  type CardSetup,
  type ChargeRequest,
  type ChargeResult,
  type PaymentsAdapter,
  type RefundResult,
  type SavedCardResult,
  TransientProviderError,
} from "./types";

/**
 * PAYMENTS=stripe, with the official SDK. Saving a card: we make a SetupIntent (usage off_session) for the
 * user's Customer, the browser confirms it with the card in Stripe Elements (the card never reaches us), and
 * we check that it succeeded with that PaymentMethod; we retrieve it to read brand, last four digits and expiry, and
 * attach it to the user's Stripe Customer (created with their first card) so that it can be charged
 * off-session later. Charging: a PaymentIntent confirmed on the saved card, on-session when the customer
 * started it on screen (3-D Secure then completes in their browser) and off-session otherwise, with the
 * engine's idempotency key, so that a repeat after a crash or timeout is answered with the same PaymentIntent.
 */
export const DEFAULT_STRIPE_API_BASE = "https://api.stripe.com";
const TIMEOUT_MS = 10_000;

export const STRIPE_MESSAGES = {
  invalidId: "Enter a valid payment method id.",
  unreachable: "The payment processor could not be reached. Please try again.",
  missing: "No such payment method.",
  notCard: "Only cards can be saved.",
  expired: "Your card has expired.",
  declined: "Your card was declined.",
  authentication: "Authentication required.",
  processing: "The payment is still processing.",
  refundFailed: "The refund failed.",
  canceled: "The payment was canceled.",
  holdLapsed: "The hold on the card has expired or was cancelled by the bank.",
  setupMissing: "No such setup intent.",
  setupNotConfirmed: "The card was not confirmed with your bank. Please try again.",
  setupOtherCard: "This card is not the one confirmed with your bank.",
  invalidSetupId: "Enter a valid setup intent id.",
} as const;

export const stripeCardInput = z.object({
  payment_method: z
    .string()
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, STRIPE_MESSAGES.invalidId)
    .describe("a Stripe PaymentMethod id (pm_…) created by Stripe Elements"),
  setup_intent: z
    .string()
    .trim()
    .regex(/^seti_[A-Za-z0-9_]{1,200}$/, STRIPE_MESSAGES.invalidSetupId)
    .optional()
    .describe(
      "the SetupIntent (seti_…) from POST /api/payments/cards/setup/ that Stripe.js confirmed with this card",
    ),
});
export type StripeCardInput = z.infer<typeof stripeCardInput>;

/** Decline codes no later try can overcome (Stripe's "do not try again" declines): never retried automatically. */
const HARD_DECLINE_CODES = new Set([
  "lost_card",
  "stolen_card",
  "pickup_card",
  "fraudulent",
  "merchant_blacklist",
  "restricted_card",
  "invalid_account",
  "new_account_information_available",
  "revocation_of_all_authorizations",
  "revocation_of_authorization",
  "security_violation",
  "stop_payment_order",
  "incorrect_number",
  "invalid_number",
]);
const isHardDecline = (code: string | null | undefined) => HARD_DECLINE_CODES.has(code ?? "");

/** Card error codes that the customer must act on (authenticate, replace the card) rather than a plain decline. */
const CUSTOMER_ACTION_CODES = new Set(["authentication_required", "expired_card", "card_not_supported"]);

const paymentMethodAnswer = z.object({
  id: z.string(),
  type: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
    })
    .nullish(),
});

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com unless a test points it at a local fake */
  apiBase?: string;
  log?: { error(obj: unknown, msg: string): void };
}

const unreachable = () => new ProcessorUnavailable(STRIPE_MESSAGES.unreachable);

/** Stripe could not answer for sure: the network, its servers, its rate limit, our key, a concurrent key. */
const isStripeTransient = (err: unknown) =>
  err instanceof Stripe.errors.StripeConnectionError ||
  err instanceof Stripe.errors.StripeAPIError ||
  err instanceof Stripe.errors.StripeRateLimitError ||
  err instanceof Stripe.errors.StripeIdempotencyError ||
  err instanceof Stripe.errors.StripeAuthenticationError ||
  err instanceof Stripe.errors.StripePermissionError ||
  (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500);

/**
 * A PaymentIntent's status as the engine reads it. `waiting`: it is the one that waited for the customer's
 * authentication, so requires_payment_method means that they have not (yet) authenticated it, not a decline.
 */
function intentResult(intent: Stripe.PaymentIntent, waiting: boolean): ChargeResult {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", ref: intent.id };
    case "requires_action":
    case "requires_confirmation":
      return {
        status: "action_required",
        ref: intent.id,
        message: STRIPE_MESSAGES.authentication,
        authenticate: true,
      };
    case "requires_payment_method":
      if (waiting && !intent.last_payment_error?.decline_code)
        return {
          status: "action_required",
          ref: intent.id,
          message: intent.last_payment_error?.message ?? STRIPE_MESSAGES.authentication,
          code: "authentication_required",
          authenticate: true,
        };
      return {
        status: "declined",
        ref: intent.id,
        message: intent.last_payment_error?.message ?? STRIPE_MESSAGES.declined,
        hard: isHardDecline(intent.last_payment_error?.decline_code),
        code: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "card_declined",
      };
    case "canceled":
      return {
        status: "declined",
        ref: intent.id,
        message: STRIPE_MESSAGES.canceled,
        code: "payment_canceled",
      };
    default:
      throw new TransientProviderError(STRIPE_MESSAGES.processing);
  }
}

export function stripeClient(options: StripeOptions): Stripe {
  const base = new URL(options.apiBase ?? DEFAULT_STRIPE_API_BASE);
  return new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    // The engine retries on its own schedule, with the same idempotency key.
    maxNetworkRetries: 0,
    timeout: TIMEOUT_MS,
    telemetry: false,
  });
}

export function stripePayments(options: StripeOptions): PaymentsAdapter<StripeCardInput> {
  const stripe = stripeClient(options);
  const fail = (err: unknown, what: string): never => {
    options.log?.error(
      { type: (err as { type?: string }).type, message: (err as Error).message },
      `stripe: ${what} failed`,
    );
    throw unreachable();
  };

  /** The user's Stripe Customer, made with their first card (the same one however often asked). */
  /**
   * A PaymentIntent confirmed on the saved card: `automatic` takes the money (a charge), `manual` only holds
   * it until captured (a deposit's hold: answered `requires_capture`, read as succeeded).
   */
  const createIntent = async (
    request: ChargeRequest,
    capture: "automatic" | "manual",
  ): Promise<ChargeResult> => {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: "usd",
          ...(capture === "manual" ? { capture_method: "manual" as const } : {}),
          payment_method: request.card,
          ...(request.customer ? { customer: request.customer } : {}),
          confirm: true,
          description: request.description,
          ...(request.session === "off"
            ? { off_session: true }
            : // On screen, the bank's step runs in the browser (Stripe.js handleNextAction), in Stripe's own
              // frame: no redirect, so no return_url, and the next action is Stripe.js's to handle.
              {
                use_stripe_sdk: true,
                automatic_payment_methods: { enabled: true, allow_redirects: "never" },
              }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const ref = (err.payment_intent as { id?: string } | undefined)?.id ?? null;
        if (CUSTOMER_ACTION_CODES.has(err.code ?? ""))
          return {
            status: "action_required",
            ref,
            message: err.message || STRIPE_MESSAGES.authentication,
            code: err.code,
            authenticate: err.code === "authentication_required" && ref !== null,
          };
        return {
          status: "declined",
          ref,
          message: err.message || STRIPE_MESSAGES.declined,
          hard: isHardDecline(err.decline_code),
          code: err.decline_code ?? err.code ?? "card_declined",
        };
      }
      if (isStripeTransient(err) || !(err instanceof Stripe.errors.StripeError))
        throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
      // A card Stripe will not charge off-session as saved (detached, wrong customer): the customer must re-add it.
      return { status: "action_required", ref: null, message: err.message };
    }
    if (capture === "manual" && intent.status === "requires_capture")
      return { status: "succeeded", ref: intent.id };
    return intentResult(intent, false);
  };

  const customerOf = async (owner: CardOwner): Promise<string> => {
    if (owner.processorCustomer) return owner.processorCustomer;
    const made = await stripe.customers.create(
      { email: owner.email, name: owner.name || undefined, metadata: { user_id: String(owner.id) } },
      { idempotencyKey: `user-${owner.id}-customer` },
    );
    return made.id;
  };

  /**
   * The SetupIntent the browser confirmed: succeeded, with this card, for this owner's Customer. Anything else
   * names the field to fix; Stripe's silence is ProcessorUnavailable.
   */
  const confirmedSetup = async (id: string, paymentMethod: string, owner?: CardOwner) => {
    let setup: Stripe.SetupIntent;
    try {
      setup = await stripe.setupIntents.retrieve(id);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && !isStripeTransient(err))
        throw cardRejected("setup_intent", STRIPE_MESSAGES.setupMissing);
      return fail(err, "setup intent retrieval");
    }
    const customer = typeof setup.customer === "string" ? setup.customer : (setup.customer?.id ?? null);
    // Another user's SetupIntent is, for this one, no such thing.
    if (!owner?.processorCustomer || customer !== owner.processorCustomer)
      throw cardRejected("setup_intent", STRIPE_MESSAGES.setupMissing);
    if (setup.status !== "succeeded") throw cardRejected("setup_intent", STRIPE_MESSAGES.setupNotConfirmed);
    const confirmedWith =
      typeof setup.payment_method === "string" ? setup.payment_method : setup.payment_method?.id;
    if (confirmedWith !== paymentMethod) throw cardRejected("payment_method", STRIPE_MESSAGES.setupOtherCard);
  };

  return {
    processor: "stripe",
    cardInput: stripeCardInput,
    async setupCard(owner): Promise<CardSetup> {
      try {
        const customer = await customerOf(owner);
        const setup = await stripe.setupIntents.create({
          customer,
          usage: "off_session",
          // A card's bank step runs in Stripe's frame in the page: never a redirect, so no return_url.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          metadata: { user_id: String(owner.id) },
        });
        if (!setup.client_secret) throw new Error("SetupIntent without a client secret");
        return { setupIntent: setup.id, clientSecret: setup.client_secret, processorCustomer: customer };
      } catch (err) {
        return fail(err, "setting up a card");
      }
    },
    async saveCard(input, now, owner): Promise<SavedCardResult> {
      if (input.setup_intent) await confirmedSetup(input.setup_intent, input.payment_method, owner);
      let raw: unknown;
      try {
        raw = await stripe.paymentMethods.retrieve(input.payment_method);
      } catch (err) {
        if (
          err instanceof Stripe.errors.StripeError &&
          (err.statusCode === 404 || err.code === "resource_missing")
        )
          throw cardRejected("payment_method", STRIPE_MESSAGES.missing);
        // Our key, Stripe busy or unreachable: the customer cannot fix these.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && !isStripeTransient(err))
          throw cardRejected("payment_method", err.message || STRIPE_MESSAGES.missing);
        return fail(err, "payment method retrieval");
      }
      const parsed = paymentMethodAnswer.safeParse(raw);
      if (!parsed.success) {
        options.log?.error({ issues: parsed.error.issues.length }, "stripe: unexpected payment method shape");
        throw unreachable();
      }
      const card = parsed.data.card;
      if (parsed.data.type !== "card" || !card) throw cardRejected("payment_method", STRIPE_MESSAGES.notCard);
      if (isExpired(card.exp_month, card.exp_year, now))
        throw cardRejected("payment_method", STRIPE_MESSAGES.expired);
      const saved: SavedCardResult = {
        processor: "stripe",
        processor_ref: parsed.data.id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      };
      if (!owner) return saved;

      // Off-session charges need the card attached to a Customer: the user's, made with their first card.
      let customer: string;
      try {
        customer = await customerOf(owner);
        const attachedTo =
          typeof parsed.data.customer === "string" ? parsed.data.customer : parsed.data.customer?.id;
        if (attachedTo !== customer) {
          await stripe.paymentMethods.attach(
            parsed.data.id,
            { customer },
            { idempotencyKey: `${parsed.data.id}-attach-${customer}` },
          );
        }
      } catch (err) {
        if (
          err instanceof Stripe.errors.StripeCardError ||
          (err instanceof Stripe.errors.StripeInvalidRequestError && !isStripeTransient(err))
        )
          throw cardRejected("payment_method", err.message || STRIPE_MESSAGES.declined);
        return fail(err, "attaching the card");
      }
      return { ...saved, processorCustomer: customer };
    },

    charge: (request) => createIntent(request, "automatic"),

    authorise: (request) => createIntent(request, "manual"),

    async capture(request): Promise<CaptureResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.capture(
          request.ref,
          { amount_to_capture: request.amount },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        if (isStripeTransient(err) || !(err instanceof Stripe.errors.StripeError))
          throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
        // payment_intent_unexpected_state: canceled (expired after its 7 days, or by the bank): nothing to take.
        return { status: "lapsed", ref: request.ref, message: err.message || STRIPE_MESSAGES.holdLapsed };
      }
      if (intent.status === "succeeded") return { status: "succeeded", ref: intent.id };
      if (intent.status === "canceled")
        return { status: "lapsed", ref: intent.id, message: STRIPE_MESSAGES.holdLapsed };
      throw new TransientProviderError(STRIPE_MESSAGES.processing);
    },

    async chargeStatus(ref): Promise<ChargeResult> {
      // The idempotent create answers its first response again, whatever became of the PaymentIntent since:
      // after the customer authenticated in the browser (Stripe.js handleNextAction) only a read tells.
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(ref);
      } catch (err) {
        if (isStripeTransient(err) || !(err instanceof Stripe.errors.StripeError))
          throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
        return { status: "declined", ref, message: err.message || STRIPE_MESSAGES.declined };
      }
      return intentResult(intent, true);
    },

    async authenticationSecret(ref): Promise<string | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(ref);
        return intent.status === "succeeded" || intent.status === "canceled" ? null : intent.client_secret;
      } catch (err) {
        return fail(err, "reading the payment's authentication");
      }
    },

    async cancel(ref): Promise<"canceled" | "succeeded"> {
      try {
        await stripe.paymentIntents.cancel(
          ref,
          { cancellation_reason: "requested_by_customer" },
          { idempotencyKey: `${ref}-cancel` },
        );
        return "canceled";
      } catch (err) {
        if (isStripeTransient(err) || !(err instanceof Stripe.errors.StripeError))
          throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
      }
      // Refused (payment_intent_unexpected_state): it ended before we asked; only a read says how.
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(ref);
      } catch (err) {
        throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
      }
      if (intent.status === "succeeded") return "succeeded";
      if (intent.status === "canceled") return "canceled";
      throw new TransientProviderError(STRIPE_MESSAGES.processing);
    },

    async refund(request): Promise<RefundResult> {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: request.chargeRef,
            amount: request.amount,
            // Its event names our refund by this, should it arrive before the answer is recorded.
            metadata: { idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        if (isStripeTransient(err) || !(err instanceof Stripe.errors.StripeError))
          throw new TransientProviderError(`${STRIPE_MESSAGES.unreachable} (${(err as Error).message})`);
        // Already refunded, more than was charged, an unknown PaymentIntent: Stripe's sentence says which.
        return { status: "failed", ref: null, message: err.message || STRIPE_MESSAGES.refundFailed };
      }
      if (refund.status === "succeeded") return { status: "succeeded", ref: refund.id };
      // Not given back yet: counted once Stripe says it succeeded (refund.updated), never before.
      if (refund.status === "pending" || refund.status === "requires_action")
        return { status: "pending", ref: refund.id };
      return {
        status: "failed",
        ref: refund.id,
        message: refund.failure_reason ?? STRIPE_MESSAGES.refundFailed,
      };
    },
  };
}
