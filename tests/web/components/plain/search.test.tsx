import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PlainSearch } from "../../../../src/components/plain/PlainSearch";

/** A list's search box drawn without antd (src/components/plain/PlainSearch.tsx, issue 40). */

function Box({ onSearch, start = "" }: { onSearch: (value: string) => void; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <PlainSearch
      label="Search"
      clearLabel="Clear"
      placeholder="Name or e-mail"
      value={value}
      onChange={setValue}
      onSearch={onSearch}
    />
  );
}

describe("PlainSearch", () => {
  it("searches with what was typed on Enter, not while an input method is composing", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    expect(box).toHaveAttribute("placeholder", "Name or e-mail");
    await user.type(box, "casey");
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter", isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("casey");
  });

  it("searches on its button, the focus staying in the box", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    await user.type(box, "dana");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("dana");
    expect(box).toHaveFocus();
  });

  it("shows its clear button only while it holds something; the button empties it, searches and is no Tab stop", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} start="casey" />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    const clear = screen.getByRole("button", { name: "Clear" });
    expect(clear).toHaveAttribute("tabindex", "-1");

    await user.click(clear);
    expect(box).toHaveValue("");
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("");
    expect(box).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();

    await user.type(box, "d");
    expect(screen.getByRole("button", { name: "Clear" })).toBeVisible();
  });
});
