import { customer, member, profileHandler, saveSession } from "../fixtures";
import { api, http, HttpResponse, recordRequests, server } from "../msw";
import { setup } from "./support";

describe("session check", () => {
  it("restores the saved token, then loads the profile once with it", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-saved", email: "customer@demo.test" });
    server.use(profileHandler({ "t-saved": customer() }));
    const { provider } = setup();

    expect(await provider.check()).toEqual({ authenticated: true });
    expect(await provider.check()).toEqual({ authenticated: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: "/api/user/me/", authorization: "Token t-saved" });
  });

  it("without a saved session: not authenticated, go to /login, nothing asked of the server", async () => {
    const requests = recordRequests();
    const { provider, notices } = setup();
    expect(await provider.check()).toEqual({ authenticated: false, redirectTo: "/login" });
    expect(requests).toHaveLength(0);
    expect(notices).toHaveLength(0);
  });

  it("a failed profile load clears the token and the e-mail, says 'Unable to authenticate', and goes to /login", async () => {
    saveSession({ token: "t-stale", email: "customer@demo.test" });
    server.use(profileHandler({}));
    const { provider, notices } = setup();

    expect(await provider.check()).toEqual({ authenticated: false, redirectTo: "/login" });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("email")).toBeNull();
    expect(notices).toEqual([expect.objectContaining({ type: "error", message: "Unable to authenticate" })]);
  });

  it("concurrent checks share one profile request and one notice", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-stale" });
    server.use(profileHandler({}));
    const { provider, notices } = setup();
    await Promise.all([provider.check(), provider.check(), provider.getIdentity()]);
    expect(requests).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it.each(["", "null", "undefined"])(
    "a stored hijack value of %j releases the user and reloads the page",
    async (stored) => {
      const requests = recordRequests();
      saveSession({ token: "t-own", hijackToken: stored });
      server.use(profileHandler({ "t-own": member() }));
      const { provider, reload } = setup();

      expect(await provider.check()).toEqual({ authenticated: true });
      expect(reload).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem("hijackToken")).toBeNull();
      expect(localStorage.getItem("token")).toBe("t-own");
      expect(requests[0].authorization).toBe("Token t-own");
    },
  );

  it.each(["", "null", "undefined"])(
    "a stored hijack value of %j: the profile call the reload cuts short does not sign the user out",
    async (stored) => {
      // In the browser, location.reload() aborts the profile request that is on its way; that failure
      // is the page going away, not a bad token: the own session must survive for the reloaded page.
      saveSession({ token: "t-own", email: "member@demo.test", hijackToken: stored });
      server.use(http.get(api("/api/user/me/"), () => HttpResponse.error()));
      const { provider, reload, notices } = setup();

      const outcome = await Promise.race([
        Promise.all([provider.check(), provider.getIdentity()]),
        new Promise((settle) => setTimeout(() => settle("still pending"), 100)),
      ]);

      expect(reload).toHaveBeenCalledTimes(1);
      expect(outcome).toBe("still pending");
      expect(localStorage.getItem("token")).toBe("t-own");
      expect(localStorage.getItem("email")).toBe("member@demo.test");
      expect(localStorage.getItem("hijackToken")).toBeNull();
      expect(notices).toEqual([]);
    },
  );

  it("onError: a 401 signs out with 'Unable to authenticate'; a 403 does not", async () => {
    saveSession({ token: "t-own", email: "member@demo.test" });
    const { provider, notices } = setup();
    expect(
      await provider.onError({
        statusCode: 403,
        message: "You do not have permission to perform this action.",
      }),
    ).toEqual({});
    expect(localStorage.getItem("token")).toBe("t-own");

    const result = await provider.onError({ statusCode: 401, message: "Invalid token." });
    expect(result).toMatchObject({ logout: true, redirectTo: "/login" });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("email")).toBeNull();
    expect(notices.map((n) => n.message)).toEqual(["Unable to authenticate"]);
  });

  it("logout revokes both tokens on the server, erases the session and goes to /login", async () => {
    saveSession({ token: "t-own", email: "member@demo.test", hijackToken: "t-taken" });
    const requests = recordRequests();
    const { provider } = setup();
    expect(await provider.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`).sort()).toEqual([
      "POST /api/user/logout/ Token t-own",
      "POST /api/user/logout/ Token t-taken",
    ]);
    for (const key of ["token", "email", "phoneNumber", "hijackToken"])
      expect(localStorage.getItem(key)).toBeNull();
  });
});
