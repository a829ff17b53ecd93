import type { Histogram } from "prom-client";
import { CardRejected } from "../integrations/payments/errors";
import type { ProviderCallLabel } from "./registry";

export type ProviderName = "payments" | "topups" | "mail" | "sms";

/**
 * What a provider call came to: `ok`; `declined` (the card, the bank or the carrier said no: an answer,
 * not a fault); `action_required` (the customer must authenticate); `pending` (the carrier has not decided
 * yet); `error` (thrown: the provider could not be reached or did not answer for sure).
 */
export type CallOutcome = "ok" | "declined" | "action_required" | "pending" | "error";

/** The outcome an adapter's answer says, from its `status` (ChargeResult, RefundResult, TopupResult). */
export function outcomeOf(answer: unknown): CallOutcome {
  const status = typeof answer === "object" && answer !== null ? Reflect.get(answer, "status") : undefined;
  if (status === "declined" || status === "failed" || status === "lapsed") return "declined";
  if (status === "action_required") return "action_required";
  if (status === "processing") return "pending";
  return "ok";
}

/** A refused card (saving one) is the processor's answer; anything else thrown is the provider failing. */
const outcomeOfThrown = (err: unknown): CallOutcome => (err instanceof CardRejected ? "declined" : "error");

type Method = (...args: unknown[]) => unknown;

/**
 * The adapter with every method timed into `histogram` (operation = the method's name), built once where
 * the adapter is built, so that no caller has to know about metrics. A plain object of its own rather
 * than a Proxy: its other properties read and write through to the adapter (the mailer's outbox, the
 * processor's name), methods are looked up on the adapter at each call, and a test's vi.spyOn on the
 * wrapper replaces and restores a method cleanly.
 */
export function timed<T extends object>(
  adapter: T,
  histogram: Histogram<ProviderCallLabel>,
  provider: ProviderName,
): T {
  const wrapped = {} as T;
  for (const key of Object.keys(adapter)) {
    const value: unknown = Reflect.get(adapter, key);
    if (typeof value !== "function") {
      Object.defineProperty(wrapped, key, {
        enumerable: true,
        configurable: true,
        get: () => Reflect.get(adapter, key),
        set: (next: unknown) => Reflect.set(adapter, key, next),
      });
      continue;
    }
    const call: Method = (...args) => {
      const end = histogram.startTimer({ provider, operation: key });
      let answer: unknown;
      try {
        // Looked up at each call, as the other properties are: a spy put on the adapter itself (the
        // shared simulatedPayments) after the app was built is what gets called.
        answer = (Reflect.get(adapter, key) as Method).apply(adapter, args);
      } catch (err) {
        end({ outcome: outcomeOfThrown(err) });
        throw err;
      }
      if (!(answer instanceof Promise)) {
        end({ outcome: outcomeOf(answer) });
        return answer;
      }
      return answer.then(
        (resolved: unknown) => {
          end({ outcome: outcomeOf(resolved) });
          return resolved;
        },
        (err: unknown) => {
          end({ outcome: outcomeOfThrown(err) });
          throw err;
        },
      );
    };
    Object.defineProperty(wrapped, key, {
      enumerable: true,
      configurable: true,
      writable: true,
      value: call,
    });
  }
  return wrapped;
}
