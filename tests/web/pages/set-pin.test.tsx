import { screen } from "@testing-library/react";
import { api, http, json, recordRequests, server } from "../msw";
import { fillIn, findFieldError, preloadRoutes, renderApp, withScreens } from "../render";

/** /set-pin?token=…: the page of the link staff's "Send PIN reset" e-mails a customer (issue 39). */
const resources = withScreens({ transactions: ["list"] });

beforeAll(async () => {
  await preloadRoutes();
  await import("../../../src/pages/set-pin/SetPinPage");
}, 60_000);

const keyOwner = () =>
  http.post(api("/api/user/pin-reset/check/"), () =>
    json({ email: "casey@demo.test", first_name: "Casey", company_name: "Demo Wireless" }),
  );

describe("/set-pin", () => {
  it("says whose account it is for, sets the PIN with the link's key, then says so", async () => {
    const requests = recordRequests();
    server.use(
      keyOwner(),
      http.post(api("/api/user/pin-reset/confirm/"), () => json({ detail: "PIN has been set." })),
    );
    const { user } = renderApp("/set-pin?token=pin123", { resources });
    expect(await screen.findByText("For casey@demo.test, at Demo Wireless.")).toBeInTheDocument();
    await fillIn(user, document.body, { "New PIN": "8642", "Repeat the new PIN": "8642" });
    await user.click(screen.getByRole("button", { name: "Set the new PIN" }));
    expect(await screen.findByText("Your PIN is set")).toBeInTheDocument();
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ["/api/user/pin-reset/check/", { token: "pin123" }],
      ["/api/user/pin-reset/confirm/", { token: "pin123", pin: "8642" }],
    ]);
  });

  it("shows the server's refusal beside the PIN", async () => {
    server.use(
      keyOwner(),
      http.post(api("/api/user/pin-reset/confirm/"), () =>
        json({ pin: ["PIN must be 4 to 8 digits."] }, 400),
      ),
    );
    const { user } = renderApp("/set-pin?token=pin123", { resources });
    await screen.findByText("For casey@demo.test, at Demo Wireless.");
    await fillIn(user, document.body, { "New PIN": "12", "Repeat the new PIN": "12" });
    await user.click(screen.getByRole("button", { name: "Set the new PIN" }));
    await findFieldError(document.body, "New PIN", "PIN must be 4 to 8 digits.");
  });

  it("a link used or expired says so at once, with no form", async () => {
    server.use(
      http.post(api("/api/user/pin-reset/check/"), () => json({ token: ["Invalid or expired token."] }, 400)),
    );
    renderApp("/set-pin?token=spent", { resources });
    expect(await screen.findByText("This link can no longer be used")).toBeInTheDocument();
    expect(screen.queryByLabelText("New PIN")).not.toBeInTheDocument();
  });
});
