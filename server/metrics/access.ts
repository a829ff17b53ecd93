import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Who may read /metrics (the API's, and a separate worker's on WORKER_METRICS_PORT): with METRICS_TOKEN
 * set, whoever sends `Authorization: Bearer <token>`; without it, only a caller on this machine that no
 * proxy forwarded — a reverse proxy on the same host connects from 127.0.0.1 too, and would otherwise
 * hand the figures to anyone. Everyone else is told there is nothing here (404), as for any unknown path.
 */
export type MetricsAccess = "allowed" | "unauthorized" | "hidden";

export interface MetricsCaller {
  /** the address the request came from (Fastify's request.ip, the socket's remoteAddress) */
  ip: string | undefined;
  authorization: string | undefined;
  /** X-Forwarded-For or Forwarded, when a proxy added one */
  forwarded: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function metricsAccess(token: string | undefined, caller: MetricsCaller): MetricsAccess {
  if (token) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(caller.authorization ?? "")?.[1];
    return given !== undefined && sameSecret(given, token) ? "allowed" : "unauthorized";
  }
  return caller.ip !== undefined && LOOPBACK.has(caller.ip) && !caller.forwarded ? "allowed" : "hidden";
}

/** Compared in constant time; hashed first so that neither the time nor an early exit tells the length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Headers that say a proxy forwarded the request. */
export const wasForwarded = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined;

/** The 401's challenge (RFC 6750). */
export const BEARER_CHALLENGE = 'Bearer realm="metrics"';
