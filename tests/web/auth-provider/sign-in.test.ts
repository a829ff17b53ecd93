import { answerByBody, api, http, json, recordRequests, server } from "../msw";
import { expectSignedIn, setup } from "./support";

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
        json(
          {
            id: 40,
            email: "new@demo.test",
            first_name: "New",
            last_name: "Person",
            language: "en",
            token: "t-new",
          },
          201,
        ),
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
    // The panel's language goes with it (English here): the account's e-mails follow it.
    expect(requests[0].body).toEqual({ ...params, language: "en" });
    expectSignedIn(
      result,
      "You've succesfully registered new account",
      { token: "t-new", email: "new@demo.test" },
      "/welcome",
    );
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
      answerByBody("/api/company/exists/", ({ slug }: { slug: string }) =>
        json({ exists: slug === "demo", name: slug === "demo" ? "Demo Wireless" : null, logo_url: null }),
      ),
    );
    const { auth } = setup();
    expect(await auth.companyExists("demo")).toBe(true);
    expect(await auth.companyExists("nobody")).toBe(false);
    expect(requests.map((r) => r.body)).toEqual([{ slug: "demo" }, { slug: "nobody" }]);
  });
});
