import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PlainDrawer } from "../../../../src/components/plain/PlainDrawer";

/** The phone's menu drawer drawn without antd (src/components/plain/PlainDrawer.tsx, issue 40). */

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <PlainDrawer open={open} onClose={() => setOpen(false)} label="Menu" closeLabel="Close" width={240}>
        <a href="/transactions">Transactions</a>
        <a href="/rentals">Rentals</a>
      </PlainDrawer>
    </>
  );
}

describe("PlainDrawer", () => {
  it("is drawn only while open, as a modal dialog that takes focus and keeps it, and gives it back on Escape", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole("dialog")).toBeNull();

    const opener = screen.getByRole("button", { name: "Menu" });
    await user.click(opener);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(drawer).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");

    await user.tab();
    expect(screen.getByRole("link", { name: "Transactions" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Rentals" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    // Tab stays inside: from the last control back to the first, and Shift+Tab the other way.
    await user.tab();
    expect(screen.getByRole("link", { name: "Transactions" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on a click on the dimmed page around it, and on its close button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Menu" });
    await user.click(opener);
    await user.click(document.querySelector<HTMLElement>(".plain-drawer-mask")!);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
