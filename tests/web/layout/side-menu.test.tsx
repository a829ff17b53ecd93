import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { owner, profileHandler, saveSession } from "../fixtures";
import { server } from "../msw";
import { findSideMenu, preloadRoutes, renderApp, screen, withScreens } from "../render";

/**
 * The desk's side menu (issue 33): an owner's entries run past a laptop's fold (Settings, Audit log), and a
 * menu that scrolls shows no sign of it, so "More below" says so until its end is in view.
 */

const resources = withScreens({ "phone-numbers": ["list"] });

beforeAll(preloadRoutes, 60_000);

/** jsdom draws nothing: the menu's box is given the heights a browser would measure. */
function measured(box: HTMLElement, { shown, whole }: { shown: number; whole: number }) {
  Object.defineProperty(box, "clientHeight", { configurable: true, value: shown });
  Object.defineProperty(box, "scrollHeight", { configurable: true, value: whole });
}

describe("the side menu on a desk", () => {
  it("says there is more below its fold, goes there on a click, and stops saying so at the end", async () => {
    saveSession({ token: "t-owner", email: "owner@demo.test" });
    server.use(profileHandler({ "t-owner": owner() }));
    const { user } = renderApp("/phone-numbers", { resources });
    const menu = await findSideMenu();
    const box = menu.querySelector<HTMLElement>("[style*='overflow-y']")!;
    expect(screen.queryByRole("button", { name: /More below/ })).toBeNull();

    measured(box, { shown: 400, whole: 700 });
    fireEvent.scroll(box);
    const more = await screen.findByRole("button", { name: /More below/ });
    await user.click(more);
    expect(box.scrollTop).toBe(200);

    box.scrollTop = 300;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.queryByRole("button", { name: /More below/ })).toBeNull());
  });

  it("lays More below over the last entries in view without lengthening what the box scrolls over", async () => {
    // In the flow, the sign made the box 44 px longer: when it went at the end, the box scrolled back by as
    // much and the entries jumped down under the pointer (a press on "Phone menu" let go over "Countries").
    // jsdom lays nothing out, so the styles say it: a sticky line 0 high, the sign hanging above it.
    saveSession({ token: "t-owner", email: "owner@demo.test" });
    server.use(profileHandler({ "t-owner": owner() }));
    renderApp("/phone-numbers", { resources });
    const menu = await findSideMenu();
    const box = menu.querySelector<HTMLElement>("[style*='overflow-y']")!;

    measured(box, { shown: 400, whole: 700 });
    fireEvent.scroll(box);
    const more = await screen.findByRole("button", { name: /More below/ });
    const inFlow = Array.from(box.children).find((child) => child.contains(more)) as HTMLElement;
    expect(inFlow.style.position).toBe("sticky");
    expect(inFlow.style.height).toBe("0px");
    const sign = more.closest<HTMLElement>("[style*='position: absolute']");
    expect(sign).not.toBeNull();
    expect(inFlow.contains(sign)).toBe(true);
  });

  it("marks the current screen's entry, and folds to its icons and back, each link keeping its name", async () => {
    saveSession({ token: "t-owner", email: "owner@demo.test" });
    server.use(profileHandler({ "t-owner": owner() }));
    const { user } = renderApp("/phone-numbers", { resources });
    const menu = await findSideMenu();
    const current = within(menu).getByRole("link", { name: "Phone numbers" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(menu.querySelectorAll("[aria-current]")).toHaveLength(1);

    const fold = screen.getByRole("button", { name: "Fold the menu" });
    expect(fold).toHaveAttribute("aria-expanded", "true");
    await user.click(fold);
    const unfold = screen.getByRole("button", { name: "Unfold the menu" });
    expect(unfold).toHaveAttribute("aria-expanded", "false");
    expect(menu.closest("aside")).toHaveClass("app-sider-folded");
    // Folded, a link shows its icon; its label stays its name, and shows beside it on hover or focus.
    const entry = within(menu).getByRole("link", { name: "Phone numbers" });
    const tip = () => document.querySelector(".app-menu-tip");
    expect(tip()).toBeNull();
    await user.hover(entry);
    expect(tip()).toHaveTextContent("Phone numbers");
    expect(tip()).toHaveAttribute("aria-hidden", "true");
    await user.unhover(entry);
    expect(tip()).toBeNull();
    act(() => entry.focus());
    expect(tip()).toHaveTextContent("Phone numbers");
    act(() => entry.blur());
    expect(tip()).toBeNull();

    await user.click(unfold);
    expect(menu.closest("aside")).not.toHaveClass("app-sider-folded");
    await user.hover(within(menu).getByRole("link", { name: "Phone numbers" }));
    expect(tip()).toBeNull();
  });
});
