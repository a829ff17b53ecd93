import type { HttpError } from "@refinedev/core";
import { t } from "../i18n";
import { readerWords } from "../i18n/server-words";

/**
 * The one way the panel talks to the API: JSON over fetch, `Authorization: Token <token>` on every call,
 * Django REST Framework error bodies turned into Refine's HttpError (field errors in `errors`, so that
 * forms show them beside their fields), their messages in the reader's language (i18n/server-words.ts).
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type QueryValue = string | number | boolean | null | undefined | Array<string | number | boolean>;
export type Query = Record<string, QueryValue> | Array<[string, string]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Field errors by field name (`items.0.name` for nested ones), each a list of messages. */
export type FieldErrors = Record<string, string[]>;

/** An answer other than 2xx, or no answer at all (statusCode 0). */
export class ApiError extends Error implements HttpError {
  readonly statusCode: number;
  /** Field errors of a 400 (non_field_errors excluded: they are in `message`). */
  readonly errors?: FieldErrors;
  /** The parsed body as the server sent it. */
  readonly body: unknown;
  /** Every message of the body, in order: detail, non_field_errors, then each field's. */
  readonly messages: string[];

  constructor(statusCode: number, body: unknown) {
    const words = (text: string) => readerWords(text).text;
    const { messages, fields, nonField } = parseErrorBody(body, words);
    const detail = isRecord(body) && typeof body.detail === "string" ? words(body.detail) : undefined;
    super(
      detail ??
        (nonField.length ? nonField.join(" ") : undefined) ??
        messages[0] ??
        (statusCode === 0
          ? t("layout.serverUnreachable")
          : t("layout.requestFailed", { status: statusCode })),
    );
    this.name = "ApiError";
    this.statusCode = statusCode;
    this.body = body;
    this.messages = messages.length ? messages : [this.message];
    if (Object.keys(fields).length) this.errors = fields;
  }

  /** The first message the server gave for one field, if any. */
  fieldMessage(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseErrorBody(
  body: unknown,
  words: (text: string) => string,
): { messages: string[]; fields: FieldErrors; nonField: string[] } {
  const messages: string[] = [];
  const fields: FieldErrors = {};
  const nonField: string[] = [];
  if (typeof body === "string" && body.trim()) messages.push(words(body.trim()));
  if (Array.isArray(body))
    messages.push(...body.filter((m): m is string => typeof m === "string").map(words));
  if (!isRecord(body)) return { messages, fields, nonField };

  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") (fields[path] ??= []).push(words(value));
    else if (Array.isArray(value))
      value.forEach((item, index) => walk(item, typeof item === "string" ? path : `${path}.${index}`));
    else if (isRecord(value)) for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const [key, value] of Object.entries(body)) {
    if (key === "detail") {
      if (typeof value === "string") messages.push(words(value));
    } else if (key === "non_field_errors") {
      const list = Array.isArray(value) ? value : [value];
      nonField.push(...list.filter((m): m is string => typeof m === "string").map(words));
    } else walk(value, key);
  }
  messages.push(...nonField, ...Object.values(fields).flat());
  return { messages, fields, nonField };
}

export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  const entries = Array.isArray(query) ? query : Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === "") continue;
    // Several values of one filter travel comma-separated (`status=error,action_required`).
    params.append(key, Array.isArray(value) ? value.map(String).join(",") : String(value));
  }
  return params;
}

export interface HttpClient {
  readonly baseUrl: string;
  /** Absolute address of an API path (`/api/...`); an absolute URL is returned as it is. */
  url(path: string, query?: Query): string;
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  /**
   * Starts a GET ahead of the screen that will make it (the panel's start, App.tsx): the first identical GET
   * (same address, same Authorization) within PREFETCH_KEPT_MS takes its answer instead of asking again.
   */
  prefetch(path: string, query?: Query): void;
  /**
   * A GET whose answer is a file (a CSV export): read as it arrives, `onProgress` told the bytes so far;
   * an error answer is an ApiError as for any call, a transfer cut part-way a DownloadInterrupted.
   */
  download(path: string, query: Query, onProgress?: (received: Uint8Array) => void): Promise<DownloadedFile>;
}

/** A file the API sent, with the name its Content-Disposition gives (null without one). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The server started a file and stopped before its end: what arrived is not the whole file. */
export class DownloadInterrupted extends Error {
  constructor() {
    super(t("layout.downloadStopped"));
    this.name = "DownloadInterrupted";
  }
}

/** `attachment; filename="rentals-2026-11-26.csv"` → the name. */
export const filenameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? null;

/** How long a prefetched answer waits for the screen that asks for it; a later GET asks the server again. */
export const PREFETCH_KEPT_MS = 10_000;

interface RawResponse {
  ok: boolean;
  status: number;
  text: string;
}

export interface HttpClientOptions {
  /** Base address of the API; "" means the page's own origin. */
  baseUrl: string;
  /** The Authorization header value to send, read at each call. */
  authorization: () => string | undefined;
  fetch?: typeof fetch;
}

export function createHttpClient({ baseUrl, authorization, fetch: fetchFn }: HttpClientOptions): HttpClient {
  const base = baseUrl.replace(/\/+$/, "");

  const prefetched = new Map<string, { response: Promise<RawResponse>; until: number }>();
  const takePrefetched = (key: string) => {
    const entry = prefetched.get(key);
    prefetched.delete(key);
    return entry && entry.until >= Date.now() ? entry.response : undefined;
  };

  async function send(
    method: Method,
    url: string,
    auth: string | undefined,
    options: RequestOptions,
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (auth) headers.Authorization = auth;
    let body: string | ArrayBuffer | undefined;
    if (options.body instanceof Blob) {
      // A file (the company's logo) goes as its own bytes.
      headers["Content-Type"] = options.body.type || "application/octet-stream";
      body = await options.body.arrayBuffer();
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await (fetchFn ?? globalThis.fetch)(url, { method, headers, body, signal: options.signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, undefined);
    }
    const text = response.status === 204 ? "" : await response.text();
    return { ok: response.ok, status: response.status, text };
  }

  const client: HttpClient = {
    baseUrl: base,
    url(path, query) {
      const joined = /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith("/") ? "" : "/"}${path}`;
      const url = new URL(joined, globalThis.location?.href ?? "http://localhost/");
      toSearchParams(query).forEach((value, key) => url.searchParams.append(key, value));
      return url.toString();
    },
    async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
      const url = client.url(path, options.query);
      const auth = authorization();
      const ahead = method === "GET" && !options.headers ? takePrefetched(`${auth} ${url}`) : undefined;
      const response = await (ahead ?? send(method, url, auth, options));
      let parsed: unknown = undefined;
      if (response.text) {
        try {
          parsed = JSON.parse(response.text);
        } catch {
          // Not JSON (a proxy's HTML error page, say): the status alone speaks.
          parsed = undefined;
        }
      }
      if (!response.ok) throw new ApiError(response.status, parsed);
      return parsed as T;
    },
    prefetch(path, query) {
      const url = client.url(path, query);
      const auth = authorization();
      const response = send("GET", url, auth, {});
      // Unclaimed, its failure is nobody's business: the screen's own call meets it again.
      response.catch(() => undefined);
      prefetched.set(`${auth} ${url}`, { response, until: Date.now() + PREFETCH_KEPT_MS });
    },
    async download(path, query, onProgress) {
      const headers: Record<string, string> = {};
      const auth = authorization();
      if (auth) headers.Authorization = auth;
      let response: Response;
      try {
        response = await (fetchFn ?? globalThis.fetch)(client.url(path, query), { headers });
      } catch {
        throw new ApiError(0, undefined);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        throw new ApiError(response.status, parsed);
      }
      const parts: Uint8Array[] = [];
      try {
        const reader = response.body!.getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          parts.push(next.value);
          onProgress?.(next.value);
        }
      } catch {
        throw new DownloadInterrupted();
      }
      const type = response.headers.get("content-type") ?? "application/octet-stream";
      return {
        blob: new Blob(parts as BlobPart[], { type }),
        filename: filenameOf(response.headers.get("content-disposition")),
      };
    },
    get: (path, query) => client.request("GET", path, { query }),
    post: (path, body) => client.request("POST", path, { body: body ?? {} }),
    patch: (path, body) => client.request("PATCH", path, { body: body ?? {} }),
  };
  return client;
}
