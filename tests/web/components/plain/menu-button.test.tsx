import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlainMenuButton } from "../../../../src/components/plain/PlainMenuButton";

/** The header's user menu drawn without antd (src/components/plain/PlainMenuButton.tsx, issue 40). */

function renderMenu() {
  const profile = vi.fn();
  const signOut = vi.fn();
  render(
    <>
      <PlainMenuButton
        label="Morgan Member"
        heading="Morgan Member"
        entries={[
          { key: "profile", label: "Profile", onSelect: profile },
          { key: "logout", label: "Sign out", onSelect: signOut },
        ]}
      >
        M
      </PlainMenuButton>
      <p>Elsewhere</p>
    </>,
  );
  return {
    user: userEvent.setup(),
    profile,
    signOut,
    button: screen.getByRole("button", { name: "Morgan Member" }),
  };
}

describe("PlainMenuButton", () => {
  it("opens on a click with focus on its first entry; the arrows, Home and End move it, wrapping round", async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(button);
    const menu = screen.getByRole("menu", { name: "Morgan Member" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", menu.id);
    // The heading is a line of the menu, not an entry.
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Profile", "Sign out"]);
    expect(menu).toHaveTextContent("Morgan Member");
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
  });

  it("chooses with Enter, closes and gives focus back to the button", async () => {
    const { user, button, profile, signOut } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("closes on Escape (focus back on the button), on a click outside and on Tab, choosing nothing", async () => {
    const { user, button, profile, signOut } = renderMenu();
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText("Elsewhere"));
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(button);
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();

    // A second click on the button closes what the first opened.
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(profile).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });
});
