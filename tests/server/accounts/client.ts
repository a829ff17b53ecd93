import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import { hashToken } from "../../../server/security/tokens";
import { auth, jsonBody, newIp } from "../helpers";

/** `app.inject` for the accounts calls: JSON body, optional token, optional client address. */
export function call(
  app: App,
  method: "GET" | "POST" | "PATCH",
  url: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    payload: jsonBody(opts.body),
    headers: opts.token ? auth(opts.token) : {},
    remoteAddress: opts.ip ?? newIp(),
  });
}

/** The stored row of a reset, invitation or welcome key (found by the key's hash). */
export const resetRow = (db: DB, key: string) =>
  db
    .selectFrom("password_resets")
    .selectAll()
    .where("token_hash", "=", hashToken(key))
    .executeTakeFirstOrThrow();
