import { screen, waitFor, within } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { safeReturnPath } from "../../../src/pages/use-auth-action";
import { customer, profileHandler } from "../fixtures";
import { answerByBody, api, http, json, recordRequests, server } from "../msw";
import {
  currentPath,
  fillIn,
  findFieldError,
  findNotice,
  preloadRoutes,
  renderApp,
  waitForPath,
  withScreens,
} from "../render";

const resources = withScreens({ transactions: ["list"], "phone-numbers": ["list"] });

type User = ReturnType<typeof renderApp>["user"];

/** Types `values` into the fields labelled with their keys (once the form shows them) and presses `button`. */
async function submit(user: User, values: Record<string, string>, button: string) {
  await fillIn(user, document.body, values);
  await user.click(screen.getByRole("button", { name: button }));
}

/** POST `path` (a sign-in) answering `token`, and GET /api/user/me/ answering a customer's profile for it. */
const signInAnswers = (path: string, token: string) => [
  http.post(api(path), () => json({ token })),
  profileHandler({ [token]: customer() }),
];

const badCredentials = { non_field_errors: ["Unable to log in with provided credentials."] };

beforeAll(async () => {
  await preloadRoutes();
  await Promise.all([
    import("../../../src/pages/signup/SignupPage"),
    import("../../../src/pages/forgot-password/ForgotPasswordPage"),
    import("../../../src/pages/forgot-password/ResetPasswordPage"),
  ]);
}, 60_000);

describe("/login", () => {
  it("e-mail + password: signs in, says so, then opens / (its first entry)", async () => {
    const requests = recordRequests();
    server.use(...signInAnswers("/api/user/token/", "t-new"));
    const { user } = renderApp("/login", { resources });
    await submit(user, { "E-mail": "customer@demo.test", Password: "demo-pass-1" }, "Sign in");

    await findNotice("You've succesfully logged in");
    expect(document.querySelector(".ant-notification-notice-success")).not.toBeNull();
    await waitForPath("/transactions");
    expect(requests[0]).toMatchObject({
      method: "POST",
      path: "/api/user/token/",
      body: { email: "customer@demo.test", password: "demo-pass-1" },
    });
    expect(localStorage.getItem("token")).toBe("t-new");
    expect(localStorage.getItem("email")).toBe("customer@demo.test");
    // Then the profile is loaded with the new token.
    expect(requests.find((r) => r.path === "/api/user/me/")?.authorization).toBe("Token t-new");
  });

  it("goes back to the page that asked for signing in (?to=)", async () => {
    server.use(...signInAnswers("/api/user/token/", "t-new"));
    const { user } = renderApp("/phone-numbers", { resources });
    await waitForPath("/login?to=%2Fphone-numbers");
    await submit(user, { "E-mail": "customer@demo.test", Password: "demo-pass-1" }, "Sign in");
    await waitForPath("/phone-numbers");
    expect(await screen.findByText("Phone numbers list screen")).toBeInTheDocument();
  });

  it("never follows ?to= off the site", () => {
    expect(safeReturnPath("/phone-numbers?page=2")).toBe("/phone-numbers?page=2");
    expect(safeReturnPath("//evil.example/")).toBeUndefined();
    expect(safeReturnPath("https://evil.example/")).toBeUndefined();
    expect(safeReturnPath("/\\evil.example")).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
  });

  it("bad credentials: the server's text, no session", async () => {
    server.use(http.post(api("/api/user/token/"), () => json(badCredentials, 400)));
    const { user } = renderApp("/login", { resources });
    await submit(user, { "E-mail": "customer@demo.test", Password: "wrong" }, "Sign in");

    const notice = await findNotice("Sign-in failed");
    expect(notice).toHaveTextContent("Unable to log in with provided credentials.");
    expect(document.querySelector(".ant-notification-notice-error")).not.toBeNull();
    // Also above the form, where it stays after the notice is gone.
    expect(await within(screen.getByRole("main")).findByRole("alert")).toHaveTextContent(
      "Unable to log in with provided credentials.",
    );
    expect(localStorage.getItem("token")).toBeNull();
    expect(currentPath()).toBe("/login");
  });

  it("phone + PIN: POST /api/phones/token/, saves the phone number; a link leads to the forgotten password", async () => {
    const requests = recordRequests();
    server.use(...signInAnswers("/api/phones/token/", "t-phone"));
    const { user } = renderApp("/login", { resources });
    expect(await screen.findByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await user.click(screen.getByText("Phone and PIN"));
    await submit(user, { "Phone number": "5550100001", PIN: "1234" }, "Sign in");

    await waitForPath("/transactions");
    expect(requests[0]).toMatchObject({
      path: "/api/phones/token/",
      body: { phone_number: "5550100001", pin: "1234" },
    });
    expect(localStorage.getItem("token")).toBe("t-phone");
    expect(localStorage.getItem("phoneNumber")).toBe("5550100001");
  });

  it("phone sign-in field errors appear beside the fields", async () => {
    server.use(http.post(api("/api/phones/token/"), () => json({ pin: ["Enter 4 to 8 digits."] }, 400)));
    const { user } = renderApp("/login", { resources });
    await user.click(await screen.findByText("Phone and PIN"));
    await submit(user, { "Phone number": "5550100001", PIN: "12" }, "Sign in");
    await waitFor(() =>
      expect(screen.getByLabelText("PIN")).toHaveAccessibleDescription("Enter 4 to 8 digits."),
    );
    expect(screen.getByLabelText("PIN")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Phone number")).not.toHaveAttribute("aria-invalid");
  });

  it("asks for what is left empty beside the field, sends nothing, and asks again only once it is empty", async () => {
    const requests = recordRequests();
    const { user } = renderApp("/login", { resources });
    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter your e-mail.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    await user.type(screen.getByLabelText("E-mail"), "a");
    expect(screen.getByLabelText("E-mail")).not.toHaveAccessibleDescription("Enter your e-mail.");
    await user.clear(screen.getByLabelText("E-mail"));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter your e-mail.");
    expect(requests).toHaveLength(0);
  });

  it("shows what is typed in the password only when asked", async () => {
    const { user } = renderApp("/login", { resources });
    const password = await screen.findByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show what is typed" }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Show what is typed" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("draws nothing of antd's until a notice needs it (issue 40)", async () => {
    const requests = recordRequests();
    renderApp("/login", { resources });
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.getByRole("radio", { name: "E-mail and password" })).toBeChecked();
    expect(document.querySelector("[class*='ant-']")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe("/signup/{slug}", () => {
  const exists = (known: string[]) =>
    answerByBody("/api/company/exists/", ({ slug }: { slug: string }) =>
      json(
        known.includes(slug)
          ? { exists: true, name: "Demo Wireless", logo_url: null }
          : { exists: false, name: null, logo_url: null },
      ),
    );

  /**
   * Nia New signs up at /signup/demo (a company that exists) with `email` and `password`, POST
   * /api/user/create/ answering `body` with `status`; `more`: other answers the test needs.
   */
  async function signUp(
    { email, password, phone }: { email: string; password: string; phone?: string },
    answer: { status: number; body: Record<string, unknown> },
    ...more: RequestHandler[]
  ) {
    server.use(
      exists(["demo"]),
      http.post(api("/api/user/create/"), () => json(answer.body, answer.status)),
      ...more,
    );
    const view = renderApp("/signup/demo", { resources });
    await submit(
      view.user,
      {
        "First name": "Nia",
        "Last name": "New",
        "E-mail": email,
        Password: password,
        ...(phone ? { "Phone number (optional)": phone } : {}),
      },
      "Sign up",
    );
    return view;
  }

  it("shows that the company's slug is unknown instead of the form", async () => {
    server.use(exists(["demo"]));
    renderApp("/signup/nobody", { resources });
    expect(await screen.findByText("Unknown company")).toBeInTheDocument();
    expect(screen.getByText(/No company uses the address "nobody"/)).toBeInTheDocument();
    expect(screen.queryByLabelText("E-mail")).not.toBeInTheDocument();
  });

  it("registers for the company of the slug, signs the new customer in and says so", async () => {
    const { requests } = await signUp(
      { email: "new@demo.test", password: "a-long-pass-1" },
      {
        status: 201,
        body: {
          id: 41,
          email: "new@demo.test",
          first_name: "Nia",
          last_name: "New",
          language: "en",
          token: "t-registered",
        },
      },
      profileHandler({ "t-registered": customer() }),
    );

    await findNotice("You've succesfully registered new account");
    // A new customer lands on their first steps (src/pages/welcome).
    await waitForPath("/welcome");
    expect(requests.map((r) => [r.path, r.body])).toContainEqual([
      "/api/user/create/",
      {
        first_name: "Nia",
        last_name: "New",
        email: "new@demo.test",
        password: "a-long-pass-1",
        company_slug: "demo",
        language: "en",
      },
    ]);
    expect(requests[0]).toMatchObject({ path: "/api/company/exists/", body: { slug: "demo" } });
    expect(localStorage.getItem("token")).toBe("t-registered");
  });

  it("offers the profile's consent to texts: ticked, the number is sent as sms_phone; the server's refusal shows beside it", async () => {
    server.use(
      exists(["demo"]),
      http.post(api("/api/user/create/"), () => json({ sms_phone: ["Enter a valid phone number."] }, 400)),
    );
    const { user, requests } = renderApp("/signup/demo", { resources });
    const agree = await screen.findByRole("checkbox", { name: /Text me receipts/ });
    expect(screen.queryByLabelText("Number for texts")).not.toBeInTheDocument();
    await user.click(agree);
    await submit(
      user,
      {
        "First name": "Nia",
        "Last name": "New",
        "E-mail": "new@demo.test",
        Password: "a-long-pass-1",
        "Number for texts": "(555) 019-7788",
      },
      "Sign up",
    );
    await findNotice("Registration failed");
    await findFieldError(document.body, "Number for texts", "Enter a valid phone number.");
    expect(requests.find((r) => r.path === "/api/user/create/")?.body).toMatchObject({
      sms_phone: "(555) 019-7788",
    });
  });

  it("sends the phone number when one is typed; the server's refusal of it shows beside it", async () => {
    const { requests } = await signUp(
      { email: "new@demo.test", password: "a-long-pass-1", phone: "(555) 019-7788" },
      { status: 400, body: { phone_number: ["This phone number is already registered."] } },
    );
    await findNotice("Registration failed");
    await findFieldError(
      document.body,
      "Phone number (optional)",
      "This phone number is already registered.",
    );
    expect(requests.find((r) => r.path === "/api/user/create/")?.body).toMatchObject({
      email: "new@demo.test",
      phone_number: "(555) 019-7788",
    });
  });

  it("draws nothing of antd's (issue 40); the optional phone says what it is for; a required field left empty says so", async () => {
    server.use(exists(["demo"]));
    const requests = recordRequests();
    const { user } = renderApp("/signup/demo", { resources });
    const phone = await screen.findByLabelText("Phone number (optional)");
    expect(document.querySelector("[class*='ant-']")).toBeNull();
    expect(phone).toHaveAccessibleDescription("The line you will refill. You can also add it later.");
    expect(phone).not.toHaveAttribute("aria-required");
    expect(screen.getByRole("heading", { level: 2, name: "Text messages" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Enter your first name.");
    expect(screen.getByLabelText("First name")).toHaveFocus();
    // Ticked, the number for texts is asked for; unticked again, it is neither asked for nor sent.
    await user.click(screen.getByRole("checkbox", { name: /Text me receipts/ }));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Number for texts")).toHaveAccessibleDescription(
      /^Enter the number to text you at\. Message and data rates may apply/,
    );
    await user.type(screen.getByLabelText("Number for texts"), "(555) 019-7788");
    await user.click(screen.getByRole("checkbox", { name: /Text me receipts/ }));
    expect(screen.queryByLabelText("Number for texts")).toBeNull();
    server.use(http.post(api("/api/user/create/"), () => json({ email: ["Enter a valid e-mail."] }, 400)));
    await submit(
      user,
      { "First name": "Nia", "Last name": "New", "E-mail": "nia", Password: "a-long-pass-1" },
      "Sign up",
    );
    await findFieldError(document.body, "E-mail", "Enter a valid e-mail.");
    const sent = requests.find((r) => r.path === "/api/user/create/")?.body;
    expect(sent).toEqual({
      first_name: "Nia",
      last_name: "New",
      email: "nia",
      password: "a-long-pass-1",
      company_slug: "demo",
      language: "en",
    });
  });

  it("a company that could not be checked: says so, and checks again when asked", async () => {
    let answers = 0;
    server.use(
      answerByBody("/api/company/exists/", () =>
        (answers += 1) === 1
          ? json({ detail: "Unavailable" }, 503)
          : json({ exists: true, name: "Demo Wireless", logo_url: null }),
      ),
    );
    const { user } = renderApp("/signup/demo", { resources });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Create your account with Demo Wireless" }),
    ).toBeInTheDocument();
  });

  it("'Registration failed' with the server's field errors beside the fields", async () => {
    await signUp(
      { email: "customer@demo.test", password: "short" },
      {
        status: 400,
        body: {
          email: ["A user with that email already exists."],
          password: ["This password is too short."],
        },
      },
    );

    await findNotice("Registration failed");
    // The notice repeats the first message: these are the ones beside their fields.
    await findFieldError(document.body, "E-mail", "A user with that email already exists.");
    await findFieldError(document.body, "Password", "This password is too short.");
    expect(localStorage.getItem("token")).toBeNull();
  });
});

/** POST /api/user/reset-password/check/: whose account the link's key is for (or 400: no longer usable). */
const keyOwner = (purpose: "reset" | "invite", first_name = "Casey") =>
  http.post(api("/api/user/reset-password/check/"), () =>
    json({ purpose, email: "casey@demo.test", first_name, company_name: "Demo Wireless" }),
  );

describe("/forgot-password and /forgot-password/confirm", () => {
  it("sends the reset e-mail and says so", async () => {
    const requests = recordRequests();
    server.use(http.post(api("/api/user/reset-password/"), () => json({ email: "customer@demo.test" })));
    const { user } = renderApp("/forgot-password", { resources });
    await submit(user, { "E-mail": "customer@demo.test" }, "Send me a reset link");

    await findNotice("We've sent you an email. Please check your inbox.");
    expect(await screen.findByText("Check your inbox")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      path: "/api/user/reset-password/",
      body: { email: "customer@demo.test" },
    });
  });

  it("shows the server's e-mail error text", async () => {
    server.use(
      http.post(api("/api/user/reset-password/"), () =>
        json({ email: ["Enter a valid email address."] }, 400),
      ),
    );
    const { user } = renderApp("/forgot-password", { resources });
    // No browser check in the way: the server's text is what the user reads.
    await submit(user, { "E-mail": "not-an-address" }, "Send me a reset link");

    const notice = await findNotice("Password reset failed");
    expect(notice).toHaveTextContent("Enter a valid email address.");
    await findFieldError(document.body, "E-mail", "Enter a valid email address.");
  });

  it("sets the new password with the token of the link, says so and opens /login", async () => {
    const requests = recordRequests();
    server.use(
      keyOwner("reset"),
      http.post(api("/api/user/reset-password/confirm/"), () => json({ detail: "Password has been reset." })),
    );
    const { user } = renderApp("/forgot-password/confirm?token=abc123", { resources });
    // Whose account it is, before anyone types a password.
    expect(await screen.findByText("For casey@demo.test, at Demo Wireless.")).toBeInTheDocument();
    await submit(
      user,
      { "New password": "n3w-pass-word", "Repeat the new password": "n3w-pass-word" },
      "Set the new password",
    );

    await findNotice("You've succesfully reset your password");
    await waitForPath("/login");
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ["/api/user/reset-password/check/", { token: "abc123" }],
      ["/api/user/reset-password/confirm/", { password: "n3w-pass-word", token: "abc123" }],
    ]);
  });

  it("greets a first password (invitation or welcome link, &welcome=1) and sets it the same way", async () => {
    const requests = recordRequests();
    server.use(
      keyOwner("invite"),
      http.post(api("/api/user/reset-password/confirm/"), () => json({ detail: "Password has been reset." })),
    );
    const { user } = renderApp("/forgot-password/confirm?token=inv456&welcome=1", { resources });
    expect(await screen.findByRole("heading", { name: "Choose your password" })).toBeInTheDocument();
    // The invitation names the company and the account, and nothing about resetting.
    expect(
      screen.getByText(
        "Welcome to Demo Wireless, Casey! Choose the password you will sign in with as casey@demo.test.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Choose a new password" })).not.toBeInTheDocument();
    await submit(
      user,
      { Password: "n3w-pass-word", "Repeat the password": "n3w-pass-word" },
      "Set my password",
    );

    await findNotice("You've succesfully reset your password");
    await waitForPath("/login");
    expect(requests.at(-1)).toMatchObject({ body: { password: "n3w-pass-word", token: "inv456" } });
  });

  it("a link used or expired says so at once, with no form to fill in", async () => {
    server.use(
      http.post(api("/api/user/reset-password/check/"), () =>
        json({ token: ["Invalid or expired token."] }, 400),
      ),
    );
    renderApp("/forgot-password/confirm?token=spent&welcome=1", { resources });
    expect(await screen.findByText("This link can no longer be used")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows the server's error body", async () => {
    server.use(
      keyOwner("reset"),
      http.post(api("/api/user/reset-password/confirm/"), () =>
        json({ token: ["Invalid or expired token."] }, 400),
      ),
    );
    const { user } = renderApp("/forgot-password/confirm?token=old", { resources });
    await submit(
      user,
      { "New password": "n3w-pass-word", "Repeat the new password": "n3w-pass-word" },
      "Set the new password",
    );

    expect(await within(screen.getByRole("main")).findByRole("alert")).toHaveTextContent(
      "Invalid or expired token.",
    );
    const notice = await findNotice("Password reset failed");
    expect(notice).toHaveTextContent("Invalid or expired token.");
    expect(currentPath()).toBe("/forgot-password/confirm?token=old");
  });

  it("says beside the repeat when the two passwords differ, and sends nothing until they match", async () => {
    const requests = recordRequests();
    server.use(
      keyOwner("reset"),
      http.post(api("/api/user/reset-password/confirm/"), () => json({ detail: "Password updated." })),
    );
    const { user } = renderApp("/forgot-password/confirm?token=abc", { resources });
    await submit(
      user,
      { "New password": "n3w-pass-word", "Repeat the new password": "n3w-pass-wordd" },
      "Set the new password",
    );
    const repeat = screen.getByLabelText("Repeat the new password");
    expect(repeat).toHaveAccessibleDescription("The two passwords differ.");
    expect(repeat).toHaveFocus();
    expect(requests.filter((r) => r.path === "/api/user/reset-password/confirm/")).toHaveLength(0);

    await user.type(repeat, "{Backspace}");
    expect(repeat).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Set the new password" }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/api/user/reset-password/confirm/")).toHaveLength(1),
    );
  });

  it("a link without its token says so instead of showing a form that cannot work", async () => {
    renderApp("/forgot-password/confirm", { resources });
    expect(await screen.findByText("This link is incomplete")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});
