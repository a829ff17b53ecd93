import { lazy } from "react";
import { within } from "@testing-library/react";
import { screenFailure } from "../../../../src/messages";
import { member, profileHandler, saveSession } from "../../fixtures";
import { server } from "../../msw";
import { currentPath, preloadRoutes, renderApp, screen, visit, withScreens } from "../../render";

/**
 * A screen whose code cannot be downloaded (a release replaced the chunks, the connection dropped) or that
 * throws while drawing says so with a reload button, inside the layout, instead of blanking the panel.
 */

// What Chromium says when an import() fails.
const missingChunk = () =>
  Promise.reject(
    new TypeError(
      "Failed to fetch dynamically imported module: http://localhost/assets/CarrierList-1a2b3c.js",
    ),
  );

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'name')");
}

const resources = withScreens({ "phone-numbers": ["list"], carriers: ["list"] }).map((definition) =>
  definition.name === "carriers"
    ? { ...definition, screens: { list: lazy(missingChunk), show: Broken } }
    : definition,
);

beforeAll(preloadRoutes, 60_000);
beforeEach(() => {
  saveSession({ token: "t-member", email: "member@demo.test" });
  server.use(profileHandler({ "t-member": member() }));
  // React reports the caught error on the console; that is expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("a screen that fails", () => {
  it("whose code cannot be downloaded says so in the layout, offers a reload, and other screens still open", async () => {
    const { reload, user } = renderApp("/carriers", { resources });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(screenFailure.notLoaded);
    expect(alert).toHaveTextContent(screenFailure.notLoadedHint);
    // The layout stays: the menu is there to go elsewhere.
    const menu = screen.getByRole("navigation", { name: "Menu" });
    expect(within(menu).getByText("Phone numbers")).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: new RegExp(screenFailure.reload) }));
    expect(reload).toHaveBeenCalledTimes(1);

    visit("/phone-numbers");
    expect(await screen.findByText("Phone numbers list screen")).toBeInTheDocument();
    expect(screen.queryByText(screenFailure.notLoaded)).not.toBeInTheDocument();
    expect(currentPath()).toBe("/phone-numbers");
  });

  it("that throws while drawing says something went wrong, not that it could not be loaded", async () => {
    renderApp("/carriers/7", { resources });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(screenFailure.crashed);
    expect(alert).not.toHaveTextContent(screenFailure.notLoaded);
    expect(screen.getByRole("navigation", { name: "Menu" })).toBeInTheDocument();
  });
});
