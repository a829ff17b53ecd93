import type { Config } from "../../config";
import { reloadlyTopups } from "./reloadly";
import { createSimulatedTopups, type SimulatedTopups, type SimulatedWalletStore } from "./simulated";
import type { TopupsAdapter, WalletBalance } from "./types";

export type { TopupRequest, TopupResult, TopupsAdapter, WalletBalance } from "./types";

/** The simulated wallet a demo starts with: enough for a day of the demo, little enough to watch it run down. */
export const SIMULATED_WALLET_START = 5_000_00;

/** Where the wallet is kept when the caller keeps it (db/topup-wallets.ts's walletKeeping). */
export interface WalletKeeping {
  /** the simulated wallet itself */
  store: SimulatedWalletStore;
  /** hears each balance Reloadly gives */
  onBalance: (balance: WalletBalance) => Promise<void>;
}

/**
 * The adapter `TOPUPS` names (server/config.ts checks that Reloadly's credentials are set). With `keeping`
 * (the app's and the worker's), the wallet is kept in the database: Reloadly's reads for the dashboard, the
 * simulated wallet itself; without (a test's adapter), the simulated wallet is in memory.
 */
export function createTopups(config: Config, keeping?: WalletKeeping): TopupsAdapter {
  if (config.topups === "reloadly") {
    const r = config.reloadly!;
    return reloadlyTopups({
      clientId: r.clientId,
      clientSecret: r.clientSecret,
      authUrl: r.authUrl,
      apiUrl: r.apiUrl,
      onBalance: keeping?.onBalance,
    });
  }
  return createSimulatedTopups({
    latencyMs: config.simulatedLatencyMs ?? 0,
    wallet: SIMULATED_WALLET_START,
    store: keeping?.store,
  });
}

/** The simulated adapter's own calls (adding funds), when `TOPUPS=simulated`. */
export const isSimulatedTopups = (topups: TopupsAdapter): topups is SimulatedTopups =>
  topups.provider === "simulated" && "addFunds" in topups;
