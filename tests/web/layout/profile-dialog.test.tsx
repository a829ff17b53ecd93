import { screen, within } from "@testing-library/react";
import { customer, member, profileHandler, saveSession, userRef } from "../fixtures";
import { api, http, json, recordRequests, server } from "../msw";
import { findNotice, preloadRoutes, renderApp, withScreens } from "../render";

/**
 * The profile dialog and the PIN (issue 39): the customer's own session reads and changes its PIN; a member
 * viewing the site as the customer sees no PIN field and sends none (the server answers pin: null there and
 * refuses a PIN with 403).
 */
const resources = withScreens({ "phone-numbers": ["list"] });

beforeAll(async () => {
  await preloadRoutes();
  await import("../../../src/components/layout/ProfileDialog");
}, 60_000);

async function openProfile(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: /Casey Customer/ }, { timeout: 20_000 }));
  await user.click(await screen.findByText("Profile"));
  return screen.findByRole("dialog", {}, { timeout: 20_000 });
}

describe("the profile's PIN", () => {
  it("under a hijack: no PIN field, and a save sends no PIN", async () => {
    saveSession({ token: "t-member", email: "member@demo.test", hijackToken: "t-taken" });
    const requests = recordRequests();
    const taken = { ...customer(), pin: null, is_hijacked: true, hijacked_by: userRef(member()) };
    server.use(
      profileHandler({ "t-member": member(), "t-taken": taken }),
      http.patch(api("/api/user/me/"), () => json({ ...taken, address: "9 Elm St" })),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    const dialog = await openProfile(user);
    expect(within(dialog).queryByLabelText("PIN")).not.toBeInTheDocument();
    const address = within(dialog).getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "9 Elm St");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice("Succesfully updated user data");
    const patch = requests.find((r) => r.method === "PATCH")!;
    expect(patch.body).toMatchObject({ address: "9 Elm St" });
    expect(patch.body).not.toHaveProperty("pin");
  });

  it("in the customer's own session: the PIN is there to change", async () => {
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    server.use(
      profileHandler({ "t-customer": customer() }),
      http.get(api("/api/user/sessions/"), () => json([])),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    const dialog = await openProfile(user);
    expect(within(dialog).getByLabelText("PIN")).toHaveValue("1234");
  });
});

describe("the profile's text messages (the customer's consent)", () => {
  it("ticking the box asks for the number (their line by default) and sends it", async () => {
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    const requests = recordRequests();
    server.use(
      profileHandler({ "t-customer": customer() }),
      http.get(api("/api/user/sessions/"), () => json([])),
      http.patch(api("/api/user/me/"), () => json(customer())),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    const dialog = await openProfile(user);
    const agree = within(dialog).getByRole("checkbox", { name: /Text me receipts/ });
    expect(agree).not.toBeChecked();
    expect(within(dialog).queryByLabelText("Number for texts")).not.toBeInTheDocument();
    await user.click(agree);
    expect(within(dialog).getByLabelText("Number for texts")).toHaveValue("5550100001");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice("Succesfully updated user data");
    expect(requests.find((r) => r.method === "PATCH")!.body).toMatchObject({ sms_phone: "5550100001" });
  });

  it("an agreed customer sees since when, and unticking sends no number", async () => {
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    const requests = recordRequests();
    const agreed = { ...customer(), sms_phone: "5550100009", sms_consent_at: "2026-11-02T15:00:00Z" };
    server.use(
      profileHandler({ "t-customer": agreed }),
      http.get(api("/api/user/sessions/"), () => json([])),
      http.patch(api("/api/user/me/"), () => json(customer())),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    const dialog = await openProfile(user);
    expect(within(dialog).getByText(/You agreed on Nov 2, 2026/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Number for texts")).toHaveValue("5550100009");
    await user.click(within(dialog).getByRole("checkbox", { name: /Text me receipts/ }));
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await findNotice("Succesfully updated user data");
    expect(requests.find((r) => r.method === "PATCH")!.body).toMatchObject({ sms_phone: null });
  });
});
