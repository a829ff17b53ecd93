/** A top-up at the carrier, through an aggregator (Reloadly, DT One…) or the simulator. */
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

/**
 * `successful`: the line is topped up. `failed`: the carrier refused (or the aggregator refunded); this
 * reference is spent, a staff retry sends a new one. `processing`: not known yet; ask again later.
 */
export type TopupResult =
  | { status: "successful"; ref: string }
  | { status: "failed"; ref: string | null; message: string }
  | { status: "processing"; ref: string | null };

export interface TopupsAdapter {
  readonly provider: "simulated" | "http";
  /**
   * Tops up once per reference: looks the reference up first (unless `mayHaveBeenSent` is false) and sends
   * only when the aggregator has never seen it, so that a repeat after a crash never tops up twice. Throws TransientProviderError
   * (integrations/payments/types) when the aggregator cannot be asked.
   */
  topup(request: TopupRequest): Promise<TopupResult>;
}
