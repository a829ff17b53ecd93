import { randomBytes } from "node:crypto";
import { simulatedCall } from "../simulated-call";
import type { TopupRequest, TopupResult, TopupsAdapter } from "./types";

export const SIMULATED_CARRIER_REJECTED = "Carrier rejected the top-up: number not active.";

export interface SimulatedTopupsOptions {
  /** milliseconds each send takes (0: at once) */
  latencyMs?: number;
  /** a carrier refusal for this request, or null; default: numbers ending in 13 are refused (README) */
  fail?: (request: TopupRequest) => string | null;
  /** return true to make this call fail as an unreachable aggregator would */
  transient?: (request: TopupRequest, call: number) => boolean;
}

/** What the simulated carrier was asked, so that tests assert exactly-once top-ups. */
export interface SimulatedTopupsRecord {
  calls: number;
  /** sends, one per reference the carrier had never seen */
  sent: number;
  /** every reference's answer, as an aggregator keeps it under the custom identifier */
  answers: Map<string, TopupResult>;
  /** successful top-ups by reference */
  successful: Map<string, TopupRequest>;
}

export type SimulatedTopups = TopupsAdapter & { record: SimulatedTopupsRecord };

export const carrierRejectsNumber = (request: TopupRequest) =>
  request.recipient.endsWith("13") ? SIMULATED_CARRIER_REJECTED : null;

/** TOPUPS=simulated: a carrier in memory that answers at once (or after latencyMs). */
export function createSimulatedTopups(options: SimulatedTopupsOptions = {}): SimulatedTopups {
  const record: SimulatedTopupsRecord = { calls: 0, sent: 0, answers: new Map(), successful: new Map() };
  const fail = options.fail ?? carrierRejectsNumber;
  return {
    provider: "simulated",
    record,
    async topup(request): Promise<TopupResult> {
      const unreachable = "The top-up provider could not be reached.";
      const known = await simulatedCall(record, options, request, request.reference, unreachable);
      if (known) return known;
      record.sent += 1;
      const ref = `sim_topup_${randomBytes(10).toString("hex")}`;
      const refusal = fail(request);
      const answer: TopupResult = refusal
        ? { status: "failed", ref, message: refusal }
        : { status: "successful", ref };
      record.answers.set(request.reference, answer);
      if (answer.status === "successful") record.successful.set(request.reference, request);
      return answer;
    },
  };
}
