import { createAuth } from "../../src/providers/auth";
import { createHttpClient } from "../../src/providers/http";
import type { Notice, Notifier } from "../../src/providers/notifications";
import { createSessionStore } from "../../src/providers/session";
import { customer, member, owner, profileHandler, saveSession } from "./fixtures";
import { answerByBody, api, http, HttpResponse, json, recordRequests, server } from "./msw";

function setup() {
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

/** A sign-in or sign-up that worked: it says `message`, opens `/`, and the session holds `saved`. */
function expectSignedIn(result: unknown, message: string, saved: { token: string; email: string }) {
  expect(result).toEqual({ success: true, redirectTo: "/", successNotification: { message } });
  expect(localStorage.getItem("token")).toBe(saved.token);
  expect(localStorage.getItem("email")).toBe(saved.email);
}

const badCredentials = { non_field_errors: ["Unable to log in with provided credentials."] };

describe("sign-in", () => {
  it("e-mail + password: POST /api/user/token/, saves token and e-mail, success message, then `/`", async () => {
    const requests = recordRequests();
    server.use(http.post(api("/api/user/token/"), () => json({ token: "t-email" })));
    const { provider } = setup();

    const result = await provider.login({ email: "customer@demo.test", password: "demo-pass-1" });

    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/api/user/token/",
      body: { email: "customer@demo.test", password: "demo-pass-1" },
    });
    expectSignedIn(result, "You've succesfully logged in", { token: "t-email", email: "customer@demo.test" });
  });

  it("phone + PIN: POST /api/phones/token/ with phone_number and pin, saves token and phoneNumber", async () => {
    const requests = recordRequests();
    server.use(http.post(api("/api/phones/token/"), () => json({ token: "t-phone" })));
    const { provider } = setup();

    const result = await provider.login({ phoneNumber: "5550100001", pin: "1234" });

    expect(requests[0].body).toEqual({ phone_number: "5550100001", pin: "1234" });
    expect(result.success).toBe(true);
    expect(localStorage.getItem("token")).toBe("t-phone");
    expect(localStorage.getItem("phoneNumber")).toBe("5550100001");
  });

  it("bad credentials: no token saved, the server's text as the error", async () => {
    server.use(http.post(api("/api/user/token/"), () => json(badCredentials, 400)));
    const { provider } = setup();
    const result = await provider.login({ email: "customer@demo.test", password: "wrong" });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({
      name: "Sign-in failed",
      message: "Unable to log in with provided credentials.",
    });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("phone sign-in field errors come back under the API's names", async () => {
    server.use(http.post(api("/api/phones/token/"), () => json({ pin: ["This field is required."] }, 400)));
    const { provider } = setup();
    const result = await provider.login({ phoneNumber: "5550100001", pin: "" });
    expect(result.error).toMatchObject({ errors: { pin: ["This field is required."] } });
  });
});

describe("registration, password reset", () => {
  it("register: POST /api/user/create/ with the company slug, then signed in with the token it gives", async () => {
    const requests = recordRequests();
    server.use(
      http.post(api("/api/user/create/"), () =>
        json({ id: 40, email: "new@demo.test", first_name: "New", last_name: "Person", token: "t-new" }, 201),
      ),
    );
    const { provider } = setup();
    const params = {
      email: "new@demo.test",
      password: "s3cret-pass",
      first_name: "New",
      last_name: "Person",
      company_slug: "demo",
    };
    const result = await provider.register(params);
    expect(requests[0].body).toEqual(params);
    expectSignedIn(result, "You've succesfully registered new account", {
      token: "t-new",
      email: "new@demo.test",
    });
  });

  it("register failure: 'Registration failed' with the field errors", async () => {
    server.use(
      http.post(api("/api/user/create/"), () =>
        json({ email: ["A user with that email already exists."] }, 400),
      ),
    );
    const { provider } = setup();
    const result = await provider.register({
      email: "customer@demo.test",
      password: "x",
      first_name: "A",
      last_name: "B",
      company_slug: "demo",
    });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({
      name: "Registration failed",
      errors: { email: ["A user with that email already exists."] },
    });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("forgot password: POST /api/user/reset-password/; success message; the server's e-mail error text", async () => {
    const requests = recordRequests();
    server.use(
      answerByBody("/api/user/reset-password/", ({ email }: { email: string }) =>
        email.includes("@") ? json({ email }) : json({ email: ["Enter a valid email address."] }, 400),
      ),
    );
    const { provider } = setup();
    expect(await provider.forgotPassword({ email: "customer@demo.test" })).toEqual({
      success: true,
      successNotification: { message: "We've sent you an email. Please check your inbox." },
    });
    expect(requests[0].body).toEqual({ email: "customer@demo.test" });

    const failed = await provider.forgotPassword({ email: "nope" });
    expect(failed.success).toBe(false);
    expect(failed.error?.message).toBe("Enter a valid email address.");
  });

  it("reset confirmation: POST /api/user/reset-password/confirm/ {password, token}; the whole error body shown", async () => {
    const requests = recordRequests();
    server.use(
      answerByBody("/api/user/reset-password/confirm/", ({ token }: { token: string }) =>
        token === "good"
          ? json({ detail: "Password has been reset." })
          : json({ token: ["Invalid or expired token."], password: ["This password is too common."] }, 400),
      ),
    );
    const { provider } = setup();
    expect(await provider.updatePassword({ password: "n3w-pass-word", token: "good" })).toEqual({
      success: true,
      redirectTo: "/login",
      successNotification: { message: "You've succesfully reset your password" },
    });
    expect(requests[0].body).toEqual({ password: "n3w-pass-word", token: "good" });

    const failed = await provider.updatePassword({ password: "password", token: "old" });
    expect(failed.success).toBe(false);
    expect(failed.error?.message).toBe("Invalid or expired token. This password is too common.");
  });

  it("checks a company slug with POST /api/company/exists/", async () => {
    const requests = recordRequests();
    server.use(
      answerByBody("/api/company/exists/", ({ slug }: { slug: string }) => json({ exists: slug === "demo" })),
    );
    const { auth } = setup();
    expect(await auth.companyExists("demo")).toBe(true);
    expect(await auth.companyExists("nobody")).toBe(false);
    expect(requests.map((r) => r.body)).toEqual([{ slug: "demo" }, { slug: "nobody" }]);
  });
});

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

describe("identity and permissions", () => {
  it("identity: the profile with a display name; permissions from the two flags", async () => {
    saveSession({ token: "c" });
    server.use(profileHandler({ c: customer(), m: member(), o: owner() }));
    const { provider } = setup();
    expect(await provider.getIdentity()).toMatchObject({
      email: "customer@demo.test",
      name: "Casey Customer",
      hijacked: false,
      company: { name: "Demo Wireless" },
    });
    expect(await provider.getPermissions()).toEqual({ member: false, owner: false });

    localStorage.setItem("token", "m");
    expect(await setup().provider.getPermissions()).toEqual({ member: true, owner: false });
    localStorage.setItem("token", "o");
    expect(await setup().provider.getPermissions()).toEqual({ member: true, owner: true });
  });

  it("an owner counts as a member even if the member flag were missing", async () => {
    saveSession({ token: "o" });
    server.use(profileHandler({ o: { ...owner(), is_company_member: false } }));
    expect(await setup().provider.getPermissions()).toEqual({ member: true, owner: true });
  });

  it("signed out: no identity, no permissions", async () => {
    const { provider } = setup();
    expect(await provider.getIdentity()).toBeNull();
    expect(await provider.getPermissions()).toBeNull();
  });
});

describe("hijack (hijack)", () => {
  it("a member takes over a customer: POST …/hijack/, token stored apart, info notice, requests carry it", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(
      http.post(api("/api/company/customers/7/hijack/"), () => json({ token: "t-taken" })),
      profileHandler({
        "t-member": member(),
        "t-taken": { ...customer(), is_hijacked: true, hijacked_by: member() },
      }),
    );
    const { auth, provider, notices } = setup();

    expect(await auth.hijackCustomer(7)).toBe(true);
    expect(localStorage.getItem("token")).toBe("t-member");
    expect(localStorage.getItem("hijackToken")).toBe("t-taken");
    expect(notices).toEqual([
      expect.objectContaining({ type: "info", message: "You are viewing site as another user" }),
    ]);
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      "POST /api/company/customers/7/hijack/ Token t-member",
      "GET /api/user/me/ Token t-taken",
    ]);
    expect(await provider.getIdentity()).toMatchObject({ email: "customer@demo.test", hijacked: true });
  });

  it("release restores the own token and the own profile", async () => {
    saveSession({ token: "t-member", hijackToken: "t-taken" });
    server.use(profileHandler({ "t-member": member(), "t-taken": customer() }));
    const { auth, provider } = setup();
    expect(await provider.getIdentity()).toMatchObject({ email: "customer@demo.test", hijacked: true });
    const requests = recordRequests();
    auth.release();
    await vi.waitFor(() => expect(requests.some((r) => r.path === "/api/user/logout/")).toBe(true));
    expect(requests.find((r) => r.path === "/api/user/logout/")?.authorization).toBe("Token t-taken");
    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t-member");
    expect(await provider.getIdentity()).toMatchObject({ email: "member@demo.test", hijacked: false });
  });

  it("'Failed to log in as another user' when the hijack call fails or the token does not work", async () => {
    saveSession({ token: "t-member" });
    server.use(
      http.post(api("/api/company/customers/9/hijack/"), () =>
        json({ detail: "You do not have permission to perform this action." }, 403),
      ),
      profileHandler({ "t-member": member() }),
    );
    const { auth, notices } = setup();
    expect(await auth.hijackCustomer(9)).toBe(false);
    expect(await auth.hijack("t-expired")).toBe(false);
    expect(notices.map((n) => [n.type, n.message])).toEqual([
      ["error", "Failed to log in as another user"],
      ["error", "Failed to log in as another user"],
    ]);
    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t-member");
  });
});

describe("profile update", () => {
  it("PATCH /api/user/me/, 'Succesfully updated user data', the new profile is the identity", async () => {
    const requests = recordRequests();
    saveSession({ token: "c" });
    server.use(
      profileHandler({ c: customer() }),
      http.patch(api("/api/user/me/"), async ({ request }) =>
        json({ ...customer(), ...((await request.json()) as object) }),
      ),
    );
    const { auth, provider, notices } = setup();
    await provider.getIdentity();
    await auth.updateProfile({ first_name: "Cass", current_password: "old-pass", password: "n3w-pass" });
    expect(requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: "/api/user/me/",
      body: { first_name: "Cass", current_password: "old-pass", password: "n3w-pass" },
    });
    expect(notices.map((n) => [n.type, n.message])).toEqual([["success", "Succesfully updated user data"]]);
    expect(await provider.getIdentity()).toMatchObject({ first_name: "Cass", name: "Cass Customer" });
  });

  it("'Failed to update user data' and the field errors for the form", async () => {
    saveSession({ token: "c" });
    server.use(
      http.patch(api("/api/user/me/"), () =>
        json({ current_password: ["Your current password is wrong."] }, 400),
      ),
    );
    const { auth, notices } = setup();
    await expect(auth.updateProfile({ current_password: "x", password: "y" })).rejects.toMatchObject({
      statusCode: 400,
      errors: { current_password: ["Your current password is wrong."] },
    });
    expect(notices.map((n) => [n.type, n.message])).toEqual([["error", "Failed to update user data"]]);
  });
});
