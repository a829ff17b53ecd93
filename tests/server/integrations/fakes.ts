import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  balanceTransactionFixture,
  chargeFixture,
  disputeFixture,
  earlyFraudWarningFixture,
  paymentIntentFixture,
  paymentMethodFixture,
  refundFixture,
  setupIntentFixture,
} from "./payments/fixtures/stripe";

/**
 * Local stand-ins for the providers, speaking the HTTP the adapters use: Stripe's endpoints (customers,
 * payment methods, PaymentIntents and Refunds with idempotency keys); Reloadly's is topups/reloadly-double.ts.
 * They keep what a real provider keeps (answers per idempotency key) so that repeats are answered without
 * charging again, and count what they did.
 */

export async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Starts a fake on a free local port: its URL, its `state`, the `views` of that state, and `close`. */
export async function started<S, V extends object>(server: http.Server, state: S, views: V) {
  const url = await listen(server);
  return { url, state, ...views, close: () => close(server) };
}

/** Stripe test PaymentMethods: visa succeeds, chargeDeclined is declined, authenticationRequired needs 3DS. */
export const STRIPE_CARDS = {
  visa: "pm_card_visa",
  declined: "pm_card_chargeDeclined",
  authentication: "pm_card_authenticationRequired",
  /**
   * 4000 0025 0000 3155, "authenticate unless set up" in Stripe's testing guide: a payment on screen asks the
   * bank's step; once the card is set up for later use (the panel saves cards through a SetupIntent), a
   * payment off-session goes through without it.
   */
  authenticationUnlessSetUp: "pm_card_authenticationRequiredOnSetup",
} as const;

export async function fakeStripe() {
  const state = {
    /** requests to POST /v1/payment_intents, repeats included */
    intentCalls: 0,
    /** PaymentIntents created: one per idempotency key */
    intents: new Map<string, FakeIntent>(),
    /** answers to give with HTTP 500 before answering normally */
    failNext: 0,
    customers: 0,
    /** requests to POST /v1/refunds, repeats included */
    refundCalls: 0,
    /** refunds made: one per idempotency key (a refund made in Stripe's dashboard: under its id) */
    refunds: new Map<string, FakeRefund>(),
    /** the status new refunds made through the API get (Stripe answers some `pending`) */
    refundStatus: "succeeded" as string,
    disputes: new Map<string, FakeDispute>(),
    /** saved cards as Stripe holds them now (payment_method.automatically_updated changes them) */
    cards: new Map<string, { brand: string; last4: string; exp_month: number; exp_year: number }>(),
    fraudWarnings: new Map<string, { charge: string; payment_intent: string | null }>(),
    /** the fee Stripe takes of each succeeded charge, cents */
    fee: (amount: number) => Math.round(amount * 0.029) + 30,
    /** evidence updates received: dispute id, the form as sent */
    evidenceCalls: [] as { id: string; params: URLSearchParams }[],
    /** SetupIntents made (POST /v1/setup_intents), by id: what they were created with, and where they stand */
    setupIntents: new Map<string, FakeSetupIntent>(),
    /** PaymentMethods attached to a Customer, by id */
    attached: new Map<string, string>(),
    /** POST /v1/payment_intents/{id}/cancel requests, repeats included */
    cancelCalls: [] as { id: string; params: URLSearchParams }[],
    /** requests to POST /v1/payment_intents/{id}/capture, repeats included */
    captureCalls: [] as { id: string; params: URLSearchParams }[],
  };
  const intentById = (id: string) => [...state.intents.values()].find((i) => i.id === id);
  /** A PaymentIntent as Stripe answers it; one that waits for the bank carries Stripe.js's next action. */
  const intentAnswer = (pi: FakeIntent) => ({
    ...paymentIntentFixture,
    id: pi.id,
    amount: pi.amount,
    status: pi.status,
    client_secret: `${pi.id}_secret_fake`,
    last_payment_error: pi.error ?? null,
    latest_charge: chargeIdOf(pi.id),
    // Stripe.js reads `use_stripe_sdk`, which Stripe documents as opaque to the integration.
    next_action: pi.status === "requires_action" ? { type: "use_stripe_sdk", use_stripe_sdk: {} } : null,
  });
  const chargeIdOf = (pi: string) => `ch_of_${pi}`;
  const intentOfCharge = (ch: string) => (ch.startsWith("ch_of_") ? ch.slice("ch_of_".length) : null);
  const refundAnswer = (r: FakeRefund) => ({
    ...refundFixture,
    id: r.id,
    amount: r.amount,
    payment_intent: r.payment_intent,
    charge: chargeIdOf(r.payment_intent),
    metadata: r.metadata,
    status: r.status,
  });
  const disputeAnswer = (d: FakeDispute) => ({
    ...disputeFixture,
    ...d,
    charge: chargeIdOf(d.payment_intent),
    evidence_details: { ...disputeFixture.evidence_details, due_by: d.due_by },
  });
  const paymentMethodAnswer = (id: string) => ({
    ...paymentMethodFixture,
    id,
    customer: state.attached.get(id) ?? null,
    card: { ...paymentMethodFixture.card, ...state.cards.get(id) },
  });
  const setupAnswer = (seti: FakeSetupIntent) => ({
    ...setupIntentFixture,
    id: seti.id,
    client_secret: `${seti.id}_secret_fake`,
    customer: seti.customer,
    usage: seti.usage,
    status: seti.status,
    payment_method: seti.payment_method,
  });
  const missing = (what: string, id: string) => ({
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` },
  });
  const answers = new Map<string, { status: number; body: string }>();
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("content-type", "application/json");
    const send = (status: number, payload: unknown) => {
      res.statusCode = status;
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    /**
     * A POST with an idempotency key, answered as Stripe does: a 500 while `failNext` lasts, the first answer
     * again for a key seen before, else what `answer` makes of the form (kept for the key).
     */
    const idempotent = (
      answer: (params: URLSearchParams, key: string) => { status: number; payload: unknown },
    ) => {
      if (state.failNext > 0) {
        state.failNext -= 1;
        return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      const known = answers.get(key);
      if (key && known) return send(known.status, known.body);
      const { status, payload } = answer(new URLSearchParams(body), key);
      const text = JSON.stringify(payload);
      if (key) answers.set(key, { status, body: text });
      return send(status, text);
    };
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      state.intentCalls += 1;
      return idempotent((params, key) => {
        const id = `pi_fake_${state.intents.size + 1}`;
        const pm = params.get("payment_method");
        const amount = Number(params.get("amount"));
        const refusal =
          pm === STRIPE_CARDS.declined
            ? { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
            : pm === STRIPE_CARDS.authentication
              ? {
                  code: "authentication_required",
                  message: "Your card was declined. This transaction requires authentication.",
                }
              : null;
        // On-session (no off_session), Stripe answers the bank's request to authenticate with a PaymentIntent
        // that waits for it (requires_action), for Stripe.js's handleNextAction; off-session, with a card error.
        const asksOnScreen =
          pm === STRIPE_CARDS.authentication || pm === STRIPE_CARDS.authenticationUnlessSetUp;
        if (asksOnScreen && params.get("off_session") !== "true") {
          state.intents.set(key, { id, amount, status: "requires_action", params });
          return { status: 200, payload: intentAnswer(state.intents.get(key)!) };
        }
        if (refusal) {
          state.intents.set(key, { id, amount, status: "requires_payment_method", params });
          const payment_intent = { id, object: "payment_intent", status: "requires_payment_method" };
          return { status: 402, payload: { error: { type: "card_error", ...refusal, payment_intent } } };
        }
        // capture_method=manual: the money is held, not taken, until POST …/capture (a deposit's hold).
        if (params.get("capture_method") === "manual") {
          state.intents.set(key, { id, amount, status: "requires_capture", params });
          return { status: 200, payload: intentAnswer(state.intents.get(key)!) };
        }
        state.intents.set(key, { id, amount, status: "succeeded", params });
        return {
          status: 200,
          payload: { id, object: "payment_intent", amount, currency: "usd", status: "succeeded" },
        };
      });
    }
    if (req.method === "POST" && req.url === "/v1/refunds") {
      state.refundCalls += 1;
      return idempotent((params, key) => {
        const pi = params.get("payment_intent") ?? "";
        const intent = [...state.intents.values()].find((i) => i.id === pi && i.status === "succeeded");
        const amount = Number(params.get("amount") ?? intent?.amount ?? 0);
        const before = [...state.refunds.values()]
          .filter((r) => r.payment_intent === pi && !["failed", "canceled"].includes(r.status))
          .reduce((sum, r) => sum + r.amount, 0);
        let status = 200;
        let payload: unknown;
        if (!intent) {
          status = 404;
          payload = {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: `No such payment_intent: '${pi}'`,
            },
          };
        } else if (amount > intent.amount - before) {
          status = 400;
          payload = {
            error: {
              type: "invalid_request_error",
              code: "amount_too_large",
              message: "Refund amount is greater than unrefunded amount on charge.",
            },
          };
        } else {
          const id = `re_fake_${state.refunds.size + 1}`;
          const metadata: Record<string, string> = {};
          for (const [name, value] of params)
            if (name.startsWith("metadata[")) metadata[name.slice(9, -1)] = value;
          const made = { id, amount, payment_intent: pi, status: state.refundStatus, metadata };
          state.refunds.set(key, made);
          payload = refundAnswer(made);
        }
        return { status, payload };
      });
    }
    const url = new URL(req.url ?? "/", "http://x");
    const [, , resource, id, ...rest] = url.pathname.split("/");
    const path = rest.length ? `${resource}/${id}/${rest.join("/")}` : resource;
    if (req.method === "GET") {
      if (resource === "payment_intents" && id) {
        const pi = intentById(id);
        if (!pi) return send(404, missing("payment_intent", id));
        return send(200, intentAnswer(pi));
      }
      if (resource === "refunds" && id) {
        const r = [...state.refunds.values()].find((x) => x.id === id);
        return r ? send(200, refundAnswer(r)) : send(404, missing("refund", id));
      }
      if (resource === "refunds") {
        const pi = url.searchParams.get("payment_intent");
        const data = [...state.refunds.values()].filter((r) => r.payment_intent === pi).map(refundAnswer);
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      if (resource === "charges" && id) {
        const pi = intentOfCharge(id);
        if (!pi || !intentById(pi)) return send(404, missing("charge", id));
        return send(200, { ...chargeFixture, id, payment_intent: pi, balance_transaction: `txn_of_${pi}` });
      }
      if (resource === "balance_transactions" && id) {
        const pi = intentById(id.replace(/^txn_of_/, ""));
        if (!pi) return send(404, missing("balance_transaction", id));
        const fee = state.fee(pi.amount);
        return send(200, { ...balanceTransactionFixture, id, amount: pi.amount, fee, net: pi.amount - fee });
      }
      if (resource === "disputes" && id) {
        const d = state.disputes.get(id);
        return d ? send(200, disputeAnswer(d)) : send(404, missing("dispute", id));
      }
      if (resource === "payment_methods" && id) {
        const card = state.cards.get(id);
        if (!card) return send(404, missing("payment_method", id));
        return send(200, paymentMethodAnswer(id));
      }
      if (path.startsWith("radar/early_fraud_warnings/")) {
        const w = state.fraudWarnings.get(rest[0] ?? "");
        if (!w) return send(404, missing("radar.early_fraud_warning", rest[0] ?? ""));
        return send(200, { ...earlyFraudWarningFixture, id: rest[0], ...w });
      }
    }
    if (req.method === "POST" && req.url === "/v1/setup_intents") {
      const params = new URLSearchParams(body);
      const seti: FakeSetupIntent = {
        id: `seti_fake_${state.setupIntents.size + 1}`,
        customer: params.get("customer"),
        usage: params.get("usage") ?? "off_session",
        status: "requires_payment_method",
        payment_method: null,
        params,
      };
      state.setupIntents.set(seti.id, seti);
      return send(200, setupAnswer(seti));
    }
    if (req.method === "GET" && resource === "setup_intents" && id) {
      const seti = state.setupIntents.get(id);
      return seti ? send(200, setupAnswer(seti)) : send(404, missing("setup_intent", id));
    }
    if (req.method === "POST" && resource === "payment_methods" && id && rest[0] === "attach") {
      if (!state.cards.has(id)) return send(404, missing("payment_method", id));
      state.attached.set(id, new URLSearchParams(body).get("customer") ?? "");
      return send(200, paymentMethodAnswer(id));
    }
    if (req.method === "POST" && resource === "payment_intents" && id && rest[0] === "cancel") {
      state.cancelCalls.push({ id, params: new URLSearchParams(body) });
      return idempotent(() => {
        const pi = intentById(id);
        if (!pi) return { status: 404, payload: missing("payment_intent", id) };
        if (pi.status === "succeeded" || pi.status === "canceled")
          return {
            status: 400,
            payload: {
              error: {
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
                message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
              },
            },
          };
        pi.status = "canceled";
        return { status: 200, payload: intentAnswer(pi) };
      });
    }
    if (req.method === "POST" && resource === "payment_intents" && id && rest[0] === "capture") {
      state.captureCalls.push({ id, params: new URLSearchParams(body) });
      return idempotent((params) => {
        const pi = intentById(id);
        if (!pi) return { status: 404, payload: missing("payment_intent", id) };
        const unexpected = (message: string) => ({
          status: 400,
          payload: {
            error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message },
          },
        });
        if (pi.status !== "requires_capture")
          return unexpected(
            `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
          );
        const amount = Number(params.get("amount_to_capture") ?? pi.amount);
        if (amount > pi.amount)
          return {
            status: 400,
            payload: {
              error: {
                type: "invalid_request_error",
                code: "amount_too_large",
                message: "The amount to capture is greater than the amount capturable.",
              },
            },
          };
        pi.status = "succeeded";
        pi.captured = amount;
        return { status: 200, payload: { ...intentAnswer(pi), amount_received: amount } };
      });
    }
    if (req.method === "POST" && resource === "disputes" && id) {
      const d = state.disputes.get(id);
      if (!d) return send(404, missing("dispute", id));
      const params = new URLSearchParams(body);
      state.evidenceCalls.push({ id, params });
      if (params.get("submit") === "true") d.status = "under_review";
      return send(200, disputeAnswer(d));
    }
    if (req.method === "POST" && req.url === "/v1/customers") {
      state.customers += 1;
      return send(200, { id: `cus_fake_${state.customers}`, object: "customer" });
    }
    return send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${req.url})`,
      },
    });
  });
  return started(server, state, {
    /** PaymentIntents that took money */
    succeeded: () => [...state.intents.values()].filter((i) => i.status === "succeeded"),
    /** the Stripe Charge id of a PaymentIntent (disputes and fraud warnings name it) */
    chargeIdOf,
    /** a PaymentIntent as Stripe now holds it: `status`, and the error of its last attempt */
    setIntent(id: string, status: string, error?: FakeIntent["error"]) {
      const pi = intentById(id);
      if (!pi) throw new Error(`no PaymentIntent ${id}`);
      pi.status = status;
      pi.error = error;
    },
    /** a refund made in Stripe's dashboard (no idempotency key of ours) */
    dashboardRefund(payment_intent: string, amount: number, status = "succeeded"): FakeRefund {
      const r = { id: `re_dash_${state.refunds.size + 1}`, amount, payment_intent, status, metadata: {} };
      state.refunds.set(r.id, r);
      return r;
    },
    /** a refund's status changes at Stripe (pending → succeeded, succeeded → failed…) */
    setRefundStatus(id: string, status: string) {
      const r = [...state.refunds.values()].find((x) => x.id === id);
      if (!r) throw new Error(`no refund ${id}`);
      r.status = status;
    },
    refundsOf: (payment_intent: string) =>
      [...state.refunds.values()].filter((r) => r.payment_intent === payment_intent),
    /**
     * What Stripe.js's confirmCardSetup does in the browser: the SetupIntent succeeds with the card, which
     * Stripe attaches to the SetupIntent's Customer.
     */
    confirmSetup(id: string, paymentMethod: string) {
      const seti = state.setupIntents.get(id);
      if (!seti) throw new Error(`no SetupIntent ${id}`);
      seti.status = "succeeded";
      seti.payment_method = paymentMethod;
      if (seti.customer) state.attached.set(paymentMethod, seti.customer);
    },
    /** a dispute of the PaymentIntent's charge, or a change to one */
    dispute(id: string, fields: Partial<FakeDispute> & { payment_intent?: string }): FakeDispute {
      const d: FakeDispute = {
        id,
        payment_intent: "",
        amount: 0,
        reason: "fraudulent",
        status: "needs_response",
        due_by: Math.floor(Date.UTC(2026, 11, 20) / 1000),
        is_charge_refundable: false,
        ...state.disputes.get(id),
        ...fields,
      };
      state.disputes.set(id, d);
      return d;
    },
  });
}

export interface FakeIntent {
  id: string;
  amount: number;
  status: string;
  /** what a capture of a held PaymentIntent took */
  captured?: number;
  params: URLSearchParams;
  error?: { type: string; code?: string; decline_code?: string; message: string };
}

export interface FakeRefund {
  id: string;
  amount: number;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

export interface FakeDispute {
  id: string;
  payment_intent: string;
  amount: number;
  reason: string;
  status: string;
  due_by: number | null;
  is_charge_refundable: boolean;
}

export interface FakeSetupIntent {
  id: string;
  customer: string | null;
  usage: string;
  status: string;
  payment_method: string | null;
  params: URLSearchParams;
}
