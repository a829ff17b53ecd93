import { screen, waitFor } from "@testing-library/react";
import { customer, member, memberViewingAsCustomer, profileHandler, saveSession } from "../fixtures";
import { api, http, json, recordRequests, server } from "../msw";
import { findFieldError, findNotice, preloadRoutes, renderApp, waitForPath, withScreens } from "../render";

const resources = withScreens({
  transactions: ["list"],
  customers: ["list", "show"],
  "phone-numbers": ["list"],
});

beforeAll(preloadRoutes, 60_000);

describe("session rules in the running panel", () => {
  it("restores the saved session, loads the profile, and every request carries Token <own token>", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-own", email: "customer@demo.test" });
    server.use(profileHandler({ "t-own": customer() }));
    renderApp("/phone-numbers", { resources });

    expect(await screen.findByText("Phone numbers list screen")).toBeInTheDocument();
    expect(await screen.findByText("Demo Wireless")).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.authorization).toBe("Token t-own");
    // Loaded once, then kept for the session.
    expect(requests.filter((r) => r.path === "/api/user/me/")).toHaveLength(1);
  });

  it("a failed profile load clears the token and e-mail and goes to /login with 'Unable to authenticate'", async () => {
    saveSession({ token: "t-expired", email: "customer@demo.test" });
    server.use(profileHandler({}));
    renderApp("/phone-numbers", { resources });

    await waitForPath("/login?to=%2Fphone-numbers");
    await findNotice("Unable to authenticate");
    expect(document.querySelector(".ant-notification-notice-error")).not.toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("email")).toBeNull();
  });

  it("viewing as another user: the hijack token is sent, a banner shows it, Release gives the own session back", async () => {
    const requests = recordRequests();
    memberViewingAsCustomer();
    const { user } = renderApp("/phone-numbers", { resources });

    expect(await screen.findByText("You are viewing site as another user")).toBeInTheDocument();
    expect(
      screen.getByText(/signed in as Casey Customer \(customer@demo\.test\)\. Taken over by Morgan Member\./),
    ).toBeInTheDocument();
    expect(requests.every((r) => r.authorization === "Token t-taken")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Release" }));

    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t-member");
    // Back as the member, on the page of the customer they were viewing as, with their own token.
    await waitForPath(`/customers/${customer().id}`);
    expect(await screen.findByText("Customers show screen")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Morgan Member/ })).toBeInTheDocument();
    expect(screen.queryByText("You are viewing site as another user")).not.toBeInTheDocument();
    expect(requests.at(-1)?.authorization).toBe("Token t-member");
  });

  it('a stored hijack value of "undefined" releases the user and reloads the page', async () => {
    saveSession({ token: "t-member", hijackToken: "undefined" });
    server.use(profileHandler({ "t-member": member() }));
    const { reload } = renderApp("/customers", { resources });
    expect(await screen.findByText("Customers list screen")).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(screen.queryByText("You are viewing site as another user")).not.toBeInTheDocument();
  });

  it("/hijack/{token}/ takes over with the token from the path, shows the info notice, then opens /", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(profileHandler({ "t-member": member(), "t-taken": { ...customer(), is_hijacked: true } }));
    renderApp("/hijack/t-taken/", { resources });

    await findNotice("You are viewing site as another user");
    expect(document.querySelector(".ant-notification-notice-info")).not.toBeNull();
    await waitForPath("/transactions");
    expect(await screen.findByRole("button", { name: /Casey Customer/ })).toBeInTheDocument();
    expect(localStorage.getItem("hijackToken")).toBe("t-taken");
    expect(localStorage.getItem("token")).toBe("t-member");
    expect(requests.at(-1)?.authorization).toBe("Token t-taken");
  });

  it("/hijack/{token}/ with a token that does not work: 'Failed to log in as another user', own session kept", async () => {
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(profileHandler({ "t-member": member() }));
    renderApp("/hijack/t-expired/", { resources });

    await findNotice("Failed to log in as another user");
    expect(await screen.findByText(/not valid or has expired/)).toBeInTheDocument();
    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t-member");
  });

  it("signing out erases the session and opens /login", async () => {
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(profileHandler({ "t-member": member() }));
    const { user } = renderApp("/customers", { resources });

    await user.click(await screen.findByRole("button", { name: /Morgan Member/ }));
    await user.click(await screen.findByText("Sign out"));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    // The address keeps nothing of the page that was open: the next person to sign in starts afresh.
    expect(window.location.search).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("email")).toBeNull();
  });
});

describe("the profile dialog", () => {
  it("saves first name … PIN with PATCH /api/user/me/, and a password change with the current password", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-own" });
    server.use(
      profileHandler({ "t-own": customer() }),
      http.patch(api("/api/user/me/"), async ({ request }) => {
        // The profile as saved: the passwords sent are never answered back.
        const saved = (await request.json()) as Record<string, unknown>;
        delete saved.current_password;
        delete saved.password;
        return json({ ...customer(), ...saved });
      }),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    await user.click(await screen.findByRole("button", { name: /Casey Customer/ }));
    await user.click(await screen.findByText("Profile"));

    const firstName = await screen.findByLabelText("First name");
    expect(firstName).toHaveValue("Casey");
    expect(screen.getByLabelText("ZIP code")).toHaveValue("10001");
    await user.clear(firstName);
    await user.type(firstName, "Cass");
    await user.clear(screen.getByLabelText("PIN"));
    await user.type(screen.getByLabelText("PIN"), "9876");
    await user.type(screen.getByLabelText("Current password"), "demo-pass-1");
    await user.type(screen.getByLabelText("New password"), "n3w-pass-word");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await findNotice("Succesfully updated user data");
    const patch = requests.find((r) => r.method === "PATCH");
    expect(patch?.path).toBe("/api/user/me/");
    expect(patch?.body).toEqual({
      first_name: "Cass",
      last_name: "Customer",
      address: "12 Main St",
      state: "NY",
      zip_code: "10001",
      pin: "9876",
      current_password: "demo-pass-1",
      password: "n3w-pass-word",
    });
    expect(await screen.findByRole("button", { name: /Cass Customer/ })).toBeInTheDocument();
  });

  it("shows the server's field errors beside the fields and 'Failed to update user data'", async () => {
    saveSession({ token: "t-own" });
    server.use(
      profileHandler({ "t-own": customer() }),
      http.patch(api("/api/user/me/"), () =>
        json({ pin: ["Enter 4 to 8 digits."], current_password: ["Your current password is wrong."] }, 400),
      ),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    await user.click(await screen.findByRole("button", { name: /Casey Customer/ }));
    await user.click(await screen.findByText("Profile"));
    await user.type(await screen.findByLabelText("Current password"), "wrong");
    await user.type(screen.getByLabelText("New password"), "n3w-pass-word");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await findNotice("Failed to update user data");
    await findFieldError(document.body, "PIN", "Enter 4 to 8 digits.");
    await findFieldError(document.body, "Current password", "Your current password is wrong.");
    // The dialog stays open with what was typed.
    expect(screen.getByLabelText("New password")).toHaveValue("n3w-pass-word");
  });

  it("asks for the current password before sending a new one", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-own" });
    server.use(profileHandler({ "t-own": customer() }));
    const { user } = renderApp("/phone-numbers", { resources });
    await user.click(await screen.findByRole("button", { name: /Casey Customer/ }));
    await user.click(await screen.findByText("Profile"));
    await user.type(await screen.findByLabelText("New password"), "n3w-pass-word");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter your current password to change it.")).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === "PATCH")).toBe(false));
    await waitForPath("/phone-numbers");
  });
});
