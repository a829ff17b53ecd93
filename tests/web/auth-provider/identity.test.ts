import { customer, member, owner, profileHandler, saveSession, userRef } from "../fixtures";
import { api, http, json, recordRequests, server } from "../msw";
import { setup } from "./support";

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
        "t-taken": { ...customer(), is_hijacked: true, hijacked_by: userRef(member()) },
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
      http.patch(api("/api/user/me/"), async ({ request }) => {
        // The profile as saved: the passwords sent are never answered back.
        const saved = (await request.json()) as Record<string, unknown>;
        delete saved.current_password;
        delete saved.password;
        return json({ ...customer(), ...saved });
      }),
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
