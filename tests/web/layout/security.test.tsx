import { screen, waitFor, within } from "@testing-library/react";
import type { Session } from "../../../common/api";
import { customer, member, profileHandler, saveSession } from "../fixtures";
import { api, http, json, noContent, recordRequests, server } from "../msw";
import { fillIn, findFieldError, preloadRoutes, renderApp, waitForPath, withScreens } from "../render";

/**
 * Issue 39 in the panel: the sign-in's code step, the setup a staff member meets first when their company
 * requires two factors, and the sessions list of the profile.
 */
const resources = withScreens({ transactions: ["list"], "phone-numbers": ["list"] });

beforeAll(async () => {
  await preloadRoutes();
  await Promise.all([
    import("../../../src/components/layout/ProfileDialog"),
    import("../../../src/pages/two-factor/TwoFactorRequiredPage"),
  ]);
}, 60_000);

describe("signing in with a second factor", () => {
  it("asks for the code after the right password, shows a wrong code's error, and signs in with the right one", async () => {
    const requests = recordRequests();
    let tries = 0;
    server.use(
      http.post(api("/api/user/token/"), () =>
        json({ two_factor_required: true, challenge: "c".repeat(40) }),
      ),
      http.post(api("/api/user/token/two-factor/"), () =>
        ++tries === 1
          ? json(
              {
                code: [
                  "Wrong code. Enter the 6 digits your authenticator app shows, or one of your recovery codes.",
                ],
              },
              400,
            )
          : json({ token: "t-two" }),
      ),
      profileHandler({ "t-two": member({ two_factor_enabled: true, recovery_codes_left: 10 }) }),
      http.get(api("/api/transactions/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    );
    const { user } = renderApp("/login", { resources });
    await fillIn(user, document.body, { "E-mail": "member@demo.test", Password: "demo-pass-1" });
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByText("Two-factor sign-in", {}, { timeout: 10_000 });
    expect(localStorage.getItem("token")).toBeNull();
    await fillIn(user, document.body, { Code: "123456" });
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await findFieldError(
      document.body,
      "Code",
      "Wrong code. Enter the 6 digits your authenticator app shows, or one of your recovery codes.",
    );
    expect(localStorage.getItem("token")).toBeNull();

    const code = screen.getByLabelText("Code");
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitForPath("/transactions");
    expect(localStorage.getItem("token")).toBe("t-two");
    expect(localStorage.getItem("email")).toBe("member@demo.test");
    const second = requests.filter((r) => r.path === "/api/user/token/two-factor/");
    expect(second.map((r) => r.body)).toEqual([
      { challenge: "c".repeat(40), code: "123456" },
      { challenge: "c".repeat(40), code: "654321" },
    ]);
  });
});

describe("a company that requires two factors", () => {
  it("shows a staff member without one the setup first: QR code, key, first code, recovery codes, then the panel", async () => {
    let enabled = false;
    const profile = () => member({ two_factor_required: true, two_factor_enabled: enabled });
    saveSession({ token: "t-member", email: "member@demo.test" });
    const requests = recordRequests();
    server.use(
      http.get(api("/api/user/me/"), () => json(profile())),
      http.post(api("/api/user/two-factor/setup/"), () =>
        json({
          secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          otpauth_url: "otpauth://totp/Demo:member%40demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          qr_code: "data:image/png;base64,iVBORw0KGgo=",
        }),
      ),
      http.post(api("/api/user/two-factor/confirm/"), () => {
        enabled = true;
        return json({ recovery_codes: Array.from({ length: 10 }, (_, i) => `code${i}-abcde`) });
      }),
    );
    const { user } = renderApp("/transactions", { resources });
    await screen.findByText("Set up two-factor sign-in", {}, { timeout: 20_000 });
    // Nothing else is shown or asked of the server meanwhile: it would answer 401.
    expect(screen.queryByText("Transactions list screen")).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(["/api/user/me/"]);

    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }));
    expect(await screen.findByAltText("QR code for the authenticator app")).toHaveAttribute(
      "src",
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    await user.type(screen.getByLabelText("Then enter the 6-digit code the app shows:"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const codes = await screen.findByTestId("recovery-codes");
    expect(within(codes).getAllByRole("listitem")).toHaveLength(10);
    expect(requests.find((r) => r.path === "/api/user/two-factor/confirm/")!.body).toEqual({
      code: "123456",
    });

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    // The profile read again says the factor is on: the panel opens.
    expect(await screen.findByText("Transactions list screen", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText("Set up two-factor sign-in")).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/api/user/me/").length).toBeGreaterThanOrEqual(2);
  });
});

describe("the profile's sessions", () => {
  it("lists the sessions with device and address, marks this one, and ends another", async () => {
    const session = (over: Partial<Session>): Session => ({
      id: 1,
      browser: "Chrome",
      os: "Windows",
      ip_address: "10.0.0.1",
      signed_in_with: "password",
      created_at: "2026-11-01T10:00:00Z",
      last_used_at: "2026-11-02T10:00:00Z",
      current: true,
      ...over,
    });
    let sessions = [
      session({}),
      session({ id: 2, browser: "Safari", os: "iOS", ip_address: "10.0.0.2", current: false }),
    ];
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    const requests = recordRequests();
    server.use(
      profileHandler({ "t-customer": customer() }),
      http.get(api("/api/user/sessions/"), () => json(sessions)),
      http.delete(api("/api/user/sessions/2/"), () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return noContent();
      }),
      http.get(api("/api/phones/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    await user.click(await screen.findByRole("button", { name: /Casey Customer/ }, { timeout: 20_000 }));
    await user.click(await screen.findByText("Profile"));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 20_000 });
    // A customer has no second factor to set up.
    expect(within(dialog).queryByText("Two-factor sign-in")).not.toBeInTheDocument();
    expect(await within(dialog).findByText("Chrome on Windows")).toBeInTheDocument();
    expect(within(dialog).getByText("Safari on iOS")).toBeInTheDocument();
    expect(within(dialog).getByText("This session")).toBeInTheDocument();
    expect(within(dialog).getByText(/From 10\.0\.0\.2/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(within(dialog).queryByText("Safari on iOS")).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === "DELETE" && r.path === "/api/user/sessions/2/")).toBe(true);
    expect(
      within(dialog).queryByRole("button", { name: "Sign out everywhere else" }),
    ).not.toBeInTheDocument();
  });
});
