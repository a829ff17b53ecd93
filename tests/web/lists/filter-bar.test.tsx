import { waitFor } from "@testing-library/react";
import { resourceDefinitions } from "../../../resources";
import { casey } from "../customers/app";
import { page } from "../fixtures";
import { api, http, json, server } from "../msw";
import { preloadRoutes, renderApp, screen } from "../render";

/** A list's search box on a desk (src/components/lists/FilterBar.tsx, drawn without antd: issue 40). */

const RESOURCES = resourceDefinitions.filter((d) => d.name === "customers");

beforeAll(preloadRoutes, 60_000);

function openCustomers() {
  server.use(http.get(api("/api/company/customers/"), () => json(page([casey]))));
  const view = renderApp("/customers", { as: "member", resources: RESOURCES });
  const lists = () => view.requests.filter((r) => r.method === "GET" && r.path === "/api/company/customers/");
  return { ...view, lists };
}

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
