/** A top-up at the carrier, through the aggregator (Reloadly) or the simulator. */
export interface TopupRequest {
  /** our reference, sent as the aggregator's custom identifier: `txn-<id>` (a later round after a failure: `txn-<id>-<n>`) */
  reference: string;
  /** the carrier at the aggregator (carriers.provider_operator_id) */
  operatorId: string | null;
  /** the plan at the aggregator (plans.provider_product_id); without one the amount is sent */
  productId: string | null;
  /** integer cents, USD */
  amount: number;
  /** the line's digits */
  recipient: string;
  /**
   * false only when no one can have sent this reference yet (the first claim of the transaction's first
   * round): the look-up before sending is then skipped. Any repeat (a reclaimed lease, a backoff, a retry)
   * says true, so a re-send is always preceded by a look-up.
   */
  mayHaveBeenSent?: boolean;
}

/** The company's prepaid balance at the aggregator (its wallet): integer cents of `currency`. */
export interface WalletBalance {
  amount: number;
  currency: string;
}

/**
 * `successful`: the line is topped up (`balance`: the wallet after it, when the aggregator said).
 * `failed`: the carrier refused (or the aggregator refunded); this reference is spent, a staff retry sends
 * a new one. `processing`: not known yet; ask again later.
 */
export type TopupResult =
  | {
      status: "successful";
      ref: string;
      balance?: WalletBalance | null;
      /** what the top-up cost the company at the aggregator, integer cents USD, when it said (else null) */
      cost?: number | null;
    }
  | {
      status: "failed";
      ref: string | null;
      message: string;
      /** the failure's kind, where the adapter knows it (common/problems.ts: topup_refused, topup_refunded…) */
      code?: string | null;
    }
  | { status: "processing"; ref: string | null };

/** The operator the aggregator says a number belongs to now (number portability). */
export interface DetectedOperator {
  operatorId: string;
  name: string;
}

/** One fixed amount an operator sells at the aggregator (its catalogue). */
export interface CatalogueAmount {
  /** integer cents in the account's currency (USD): what a top-up of it sends as its amount */
  faceValue: number;
  /** integer cents of the operator's currency: what the line receives; null when the aggregator says none */
  localAmount: number | null;
  /** the aggregator's words for it ("1 GB, 7 days"), when it has any */
  description: string | null;
}

/** An operator of a country's catalogue at the aggregator, with the fixed amounts it sells. */
export interface CatalogueOperator {
  operatorId: string;
  name: string;
  /** ISO 3166 alpha-2, upper case */
  country: string;
  /** the currency the line receives (COP, MXN…) */
  localCurrency: string | null;
  /** percent of each top-up's amount the aggregator keeps back for the company (the operator's discount) */
  discountPercent: number;
  amounts: CatalogueAmount[];
}

/** What a top-up of `faceValue` cents costs the company after the operator's discount, in cents. */
export const catalogueCost = (faceValue: number, discountPercent: number): number =>
  Math.round((faceValue * (100 - discountPercent)) / 100);

export interface TopupsAdapter {
  readonly provider: "simulated" | "reloadly";
  /**
   * Tops up once per reference: looks the reference up first (unless `mayHaveBeenSent` is false) and sends
   * only when the aggregator has never seen it, so that a repeat after a crash never tops up twice. Throws TransientProviderError
   * (integrations/payments/types) when the aggregator cannot be asked.
   */
  topup(request: TopupRequest): Promise<TopupResult>;
  /**
   * Where the top-up the aggregator knows as `ref` (a `processing` or `successful` answer's) stands now: the
   * engine polls a processing one until it ends, and a successful one for REVERSAL_WATCH_MS to see it
   * reversed (a `failed` answer with the code `topup_refunded`). Throws TransientProviderError when the
   * aggregator cannot be asked.
   */
  status(ref: string): Promise<TopupResult>;
  /**
   * The wallet: read at most every WALLET_MAX_AGE_MS (a cached read, replaced by each top-up's own word on
   * the balance); `fresh` asks the aggregator now. Throws TransientProviderError when it cannot be asked.
   */
  balance(options?: { fresh?: boolean }): Promise<WalletBalance>;
  /**
   * The operator a line's digits belong to now, or null when the aggregator knows none (or the digits name
   * no country). `expected` (the line's carrier's operator id) is a hint only the simulator uses, to answer
   * it back but for a ported number. Throws TransientProviderError when it cannot be asked.
   */
  detectOperator(digits: string, expected?: string | null): Promise<DetectedOperator | null>;
  /**
   * The operators of a country (ISO alpha-2) that top up in the account's currency, with their fixed amounts
   * (a RANGE operator's: the amounts the aggregator suggests); [] for a country it does not serve. Throws
   * TransientProviderError when it cannot be asked.
   */
  operators(country: string): Promise<CatalogueOperator[]>;
}

/**
 * How long a successful top-up is asked again to see a reversal (REFUNDED after SUCCESSFUL): DESIGN.md §18
 * names no window and Reloadly's document none, so a day, which covers the carriers' reversals seen so far.
 */
export const REVERSAL_WATCH_MS = 24 * 60 * 60 * 1000;

/** How long a wallet read is kept before the aggregator is asked again. */
export const WALLET_MAX_AGE_MS = 30_000;

/**
 * A cached wallet read: kept WALLET_MAX_AGE_MS, replaced by what a top-up says of the balance. `told` hears
 * each new balance (the app keeps it where the dashboard reads it); its failure never fails the read.
 */
export function walletCache(
  read: () => Promise<WalletBalance>,
  now: () => number = Date.now,
  told?: (balance: WalletBalance) => Promise<void>,
) {
  let kept: { balance: WalletBalance; at: number } | null = null;
  const keep = (balance: WalletBalance) => {
    kept = { balance, at: now() };
    void told?.(balance).catch(() => undefined);
  };
  return {
    async get(fresh = false): Promise<WalletBalance> {
      if (!fresh && kept && now() - kept.at < WALLET_MAX_AGE_MS) return kept.balance;
      const balance = await read();
      keep(balance);
      return balance;
    },
    set(balance: WalletBalance | null | undefined) {
      if (balance) keep(balance);
    },
  };
}
