import { createAuth } from "../../../src/providers/auth";
import { createHttpClient } from "../../../src/providers/http";
import type { Notice, Notifier } from "../../../src/providers/notifications";
import { createSessionStore } from "../../../src/providers/session";

/** Shared by the auth provider's tests (sign-in, session, identity). */

/** The auth provider over this window's storage, with a notifier that keeps its notices and a fake reload. */
export function setup() {
  const notices: Notice[] = [];
  const notifier: Notifier = {
    open: (notice) => notices.push(notice),
    close: () => {},
    success: (message, description, key) => notices.push({ type: "success", message, description, key }),
    error: (message, description, key) => notices.push({ type: "error", message, description, key }),
    info: (message, description, key) => notices.push({ type: "info", message, description, key }),
  };
  const session = createSessionStore(window.localStorage);
  const http = createHttpClient({ baseUrl: "", authorization: session.authorization });
  const reload = vi.fn();
  const auth = createAuth({ http, session, notifier, reload });
  return { auth, provider: auth.provider, session, notices, reload };
}

/**
 * A sign-in or sign-up that worked: it says `message`, opens `lands` (`/`; a new customer's first steps
 * after signing up), and the session holds `saved`.
 */
export function expectSignedIn(
  result: unknown,
  message: string,
  saved: { token: string; email: string },
  lands = "/",
) {
  expect(result).toEqual({ success: true, redirectTo: lands, successNotification: { message } });
  expect(localStorage.getItem("token")).toBe(saved.token);
  expect(localStorage.getItem("email")).toBe(saved.email);
}
