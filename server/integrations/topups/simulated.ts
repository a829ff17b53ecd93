import { randomBytes } from "node:crypto";
import { simulatedCall } from "../simulated-call";
import { SIMULATED_CATALOGUE } from "./simulated-catalogue";
import type {
  CatalogueOperator,
  DetectedOperator,
  TopupRequest,
  TopupResult,
  TopupsAdapter,
  WalletBalance,
} from "./types";

const TOPUP_REFUNDED = "The top-up was refunded by the carrier.";
const unreachable = "The top-up provider could not be reached.";
export const SIMULATED_CARRIER_REJECTED = "Carrier rejected the top-up: number not active.";
/** The simulated wallet's refusal when it cannot cover a top-up (the engine asks the balance first). */
export const SIMULATED_WALLET_SHORT = "The top-up wallet's balance is too low for this top-up.";
/** The operator a number ending in 99 is detected at: it moved from its carrier (number portability). */
export const SIMULATED_PORTED_OPERATOR: DetectedOperator = {
  operatorId: "sim-ported",
  name: "Another operator",
};

/** How long after its success the simulated carrier reverses a top-up to a number ending in 77 (DESIGN.md §18). */
export const SIMULATED_REVERSAL_AFTER_MS = 60_000;

/** A successful top-up's reference the simulated carrier will reverse: it says when, so that any process knows. */
const REVERSED_REF = /^sim_topup_[0-9a-f]+_r(\d+)$/;

export interface SimulatedTopupsOptions {
  /** milliseconds each send takes (0: at once) */
  latencyMs?: number;
  /** a carrier refusal for this request, or null; default: numbers ending in 13 are refused (README) */
  fail?: (request: TopupRequest) => string | null;
  /** return true to make this call fail as an unreachable aggregator would */
  transient?: (request: TopupRequest, call: number) => boolean;
  /** the simulated wallet's first balance, in cents (default: more than any test spends) */
  wallet?: number;
  /**
   * where the wallet is kept (default: in this process's memory, starting at `wallet`); the app and the
   * worker keep it in the database (db/topup-wallets.ts), so that both see one wallet across restarts
   */
  store?: SimulatedWalletStore;
  /** the catalogue by country (default: simulated-catalogue.ts's, the demo's countries) */
  catalogue?: Readonly<Record<string, readonly CatalogueOperator[]>>;
  /** the clock a reversal is timed by (tests move it) */
  now?: () => number;
}

/** The simulated wallet, in cents: read, spent only when it holds the amount, added to. */
export interface SimulatedWalletStore {
  balance(): Promise<number>;
  /** takes `amount` when the wallet holds it (in one step: two spenders never both take the last funds) */
  spend(amount: number): Promise<boolean>;
  /** adds `amount` and answers the balance after it */
  add(amount: number): Promise<number>;
}

/** A wallet in this process's memory (tests, and a process with no database at hand). */
export function memoryWallet(start: number): SimulatedWalletStore {
  let cents = start;
  return {
    balance: async () => cents,
    async spend(amount) {
      if (amount > cents) return false;
      cents -= amount;
      return true;
    },
    async add(amount) {
      cents += amount;
      return cents;
    },
  };
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
  /** balance reads */
  balanceReads: number;
  /** status polls, by the carrier's reference */
  statusPolls: Map<string, number>;
}

export type SimulatedTopups = TopupsAdapter & {
  record: SimulatedTopupsRecord;
  /** adds simulated funds to the wallet (the owners' button in simulated mode) */
  addFunds(amount: number): Promise<WalletBalance>;
};

export const carrierRejectsNumber = (request: TopupRequest) =>
  request.recipient.endsWith("13") ? SIMULATED_CARRIER_REJECTED : null;

/**
 * TOPUPS=simulated: a carrier in memory that answers at once (or after latencyMs), with a wallet that each
 * successful top-up runs down, a number ending in 99 that moved to another operator, and a number ending in
 * 77 whose top-up succeeds and is reversed (REFUNDED) a minute later, as the status polls then say.
 */
export function createSimulatedTopups(options: SimulatedTopupsOptions = {}): SimulatedTopups {
  const record: SimulatedTopupsRecord = {
    calls: 0,
    sent: 0,
    answers: new Map(),
    successful: new Map(),
    balanceReads: 0,
    statusPolls: new Map(),
  };
  const now = options.now ?? Date.now;
  const fail = options.fail ?? carrierRejectsNumber;
  const wallet = options.store ?? memoryWallet(options.wallet ?? 1_000_000_000_00);
  const inUsd = (amount: number): WalletBalance => ({ amount, currency: "USD" });
  return {
    provider: "simulated",
    record,
    async topup(request): Promise<TopupResult> {
      const known = await simulatedCall(record, options, request, request.reference, unreachable);
      if (known) return known;
      record.sent += 1;
      const id = `sim_topup_${randomBytes(10).toString("hex")}`;
      const ref = request.recipient.endsWith("77") ? `${id}_r${now() + SIMULATED_REVERSAL_AFTER_MS}` : id;
      const refusal = fail(request) ?? ((await wallet.spend(request.amount)) ? null : SIMULATED_WALLET_SHORT);
      const answer: TopupResult = refusal
        ? { status: "failed", ref, message: refusal }
        : { status: "successful", ref, balance: inUsd(await wallet.balance()) };
      record.answers.set(request.reference, answer);
      if (answer.status === "successful") record.successful.set(request.reference, request);
      return answer;
    },
    async status(ref): Promise<TopupResult> {
      const asked: TopupRequest = {
        reference: ref,
        operatorId: null,
        productId: null,
        amount: 0,
        recipient: "",
      };
      await simulatedCall(record, options, asked, `status ${ref}`, unreachable);
      record.statusPolls.set(ref, (record.statusPolls.get(ref) ?? 0) + 1);
      // Only successful top-ups are asked about (the simulator answers every send at once), in any process.
      const reversal = REVERSED_REF.exec(ref);
      if (reversal && now() >= Number(reversal[1]))
        return { status: "failed", ref, message: TOPUP_REFUNDED, code: "topup_refunded" };
      return { status: "successful", ref, balance: inUsd(await wallet.balance()) };
    },
    async balance() {
      record.balanceReads += 1;
      return inUsd(await wallet.balance());
    },
    async detectOperator(digits, expected) {
      if (digits.endsWith("99")) return SIMULATED_PORTED_OPERATOR;
      return expected ? { operatorId: expected, name: "" } : null;
    },
    async operators(country) {
      const catalogue = options.catalogue ?? SIMULATED_CATALOGUE;
      return structuredClone([...(catalogue[country.toUpperCase()] ?? [])]);
    },
    async addFunds(amount: number) {
      return inUsd(await wallet.add(amount));
    },
  };
}
