import { isTransient, TransientProviderError } from "../payments/types";
import { recipientPhone } from "./recipient";
import {
  type CatalogueAmount,
  type CatalogueOperator,
  type DetectedOperator,
  type TopupRequest,
  type TopupResult,
  type TopupsAdapter,
  type WalletBalance,
  walletCache,
} from "./types";

/**
 * TOPUPS=reloadly: Reloadly's Airtime API as its published OpenAPI document describes it (github
 * Reloadly/reloadly-api-documentation, dist.yaml; the parts we use are copied, source named, in
 * tests/server/integrations/topups/fixtures/reloadly-openapi.yaml, and the tests check every request we send
 * against them):
 *
 *   POST <auth>/oauth/token  {client_id, client_secret, grant_type: "client_credentials", audience: <api>}
 *                            → {access_token, expires_in, token_type}
 *   GET  /accounts/balance   → {balance, currencyCode, currencyName, updatedAt}
 *   GET  /operators/auto-detect/phone/{phone}/countries/{iso} → {id, operatorId, name, …}
 *   GET  /operators/countries/{iso}?includePin=false&suggestedAmounts=true&suggestedAmountsMap=true
 *        → [{operatorId, name, denominationType, senderCurrencyCode, destinationCurrencyCode,
 *            internationalDiscount, fixedAmounts, localFixedAmounts, fixedAmountsDescriptions, …}]
 *   GET  /topups/reports/transactions?customIdentifier=<ref> → {content: [{transactionId, status, customIdentifier, …}]}
 *   POST /topups-async  {operatorId, amount, useLocalAmount: false, customIdentifier, recipientPhone: {countryCode, number}}
 *                 → {transactionId}; 4xx {message, errorCode} when refused
 *   GET  /topups/{transactionId}/status → {transactionId, status (PROCESSING, SUCCESSFUL, FAILED, REFUNDED),
 *                 customIdentifier, requestedAmount, discount, balanceInfo: {oldBalance, newBalance, currencyCode, …}, …}
 *
 * Every API call sends `Accept: application/com.reloadly.topups-v1+json` and the token as a bearer. The
 * token (client credentials, audience: the API's address) is kept until it expires; a 401 renews it once,
 * and callers that meet the 401 together wait for the one renewal. A top-up that may have been sent before
 * looks its reference up first and sends only when Reloadly has never seen it; a send Reloadly refuses is
 * looked up too (a second sender of one reference is refused as a duplicate: the first one's answer counts).
 * A send is asynchronous (DESIGN.md §18): its answer is `processing` with Reloadly's transaction id, which the
 * engine then asks `/topups/{id}/status` about on its backoff (`status`), and keeps asking for a while after
 * SUCCESSFUL to see a reversal (REFUNDED).
 */
const TIMEOUT_MS = 15_000;
/** A token is renewed this long before Reloadly says it expires, so that none is sent as it runs out. */
const EXPIRY_MARGIN_MS = 30_000;
export const RELOADLY_ACCEPT = "application/com.reloadly.topups-v1+json";
export const RELOADLY_AUTH_URL = "https://auth.reloadly.com";
export const RELOADLY_API_URL = "https://topups.reloadly.com";
export const RELOADLY_SANDBOX_URL = "https://topups-sandbox.reloadly.com";

export const TOPUP_MESSAGES = {
  unreachable: "The top-up provider could not be reached.",
  notSignedIn: "The top-up provider did not accept our credentials.",
  refused: "The carrier refused the top-up.",
  refunded: "The top-up was refunded by the carrier.",
  noOperator: "The carrier has no operator id at the top-up provider.",
  noCountry: "The phone number's country could not be told from its digits.",
} as const;

interface Answer {
  transactionId?: string | number;
  status?: string;
  requestedAmount?: number | string | null;
  requestedAmountCurrencyCode?: string | null;
  discount?: number | string | null;
  discountCurrencyCode?: string | null;
  customIdentifier?: string;
  errorMessage?: string | null;
  balanceInfo?: { newBalance?: number; currencyCode?: string } | null;
}

/** What Reloadly answers: a top-up (Answer), a page of them (`content`), a refusal (`message`), … */
type Reply = Answer & Record<string, unknown>;

export interface ReloadlyOptions {
  clientId: string;
  clientSecret: string;
  /** where /oauth/token is (default Reloadly's) */
  authUrl?: string;
  /** the Airtime API's address (default production), which is also the token's audience */
  apiUrl?: string;
  /** the clock tokens expire by (tests move it) */
  now?: () => number;
  /** hears each balance learnt (a read, a top-up's balanceInfo): kept for the dashboard and /metrics */
  onBalance?: (balance: WalletBalance) => Promise<void>;
}

/** Reloadly's decimal amounts in integer cents. */
const cents = (amount: unknown): number => Math.round(Number(amount) * 100);

/**
 * What a top-up cost the company: the amount sent less the aggregator's discount, both in the account's
 * currency (the document's example: 3168.4 − 63.37 is exactly what balanceInfo says left the wallet). Null
 * when either is missing or the account is not in dollars, the currency our margins are counted in.
 */
function costOf(a: Answer): number | null {
  const currency = String(a.requestedAmountCurrencyCode ?? "").toUpperCase();
  const discountCurrency = String(a.discountCurrencyCode ?? currency).toUpperCase();
  if (currency !== "USD" || discountCurrency !== "USD") return null;
  const requested = Number(a.requestedAmount);
  const discount = Number(a.discount ?? 0);
  if (!Number.isFinite(requested) || !Number.isFinite(discount)) return null;
  return cents(requested) - cents(discount);
}

/** An operator as GET /operators/countries/{iso} describes it (dist.yaml, GetOperatorByIsoResponse200). */
interface OperatorAnswer {
  id?: number;
  operatorId?: number;
  name?: string;
  denominationType?: string;
  senderCurrencyCode?: string;
  destinationCurrencyCode?: string;
  commission?: number | null;
  internationalDiscount?: number | null;
  country?: { isoName?: string } | null;
  fixedAmounts?: unknown[] | null;
  localFixedAmounts?: unknown[] | null;
  fixedAmountsDescriptions?: unknown;
  suggestedAmounts?: unknown[] | null;
  suggestedAmountsMap?: Record<string, unknown> | null;
}

/** The description of `amount`: the real API keys them by the amount ("5.00"), the document lists them. */
function descriptionOf(descriptions: unknown, amount: number, index: number): string | null {
  let found: unknown = null;
  if (Array.isArray(descriptions)) found = descriptions[index];
  else if (descriptions && typeof descriptions === "object") {
    const byAmount = descriptions as Record<string, unknown>;
    found = byAmount[amount.toFixed(2)] ?? byAmount[String(amount)];
  }
  return typeof found === "string" && found.trim() ? found.trim() : null;
}

const finite = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== "" && Number.isFinite(n) ? n : null;
};

/**
 * One operator of a country's catalogue: a FIXED operator's fixedAmounts (sent with useLocalAmount false,
 * in the account's currency) paired by position with localFixedAmounts; a RANGE operator's suggestedAmounts
 * with what suggestedAmountsMap says the line receives. Null for an operator that does not top up in our
 * account's currency (USD: costs and margins are counted in it).
 */
export function catalogueOperatorOf(o: OperatorAnswer, country: string): CatalogueOperator | null {
  const id = o.operatorId ?? o.id;
  if (id === undefined || id === null) return null;
  if (String(o.senderCurrencyCode ?? "USD").toUpperCase() !== "USD") return null;
  const fixed = String(o.denominationType ?? "").toUpperCase() === "FIXED";
  const listed = (fixed ? o.fixedAmounts : o.suggestedAmounts) ?? [];
  const amounts: CatalogueAmount[] = [];
  const seen = new Set<number>();
  listed.forEach((value, i) => {
    const amount = finite(value);
    if (amount === null || amount <= 0) return;
    const faceValue = cents(amount);
    if (seen.has(faceValue)) return;
    seen.add(faceValue);
    const local = fixed
      ? finite(o.localFixedAmounts?.[i])
      : finite(o.suggestedAmountsMap?.[String(value)] ?? o.suggestedAmountsMap?.[amount.toFixed(2)]);
    amounts.push({
      faceValue,
      localAmount: local === null ? null : cents(local),
      description: fixed ? descriptionOf(o.fixedAmountsDescriptions, amount, i) : null,
    });
  });
  amounts.sort((a, b) => a.faceValue - b.faceValue);
  return {
    operatorId: String(id),
    name: String(o.name ?? `#${id}`),
    country: String(o.country?.isoName ?? country).toUpperCase(),
    localCurrency: o.destinationCurrencyCode ? String(o.destinationCurrencyCode).toUpperCase() : null,
    discountPercent: finite(o.internationalDiscount) ?? finite(o.commission) ?? 0,
    amounts,
  };
}

function resultOf(a: Answer): TopupResult {
  const ref = a.transactionId === undefined || a.transactionId === null ? null : String(a.transactionId);
  switch (String(a.status ?? "").toUpperCase()) {
    case "SUCCESSFUL": {
      if (!ref) return { status: "processing", ref };
      const info = a.balanceInfo;
      const balance =
        info && info.newBalance !== undefined && info.newBalance !== null
          ? { amount: cents(info.newBalance), currency: String(info.currencyCode ?? "USD") }
          : null;
      return { status: "successful", ref, balance, cost: costOf(a) };
    }
    case "FAILED":
      return {
        status: "failed",
        ref,
        message: a.errorMessage || TOPUP_MESSAGES.refused,
        code: "topup_refused",
      };
    case "REFUNDED":
      return {
        status: "failed",
        ref,
        message: a.errorMessage || TOPUP_MESSAGES.refunded,
        code: "topup_refunded",
      };
    default:
      return { status: "processing", ref };
  }
}

export function reloadlyTopups(options: ReloadlyOptions): TopupsAdapter {
  const api = (options.apiUrl ?? RELOADLY_API_URL).replace(/\/$/, "");
  const auth = (options.authUrl ?? RELOADLY_AUTH_URL).replace(/\/$/, "");
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let asking: Promise<string> | null = null;

  async function post(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new TransientProviderError(TOPUP_MESSAGES.unreachable);
    }
  }

  /** One token request at a time: whoever comes while one is asked waits for its answer. */
  function askToken(): Promise<string> {
    asking ??= (async () => {
      try {
        const res = await post(`${auth}/oauth/token`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json" },
          body: JSON.stringify({
            client_id: options.clientId,
            client_secret: options.clientSecret,
            grant_type: "client_credentials",
            audience: api,
          }),
        });
        const json = (await res.json().catch(() => null)) as {
          access_token?: string;
          expires_in?: number;
        } | null;
        if (!res.ok || !json?.access_token)
          throw new TransientProviderError(`${TOPUP_MESSAGES.notSignedIn} (HTTP ${res.status})`);
        const lifetime = Number(json.expires_in ?? 0) * 1000;
        token = { value: json.access_token, expiresAt: now() + Math.max(lifetime - EXPIRY_MARGIN_MS, 0) };
        return json.access_token;
      } finally {
        asking = null;
      }
    })();
    return asking;
  }

  /** The kept token while it lasts; a new one once it expired or after `refused` met a 401. */
  function bearer(refused?: string): Promise<string> {
    if (asking) return asking;
    if (token && token.value !== refused && token.expiresAt > now()) return Promise.resolve(token.value);
    return askToken();
  }

  async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Reply | null }> {
    const send = async (value: string) =>
      post(`${api}${path}`, {
        method,
        headers: {
          accept: RELOADLY_ACCEPT,
          authorization: `Bearer ${value}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const first = await bearer();
    let res = await send(first);
    // Revoked or expired early: renewed once (by one caller), and the call repeated once.
    if (res.status === 401) res = await send(await bearer(first));
    const json = (await res.json().catch(() => null)) as Reply | null;
    if (res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403)
      throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${res.status})`);
    return { status: res.status, json };
  }

  const wallet = walletCache(
    async () => {
      const { status, json } = await call("GET", "/accounts/balance");
      if (status >= 400 || typeof json?.balance !== "number")
        throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${status})`);
      return { amount: cents(json.balance), currency: String(json.currencyCode ?? "USD") };
    },
    now,
    options.onBalance,
  );

  async function lookUp(reference: string): Promise<TopupResult | null> {
    const { status, json } = await call(
      "GET",
      `/topups/reports/transactions?customIdentifier=${encodeURIComponent(reference)}`,
    );
    if (status === 404) return null;
    if (status >= 400) throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${status})`);
    const found = (Array.isArray(json?.content) ? (json.content as Answer[]) : []).find(
      (a) => a?.customIdentifier === reference,
    );
    return found ? resultOf(found) : null;
  }

  /** Where Reloadly's top-up `ref` stands (GET /topups/{transactionId}/status). */
  async function status(ref: string): Promise<TopupResult> {
    const { status: code, json } = await call("GET", `/topups/${encodeURIComponent(ref)}/status`);
    // A top-up Reloadly gave us the id of is never unknown to it: not an answer, asked again later.
    if (code >= 400 || !json)
      throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${code})`);
    const result = resultOf({ ...json, transactionId: json.transactionId ?? ref });
    if (result.status === "successful") wallet.set(result.balance);
    return result;
  }

  return {
    provider: "reloadly",
    async topup(request: TopupRequest): Promise<TopupResult> {
      if (request.mayHaveBeenSent !== false) {
        const known = await lookUp(request.reference);
        if (known) return known;
      }
      const operatorId = Number(request.operatorId);
      if (!request.operatorId || !Number.isInteger(operatorId))
        return { status: "failed", ref: null, message: TOPUP_MESSAGES.noOperator };
      const recipient = recipientPhone(request.recipient);
      if (!recipient) return { status: "failed", ref: null, message: TOPUP_MESSAGES.noCountry };
      const { status: code, json } = await call("POST", "/topups-async", {
        operatorId,
        amount: request.amount / 100,
        useLocalAmount: false,
        customIdentifier: request.reference,
        recipientPhone: recipient,
      });
      if (code >= 400) {
        // Another worker sent this reference meanwhile (refused as a duplicate): its answer is the one.
        const known = await lookUp(request.reference);
        return (
          known ?? {
            status: "failed",
            ref: null,
            message: String(json?.message || TOPUP_MESSAGES.refused),
            code: "topup_refused",
          }
        );
      }
      // Accepted: Reloadly's id of the top-up, whose outcome the status polls tell. Most end within a
      // second, so it is asked once at once; not answered, it is processing and the engine asks later.
      const id = json?.transactionId;
      if (id === undefined || id === null) return { status: "processing", ref: null };
      return status(String(id)).catch((err) => {
        if (!isTransient(err)) throw err;
        return { status: "processing", ref: String(id) };
      });
    },

    status,

    balance(opts?: { fresh?: boolean }): Promise<WalletBalance> {
      return wallet.get(opts?.fresh);
    },

    async detectOperator(digits: string): Promise<DetectedOperator | null> {
      const recipient = recipientPhone(digits);
      if (!recipient) return null;
      const { status, json } = await call(
        "GET",
        `/operators/auto-detect/phone/${encodeURIComponent(recipient.number)}/countries/${recipient.countryCode}`,
      );
      // 404 (and 400): Reloadly knows no operator for the number.
      if (status >= 400 || !json) return null;
      const id = json.operatorId ?? json.id;
      if (id === undefined || id === null) return null;
      return { operatorId: String(id), name: String(json.name ?? "") };
    },

    async operators(country: string): Promise<CatalogueOperator[]> {
      const iso = country.toUpperCase();
      const { status, json } = await call(
        "GET",
        `/operators/countries/${encodeURIComponent(iso)}?includePin=false&suggestedAmounts=true&suggestedAmountsMap=true`,
      );
      // 404: "Country not found and/or not currently supported".
      if (status === 404) return [];
      if (status >= 400) throw new TransientProviderError(`${TOPUP_MESSAGES.unreachable} (HTTP ${status})`);
      // dist.yaml declares this answer a single object (line 6789: `$ref: GetOperatorByIsoResponse200`, whose
      // line 1090 says `type: object`), while the API answers a list of operators: both are read.
      const body: unknown = json;
      const answers = Array.isArray(body) ? body : body && typeof body === "object" ? [body] : [];
      return answers
        .map((o) => catalogueOperatorOf(o as OperatorAnswer, iso))
        .filter((o): o is CatalogueOperator => o !== null);
    },
  };
}
