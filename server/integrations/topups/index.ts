import type { Config } from "../../config";
import { reloadlyTopups } from "./reloadly";
import { createSimulatedTopups } from "./simulated";
import type { TopupsAdapter } from "./types";

export type { TopupRequest, TopupResult, TopupsAdapter, WalletBalance } from "./types";

/** The simulated wallet a demo starts with: enough for a day of the demo, little enough to watch it run down. */
export const SIMULATED_WALLET_START = 5_000_00;

/** The adapter `TOPUPS` names (server/config.ts checks that Reloadly's credentials are set). */
export function createTopups(config: Config): TopupsAdapter {
  if (config.topups === "reloadly") {
    const r = config.reloadly!;
    return reloadlyTopups({
      clientId: r.clientId,
      clientSecret: r.clientSecret,
      authUrl: r.authUrl,
      apiUrl: r.apiUrl,
    });
  }
  return createSimulatedTopups({ latencyMs: config.simulatedLatencyMs ?? 0, wallet: SIMULATED_WALLET_START });
}
