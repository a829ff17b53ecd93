import http from "node:http";
import type { AddressInfo } from "node:net";

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
} as const;

export async function fakeStripe() {
  const state = {
    /** requests to POST /v1/payment_intents, repeats included */
    intentCalls: 0,
    /** PaymentIntents created: one per idempotency key */
    intents: new Map<string, { id: string; amount: number; status: string; params: URLSearchParams }>(),
    /** answers to give with HTTP 500 before answering normally */
    failNext: 0,
    customers: 0,
    /** requests to POST /v1/refunds, repeats included */
    refundCalls: 0,
    /** refunds made: one per idempotency key */
    refunds: new Map<string, { id: string; amount: number; payment_intent: string }>(),
  };
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
        if (refusal) {
          state.intents.set(key, { id, amount, status: "requires_payment_method", params });
          const payment_intent = { id, object: "payment_intent", status: "requires_payment_method" };
          return { status: 402, payload: { error: { type: "card_error", ...refusal, payment_intent } } };
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
          .filter((r) => r.payment_intent === pi)
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
          state.refunds.set(key, { id, amount, payment_intent: pi });
          payload = { id, object: "refund", amount, payment_intent: pi, status: "succeeded" };
        }
        return { status, payload };
      });
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
  });
}
