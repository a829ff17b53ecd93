import { useWarnAboutChange } from "@refinedev/core";
import { render, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { PhoneNumberText } from "../../../src/components/show/PhoneNumberText";
import { member, memberViewingAsCustomer, profileHandler, saveSession } from "../fixtures";
import { recordRequests, server } from "../msw";
import { findSideMenu, preloadRoutes, renderApp, screen, withScreens } from "../render";

const resources = withScreens({ transactions: ["list"], customers: ["list"], "phone-numbers": ["list"] });

beforeAll(preloadRoutes, 60_000);

/** The header's user button opens Profile and Sign out. */
async function openUserMenu(user: ReturnType<typeof renderApp>["user"], name: RegExp) {
  await user.click(await screen.findByRole("button", { name }));
}

describe("the hijack banner", () => {
  it("is an info notice (docs/panel.md: 'an info notice reads …'), not a warning", async () => {
    memberViewingAsCustomer();
    renderApp("/phone-numbers", { resources });

    const title = await screen.findByText("You are viewing site as another user", {
      selector: ".plain-alert-message",
    });
    const banner = title.closest<HTMLElement>("[role=alert]");
    expect(banner).toHaveClass("plain-alert-info");
    expect(within(banner as HTMLElement).getByRole("button", { name: "Release" })).toBeInTheDocument();
  });
});

describe("one way to sign out", () => {
  it("the side menu has no 'Logout'; the header's 'Sign out' revokes the token and opens /login", async () => {
    const requests = recordRequests();
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(profileHandler({ "t-member": member() }));
    const { user } = renderApp("/customers", { resources });

    const menu = await findSideMenu();
    await within(menu).findByText("Customers");
    expect(within(menu).queryByText("Logout")).not.toBeInTheDocument();
    expect(within(menu).queryByText("Sign out")).not.toBeInTheDocument();

    await openUserMenu(user, /Morgan Member/);
    expect(screen.getAllByText("Sign out")).toHaveLength(1);
    await user.click(screen.getByText("Sign out"));

    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(requests.filter((r) => r.path === "/api/user/logout/").map((r) => r.authorization)).toEqual([
      "Token t-member",
    ]);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("with unsaved changes on screen, 'Sign out' asks first; declining keeps the session", async () => {
    function UnsavedScreen() {
      const { setWarnWhen } = useWarnAboutChange();
      useEffect(() => setWarnWhen(true), [setWarnWhen]);
      return <h2>Half-filled form</h2>;
    }
    const withUnsaved = resources.map((definition) =>
      definition.name === "customers" ? { ...definition, screens: { list: UnsavedScreen } } : definition,
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    saveSession({ token: "t-member", email: "member@demo.test" });
    server.use(profileHandler({ "t-member": member() }));
    const { user } = renderApp("/customers", { resources: withUnsaved });
    expect(await screen.findByText("Half-filled form")).toBeInTheDocument();

    await openUserMenu(user, /Morgan Member/);
    await user.click(screen.getByText("Sign out"));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
    expect(window.location.pathname).toBe("/customers");
    expect(localStorage.getItem("token")).toBe("t-member");

    confirm.mockReturnValue(true);
    await openUserMenu(user, /Morgan Member/);
    await user.click(screen.getByText("Sign out"));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(localStorage.getItem("token")).toBeNull();
    confirm.mockRestore();
  });
});

describe("<PhoneNumberText>", () => {
  it("reads as the one phone format and never wraps", () => {
    render(<PhoneNumberText digits="5550100001" strong />);
    const number = screen.getByText("(555) 010-0001").closest(".plain-text");
    expect(number).toHaveStyle({ whiteSpace: "nowrap" });
  });
});
