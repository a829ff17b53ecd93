import { TransientProviderError } from "../payments/types";
import { recipientPhone } from "./recipient";
import type { TopupRequest, TopupResult, TopupsAdapter } from "./types";

/**
 * TOPUPS=http: an aggregator in the style of Reloadly / DT One, with our reference as its custom
 * identifier. The calls (JSON, `Authorization: Bearer <TOPUPS_API_KEY>`):
 *
 *   GET  /topups/reports/transactions?customIdentifier=<ref>  → {content: [{transactionId, status, customIdentifier, errorMessage?}]}
 *   POST /topups  {operatorId, productId?, amount, useLocalAmount: false, customIdentifier, recipientPhone: {countryCode, number}}
 *                 (the line's own country and national number: recipient.ts)
 *                 → {transactionId, status, customIdentifier, errorMessage?}; 4xx {message, errorCode} when refused
 *
 * status is PROCESSING, SUCCESSFUL, FAILED or REFUNDED. A top-up that may have been sent before (any
 * repeat) looks its reference up first and sends only when the aggregator has never seen it: a repeat after a
 * crash or a timeout never tops up twice. Two senders racing on one reference: the aggregator refuses the
 * second custom identifier (409), and that one looks the first's answer up.
 */
const TIMEOUT_MS = 15_000;

export const TOPUP_MESSAGES = {
  unreachable: "The top-up provider could not be reached.",
  refused: "The carrier refused the top-up.",
  refunded: "The top-up was refunded by the carrier.",
  noOperator: "The carrier has no operator id at the top-up provider.",
  noCountry: "The phone number's country could not be told from its digits.",
} as const;

interface Answer {
  transactionId?: string | number;
  status?: string;
  customIdentifier?: string;
  errorMessage?: string | null;
}

/** What the provider answers: a top-up (Answer), a page of them (`content`) or a refusal (`message`). */
type Reply = Answer & { content?: unknown; message?: unknown };

export interface HttpTopupsOptions {
  url: string;
  apiKey?: string;
}

function resultOf(a: Answer): TopupResult {
  const ref = a.transactionId === undefined ? null : String(a.transactionId);
  switch (String(a.status ?? "").toUpperCase()) {
    case "SUCCESSFUL":
      return ref ? { status: "successful", ref } : { status: "processing", ref };
    case "FAILED":
      return { status: "failed", ref, message: a.errorMessage || TOPUP_MESSAGES.refused };
    case "REFUNDED":
      return { status: "failed", ref, message: a.errorMessage || TOPUP_MESSAGES.refunded };
    default:
      return { status: "processing", ref };
  }
}

export function httpTopups(options: HttpTopupsOptions): TopupsAdapter {
  const base = options.url.replace(/\/$/, "");
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Reply | null }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new TransientProviderError(TOPUP_MESSAGES.unreachable);
    }
    const json = (await res.json().catch(() => null)) as Reply | null;
    if (res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403)
      throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${res.status})`);
    return { status: res.status, json };
  }

  async function lookUp(reference: string): Promise<TopupResult | null> {
    const { status, json } = await call(
      "GET",
      `/topups/reports/transactions?customIdentifier=${encodeURIComponent(reference)}`,
    );
    if (status === 404) return null;
    if (status >= 400) throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${status})`);
    const found = (Array.isArray(json?.content) ? (json.content as Answer[]) : []).find(
      (a) => a.customIdentifier === reference,
    );
    return found ? resultOf(found) : null;
  }

  return {
    provider: "http",
    async topup(request: TopupRequest): Promise<TopupResult> {
      if (request.mayHaveBeenSent !== false) {
        const known = await lookUp(request.reference);
        if (known) return known;
      }
      if (!request.operatorId) return { status: "failed", ref: null, message: TOPUP_MESSAGES.noOperator };
      const recipient = recipientPhone(request.recipient);
      if (!recipient) return { status: "failed", ref: null, message: TOPUP_MESSAGES.noCountry };
      const { status, json } = await call("POST", "/topups", {
        operatorId: request.operatorId,
        ...(request.productId ? { productId: request.productId } : {}),
        amount: (request.amount / 100).toFixed(2),
        useLocalAmount: false,
        customIdentifier: request.reference,
        recipientPhone: recipient,
      });
      // Another worker sent this reference meanwhile: its answer is the one.
      if (status === 409) return (await lookUp(request.reference)) ?? { status: "processing", ref: null };
      if (status >= 400)
        return { status: "failed", ref: null, message: String(json?.message || TOPUP_MESSAGES.refused) };
      return resultOf(json ?? {});
    },
  };
}
