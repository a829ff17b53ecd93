import { readFileSync } from "node:fs";
import http from "node:http";
import { parse } from "yaml";
import { readBody, started } from "../fakes";

/**
 * A local Reloadly that answers as its published OpenAPI document says (fixtures/reloadly-openapi.yaml, the
 * part of dist.yaml the adapter uses), on one address for both /oauth/token and the Airtime API. Every
 * request is checked against the document: its path and method, the query parameters it declares, the
 * headers it requires (a bearer on the Airtime API, which the code samples all send with
 * `Accept: application/com.reloadly.topups-v1+json`) and its body against the request schema, where
 * properties the schema does not name count as faults too. Faults are kept in `state.faults` (tests expect it
 * empty) and answered 400. It keeps what Reloadly keeps: top-ups per custom identifier (a second send of one
 * is refused), the wallet, the tokens it issued.
 */

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const doc = parse(readFileSync(new URL("./fixtures/reloadly-openapi.yaml", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/**
 * The one place the double reads the document otherwise than it says: TopUpsRequest.amount (and
 * TopUpsAsyncRequest.amount) is declared `type: integer`, while its own example (3168.4) and every code
 * sample send a decimal amount. A number. (Its answers follow the examples too: the status answer's schema
 * types operatorId, discount and requestedAmount as strings, its example — as the synchronous answer's —
 * gives numbers.)
 */
const AMOUNT_IS_A_NUMBER = {
  "TopUpsRequest.amount": "number",
  "TopUpsAsyncRequest.amount": "number",
} as Record<string, string>;

function resolve(schema: Schema): [Schema, string] {
  if (!schema.$ref) return [schema, ""];
  const name = schema.$ref.split("/").pop()!;
  return [doc.components.schemas[name], name];
}

/** The faults of `value` against `schema` (empty: valid), each naming where. */
export function schemaFaults(value: unknown, given: Schema, at = "body", named = ""): string[] {
  const [schema, name] = resolve(given);
  const type = AMOUNT_IS_A_NUMBER[named] ?? schema.type;
  const faults: string[] = [];
  const is: Record<string, (v: unknown) => boolean> = {
    object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
    array: Array.isArray,
    string: (v) => typeof v === "string",
    integer: (v) => Number.isInteger(v),
    number: (v) => typeof v === "number" && Number.isFinite(v),
    boolean: (v) => typeof v === "boolean",
  };
  if (type && !is[type]?.(value)) return [`${at}: expected ${type}, got ${JSON.stringify(value)}`];
  if (type === "object") {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) faults.push(`${at}.${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      const prop = schema.properties?.[key];
      if (!prop) faults.push(`${at}.${key}: not in the document's schema`);
      else faults.push(...schemaFaults(v, prop, `${at}.${key}`, `${name || named}.${key}`));
    }
  }
  if (type === "array" && schema.items)
    (value as unknown[]).forEach((v, i) => faults.push(...schemaFaults(v, schema.items!, `${at}[${i}]`)));
  return faults;
}

/** The document's operation for a method and path (`{name}` segments match any), with the path's parameters. */
function operationOf(method: string, pathname: string): Operation | null {
  for (const [template, ops] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(pathname) && ops[method.toLowerCase()]) return ops[method.toLowerCase()];
  }
  return null;
}

/** The faults of one request against the document. */
export function requestFaults(req: http.IncomingMessage, url: URL, body: string): string[] {
  const op = operationOf(req.method ?? "GET", url.pathname);
  if (!op) return [`${req.method} ${url.pathname}: no such operation in the document`];
  const faults: string[] = [];
  const params = op.parameters ?? [];
  for (const key of url.searchParams.keys())
    if (!params.some((p) => p.in === "query" && p.name === key)) faults.push(`query ${key}: not declared`);
  for (const p of params)
    if (p.in === "header" && p.required && !req.headers[p.name.toLowerCase()])
      faults.push(`header ${p.name}: required`);
  if (url.pathname !== "/oauth/token") {
    if (req.headers.accept !== "application/com.reloadly.topups-v1+json")
      faults.push(`header Accept: ${req.headers.accept}`);
    if (!/^Bearer \S+$/.test(String(req.headers.authorization ?? "")))
      faults.push("header Authorization: not a bearer");
  }
  const schema = op.requestBody?.content["application/json"]?.schema;
  if (schema) {
    if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
      faults.push(`header Content-Type: ${req.headers["content-type"]}`);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return [...faults, "body: not JSON"];
    }
    faults.push(...schemaFaults(json, schema));
  } else if (body) faults.push("body: the operation takes none");
  return faults;
}

export interface ReloadlyTopup {
  transactionId: number;
  status: "PROCESSING" | "SUCCESSFUL" | "FAILED" | "REFUNDED";
  customIdentifier: string;
  operatorId: number;
  requestedAmount: number;
  /** what Reloadly kept back of the amount, in the account's currency */
  discount: number;
  recipientPhone: string;
  countryCode: string;
  errorMessage?: string;
  /** how a PROCESSING top-up ends once asked enough */
  outcome?: ReloadlyTopup["status"];
  /** the wallet before and after it (the send's and the status's balanceInfo) */
  balanceInfo?: Record<string, unknown>;
}

/**
 * An operator as GET /operators/countries/{iso} answers it: every property of the document's
 * GetOperatorByIsoResponse200 (its example: Movistar Colombia), a FIXED operator's amounts by default.
 */
export function reloadlyOperator(fields: {
  id: number;
  name: string;
  country: string;
  currency: string;
  /** percent */
  discount?: number;
  fixedAmounts?: number[];
  localFixedAmounts?: number[];
  fixedAmountsDescriptions?: Record<string, string>;
  denominationType?: "FIXED" | "RANGE";
  suggestedAmounts?: number[];
  suggestedAmountsMap?: Record<string, number>;
  senderCurrencyCode?: string;
}) {
  return {
    id: fields.id,
    operatorId: fields.id,
    name: fields.name,
    bundle: false,
    data: false,
    pin: false,
    supportsLocalAmounts: true,
    denominationType: fields.denominationType ?? "FIXED",
    senderCurrencyCode: fields.senderCurrencyCode ?? "USD",
    senderCurrencySymbol: "$",
    destinationCurrencyCode: fields.currency,
    destinationCurrencySymbol: "$",
    commission: fields.discount ?? 0,
    internationalDiscount: fields.discount ?? 0,
    localDiscount: 0,
    mostPopularAmount: null,
    minAmount: null,
    maxAmount: null,
    localMinAmount: null,
    localMaxAmount: null,
    country: { isoName: fields.country, name: fields.country },
    fx: { rate: 1, currencyCode: fields.currency },
    logoUrls: [],
    fixedAmounts: fields.fixedAmounts ?? [],
    fixedAmountsDescriptions: fields.fixedAmountsDescriptions ?? {},
    localFixedAmounts: fields.localFixedAmounts ?? [],
    localFixedAmountsDescriptions: {},
    suggestedAmounts: fields.suggestedAmounts ?? [],
    suggestedAmountsMap: fields.suggestedAmountsMap ?? {},
    promotions: [],
  };
}
export type ReloadlyOperator = ReturnType<typeof reloadlyOperator>;

export async function reloadlyDouble(credentials = { clientId: "client-id", clientSecret: "client-secret" }) {
  const state = {
    /** every request's faults against the document; tests expect none */
    faults: [] as string[],
    /** POST /oauth/token requests, and their bodies */
    tokenRequests: [] as Record<string, unknown>[],
    /** the tokens issued; `revoked` ones answer 401 */
    tokens: new Set<string>(),
    revoked: new Set<string>(),
    /** expires_in of the next tokens, in seconds */
    tokenLifetime: 5_184_000,
    lookups: 0,
    posts: 0,
    /** GET /topups/{transactionId}/status requests */
    statusPolls: 0,
    balanceReads: 0,
    detections: [] as { phone: string; country: string }[],
    topups: new Map<string, ReloadlyTopup>(),
    /** the wallet, in the account's currency (USD) */
    balance: 5000,
    /** the operator's discount, percent of each top-up's amount: the wallet is charged the rest */
    discountPercent: 0,
    /** answers to give with HTTP 503 before answering normally */
    failNext: 0,
    /** new top-ups answer PROCESSING to this many look-ups and status polls minus one, then their outcome */
    processingLookups: 0,
    /** numbers whose operator moved: national number → the operator auto-detect answers */
    ported: new Map<string, { id: number; name: string }>(),
    /** the operator auto-detect answers for any other number */
    operator: { id: 341, name: "Movistar" },
    /** GET /operators/countries/{iso}: the operators by country (a country not here answers 404) */
    catalogue: {} as Record<string, ReloadlyOperator[]>,
    /**
     * answer a country's first operator as one object, as dist.yaml declares the answer (line 6789 →
     * GetOperatorByIsoResponse200, `type: object`), instead of the list the API gives
     */
    catalogueAsObject: false,
    /** the country catalogue requests, with their query strings */
    catalogueReads: [] as { country: string; query: string }[],
    /** the status new top-ups to a number ending in 13 get, and why */
    refuse: { status: "FAILED" as ReloadlyTopup["status"], message: "Invalid recipient: number not active." },
  };
  const pendingLookups = new Map<string, number>();
  /** the top-ups by Reloadly's transaction id (the status path's) */
  const byId = new Map<string, ReloadlyTopup>();
  const error = (path: string, message: string, errorCode: string | null) => ({
    timeStamp: "2026-11-28 12:00:00",
    message,
    path,
    errorCode,
    infoLink: null,
    details: [],
  });
  const asAnswer = (t: ReloadlyTopup, balanceInfo: unknown = null) => ({
    transactionId: t.transactionId,
    status: t.status,
    operatorTransactionId: null,
    customIdentifier: t.customIdentifier,
    recipientPhone: t.recipientPhone,
    recipientEmail: null,
    senderPhone: null,
    countryCode: t.countryCode,
    operatorId: t.operatorId,
    operatorName: "Movistar",
    discount: t.discount,
    discountCurrencyCode: "USD",
    requestedAmount: t.requestedAmount,
    requestedAmountCurrencyCode: "USD",
    deliveredAmount: t.requestedAmount,
    deliveredAmountCurrencyCode: "USD",
    transactionDate: "2026-11-28 12:00:00",
    pinDetail: null,
    balanceInfo,
    ...(t.errorMessage ? { errorMessage: t.errorMessage } : {}),
  });
  let issued = 0;
  let base = "";
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("content-type", "application/json");
    const send = (status: number, payload: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(payload));
    };
    const url = new URL(req.url ?? "/", "http://x");
    const faults = requestFaults(req, url, body);
    if (faults.length) {
      state.faults.push(...faults.map((f) => `${req.method} ${url.pathname}: ${f}`));
      return send(400, error(url.pathname, faults.join("; "), "INVALID_REQUEST"));
    }
    if (url.pathname === "/oauth/token") {
      const input = JSON.parse(body) as Record<string, unknown>;
      state.tokenRequests.push(input);
      if (
        input.client_id !== credentials.clientId ||
        input.client_secret !== credentials.clientSecret ||
        input.grant_type !== "client_credentials" ||
        input.audience !== base
      )
        return send(401, error("/oauth/token", "Access Denied", "INVALID_CREDENTIALS"));
      issued += 1;
      const token = `token-${issued}`;
      state.tokens.add(token);
      return send(200, {
        access_token: token,
        scope: "developer",
        expires_in: state.tokenLifetime,
        token_type: "Bearer",
      });
    }
    const token = String(req.headers.authorization).slice("Bearer ".length);
    if (!state.tokens.has(token) || state.revoked.has(token))
      return send(
        401,
        error(url.pathname, "Full authentication is required to access this resource", "INVALID_TOKEN"),
      );
    if (state.failNext > 0) {
      state.failNext -= 1;
      return send(503, error(url.pathname, "Service unavailable", null));
    }
    if (url.pathname === "/accounts/balance") {
      state.balanceReads += 1;
      return send(200, {
        balance: state.balance,
        currencyCode: "USD",
        currencyName: "US Dollar",
        updatedAt: "2026-11-28 12:00:00",
      });
    }
    const detect = url.pathname.match(/^\/operators\/auto-detect\/phone\/([^/]+)\/countries\/([^/]+)$/);
    if (detect) {
      const [phone, country] = [decodeURIComponent(detect[1]), detect[2]];
      state.detections.push({ phone, country });
      if (country.length !== 2)
        return send(
          404,
          error(url.pathname, "Country code must be 2 characters ISO-Alpha-2 country code.", null),
        );
      const op = state.ported.get(phone) ?? state.operator;
      return send(200, {
        id: op.id,
        operatorId: op.id,
        name: op.name,
        bundle: false,
        data: false,
        pin: false,
        supportsLocalAmounts: false,
        denominationType: "RANGE",
        senderCurrencyCode: "USD",
        destinationCurrencyCode: "USD",
        country: { isoName: country, name: country },
        fixedAmounts: [],
      });
    }
    const countryCatalogue = url.pathname.match(/^\/operators\/countries\/([^/]+)$/);
    if (countryCatalogue) {
      const country = decodeURIComponent(countryCatalogue[1]);
      state.catalogueReads.push({ country, query: url.search });
      const operators = state.catalogue[country];
      if (!operators)
        return send(404, error(url.pathname, "Country not found and/or not currently supported", null));
      return send(200, state.catalogueAsObject ? operators[0] : operators);
    }
    /** A processing top-up asked about: its outcome once the polls it was given are spent. */
    const asked = (t: ReloadlyTopup | undefined) => {
      if (!t || t.status !== "PROCESSING") return;
      const left = (pendingLookups.get(t.customIdentifier) ?? 0) - 1;
      pendingLookups.set(t.customIdentifier, left);
      if (left <= 0) t.status = t.outcome ?? "SUCCESSFUL";
    };
    if (req.method === "GET" && url.pathname === "/topups/reports/transactions") {
      state.lookups += 1;
      const t = state.topups.get(url.searchParams.get("customIdentifier") ?? "");
      asked(t);
      return send(200, { content: t ? [asAnswer(t)] : [] });
    }
    const notFound = () =>
      send(404, {
        timeStamp: "2026-11-28 12:00:00",
        status: 404,
        error: "Not Found",
        message: "No message available",
        path: url.pathname,
      });
    const statusOf = url.pathname.match(/^\/topups\/([^/]+)\/status$/);
    if (req.method === "GET" && statusOf) {
      state.statusPolls += 1;
      const t = byId.get(statusOf[1]);
      if (!t) return notFound();
      asked(t);
      return send(200, asAnswer(t, t.balanceInfo));
    }
    if (req.method === "POST" && (url.pathname === "/topups" || url.pathname === "/topups-async")) {
      const async = url.pathname === "/topups-async";
      state.posts += 1;
      const input = JSON.parse(body);
      if (state.topups.has(input.customIdentifier))
        return send(400, error("/topups", "Duplicated custom identifier", "DUPLICATED_CUSTOM_IDENTIFIER"));
      if (input.amount > state.balance)
        return send(400, error("/topups", "Insufficient balance", "INSUFFICIENT_BALANCE"));
      const number = String(input.recipientPhone?.number ?? "");
      const refused = number.endsWith("13");
      const t: ReloadlyTopup = {
        transactionId: 9000 + state.topups.size + 1,
        customIdentifier: input.customIdentifier,
        operatorId: input.operatorId,
        requestedAmount: input.amount,
        discount: Math.round(input.amount * state.discountPercent) / 100,
        recipientPhone: number,
        countryCode: String(input.recipientPhone?.countryCode ?? ""),
        status: state.processingLookups > 0 ? "PROCESSING" : refused ? state.refuse.status : "SUCCESSFUL",
        outcome: refused ? state.refuse.status : "SUCCESSFUL",
        ...(refused ? { errorMessage: state.refuse.message } : {}),
      };
      if (t.status === "PROCESSING") pendingLookups.set(t.customIdentifier, state.processingLookups);
      state.topups.set(t.customIdentifier, t);
      byId.set(String(t.transactionId), t);
      const old = state.balance;
      if (!refused) state.balance = Math.round((state.balance - input.amount + t.discount) * 100) / 100;
      t.balanceInfo = {
        oldBalance: old,
        newBalance: state.balance,
        currencyCode: "USD",
        currencyName: "US Dollar",
        updatedAt: "2026-11-28 12:00:00",
      };
      // The asynchronous send answers only the top-up's id (TopUpsAsyncResponse200).
      return send(200, async ? { transactionId: t.transactionId } : asAnswer(t, t.balanceInfo));
    }
    return notFound();
  });
  const double = await started(server, state, {
    successful: () => [...state.topups.values()].filter((t) => t.status === "SUCCESSFUL"),
    /** the carrier takes a top-up back (REFUNDED after SUCCESSFUL), as the status polls then answer */
    reverse: (customIdentifier: string) => {
      const t = state.topups.get(customIdentifier);
      if (!t) throw new Error(`no top-up ${customIdentifier}`);
      t.status = "REFUNDED";
    },
  });
  base = double.url;
  /** TOPUPS=reloadly's settings for this double: its credentials, both URLs its own */
  const settings = { ...credentials, authUrl: double.url, apiUrl: double.url };
  return Object.assign(double, { settings });
}
