import { z } from "zod";
import { component } from "./component";

/** Who keeps the top-up wallet: the aggregator (Reloadly) or the simulator (TOPUPS). */
export const TOPUP_PROVIDERS = ["simulated", "reloadly"] as const;

/**
 * The company's prepaid balance at the top-up aggregator, as last known (DESIGN.md §18): the worker's last
 * read or a top-up's own word on it, never a call made for the page that shows it.
 */
export const topupWalletAnswer = component("TopupWallet", {
  provider: z.enum(TOPUP_PROVIDERS).describe("simulated: the demo's wallet, to which owners may add funds"),
  balance: z.string().describe("decimal string, in `currency`"),
  currency: z.string().describe("ISO 4217, as the aggregator keeps the wallet"),
  read_at: z.string().describe("when the balance was known (ISO 8601 UTC)"),
});
export type TopupWallet = z.infer<typeof topupWalletAnswer>;
