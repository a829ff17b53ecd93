import type { App } from "../../../server/app";
import { auth, newIp } from "../helpers";

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
