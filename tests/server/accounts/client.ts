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

/** POST /api/user/create/, the public sign-up, with this body (from a fresh client address). */
export const postSignUp = (app: App, body: Record<string, unknown>) =>
  call(app, "POST", "/api/user/create/", { body });

/** The password of signUpBody(): one the sign-up's strength check accepts. */
export const SIGN_UP_PASSWORD = "blue-harbor-42";

/** A sign-up body that passes: this e-mail, SIGN_UP_PASSWORD, and the person's names and company. */
export const signUpBody = (
  email: string,
  person: { first_name: string; last_name: string; company_slug: string },
) => ({ email, password: SIGN_UP_PASSWORD, ...person });

/** The stored row of a reset, invitation or welcome key (found by the key's hash). */
export const resetRow = (db: DB, key: string) =>
  db
    .selectFrom("password_resets")
    .selectAll()
    .where("token_hash", "=", hashToken(key))
    .executeTakeFirstOrThrow();
