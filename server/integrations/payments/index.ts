import type { Config } from "../../config";
import { simulatedPayments } from "./simulated";
import { stripePayments } from "./stripe";
import type { PaymentsAdapter } from "./types";

export type { PaymentsAdapter, SavedCard } from "./types";
export { simulatedOutcome, type SimulatedOutcome } from "./simulated";

declare module "../../config" {
  interface Config {
    /** Stripe's API address; only tests change it (to a local fake server). Default https://api.stripe.com */
    stripeApiBase?: string;
  }
}

/** The adapter `PAYMENTS` names (server/config.ts checks that STRIPE_SECRET_KEY is set for stripe). */
export function createPayments(
  config: Config,
  log?: { error(obj: unknown, msg: string): void },
): PaymentsAdapter {
  if (config.payments === "stripe") {
    if (!config.stripeSecretKey) throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY");
    return stripePayments({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase, log });
  }
  return simulatedPayments;
}
