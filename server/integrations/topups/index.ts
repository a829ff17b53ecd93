import type { Config } from "../../config";
import { httpTopups } from "./http";
import { createSimulatedTopups } from "./simulated";
import type { TopupsAdapter } from "./types";

export type { TopupRequest, TopupResult, TopupsAdapter } from "./types";

/** The adapter `TOPUPS` names (server/config.ts checks that TOPUPS_URL is set for http). */
export function createTopups(config: Config): TopupsAdapter {
  if (config.topups === "http") {
    if (!config.topupsUrl) throw new Error("TOPUPS=http needs TOPUPS_URL");
    return httpTopups({ url: config.topupsUrl, apiKey: config.topupsApiKey });
  }
  return createSimulatedTopups({ latencyMs: config.simulatedLatencyMs ?? 0 });
}
