import { randomBytes } from "node:crypto";
import type { App } from "../../../server/app";
import { auth } from "../helpers";

/** A fresh client address, so that a test's requests do not count against another test's per-IP limit. */
export const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;

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
    payload: opts.body as any,
    headers: opts.token ? auth(opts.token) : {},
    remoteAddress: opts.ip ?? newIp(),
  });
}
