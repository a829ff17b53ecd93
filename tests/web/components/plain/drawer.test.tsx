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

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <PlainDrawer
        open={open}
        onClose={() => setOpen(false)}
        label="Filters"
        closeLabel="Close"
        placement="bottom"
        header
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <label>
          Status <input />
        </label>
      </PlainDrawer>
    </>
  );
}

describe("PlainDrawer from the bottom with a header", () => {
  it("shows its label as the title beside the close button, its footer under the body; Tab goes from the header through the body to the footer and round", async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const opener = screen.getByRole("button", { name: "Filters" });
    await user.click(opener);
    const drawer = screen.getByRole("dialog", { name: "Filters" });
    expect(drawer).toHaveClass("plain-drawer-bottom");
    expect(drawer.querySelector(".plain-drawer-title")).toHaveTextContent("Filters");
    expect(drawer.querySelector(".plain-drawer-header")).toContainElement(
      screen.getByRole("button", { name: "Close" }),
    );
    expect(drawer.querySelector(".plain-drawer-footer")).toContainElement(
      screen.getByRole("button", { name: "Done" }),
    );

    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Status" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Done" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
