import { waitFor } from "@testing-library/react";
import { openCustomers } from "./customers-list";
import { preloadRoutes, screen } from "../render";

/** A list's search box on a desk (src/components/lists/FilterBar.tsx, drawn without antd: issue 40). */

beforeAll(preloadRoutes, 60_000);

describe("a list's search box", () => {
  it("searches on Enter and on its button, with the filters set", async () => {
    const { user, lists } = openCustomers();
    await screen.findByText("Casey Cruz");
    const box = screen.getByRole("searchbox", { name: "Search" });

    await user.type(box, "cas{Enter}");
    await waitFor(() => expect(lists().at(-1)!.search.get("search")).toBe("cas"));
    expect(lists().at(-1)!.search.get("is_active")).toBe("true");

    await user.type(box, "ey");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lists().at(-1)!.search.get("search")).toBe("casey"));
    expect(window.location.search).toContain("casey");
  });

  it("its clear button empties it and searches again without it", async () => {
    const { user, lists } = openCustomers();
    await screen.findByText("Casey Cruz");
    const box = screen.getByRole("searchbox", { name: "Search" });
    await user.type(box, "cas{Enter}");
    await waitFor(() => expect(lists().at(-1)!.search.get("search")).toBe("cas"));

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    await waitFor(() => expect(lists().at(-1)!.search.has("search")).toBe(false));
    expect(lists().at(-1)!.search.get("is_active")).toBe("true");
  });
});
