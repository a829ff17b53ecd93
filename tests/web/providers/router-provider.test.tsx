import { ResourceContext } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { BrowserRouter, MemoryRouter, Route, Routes } from "react-router";
import { resourceDefinitions } from "../../../resources";
import { routerProvider } from "../../../src/providers/router";
import { toRefineResource } from "../../../src/resource-kit/routes";

/** A list screen at /list that keeps its state in the address the way Refine's useTable does. */
function ListScreen() {
  const go = routerProvider.go!();
  return (
    <button onClick={() => go({ query: { page: 2 }, type: "replace" })}>keep page 2 in the address</button>
  );
}

/** The first screen's redirect, made the way Refine's NavigateToResource makes it. */
function Redirect() {
  const go = routerProvider.go!();
  return <button onClick={() => go({ to: "/dashboard", type: "replace" })}>go to the first screen</button>;
}

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/list" element={<ListScreen />} />
        <Route path="/" element={<Redirect />} />
      </Routes>
    </BrowserRouter>,
  );
}

describe("routerProvider.go", () => {
  it("writes a list's state into the address of the screen shown", () => {
    renderAt("/list");
    fireEvent.click(screen.getByRole("button"));
    expect(window.location.pathname + window.location.search).toBe("/list?page=2");
  });

  it("does not take the user back to a screen they are leaving (the next one still loading)", () => {
    renderAt("/list");
    // The user opened another screen: the address changed, the list is still mounted until the next one loads.
    window.history.pushState(null, "", "/customers");
    fireEvent.click(screen.getByRole("button"));
    expect(window.location.pathname + window.location.search).toBe("/customers");
  });

  it("does not replace the address with a redirect drawn for the one the user already left", () => {
    renderAt("/");
    window.history.pushState(null, "", "/phone-menu");
    fireEvent.click(screen.getByRole("button"));
    expect(window.location.pathname).toBe("/phone-menu");
  });

  it("leaves the address alone when a list's state is already what it says (no re-render of the panel)", () => {
    renderAt("/list?page=2");
    const replace = vi.spyOn(window.history, "replaceState");
    try {
      fireEvent.click(screen.getByRole("button", { name: "keep page 2 in the address" }));
      expect(replace).not.toHaveBeenCalled();
    } finally {
      replace.mockRestore();
    }
    expect(window.location.pathname + window.location.search).toBe("/list?page=2");
  });

  it("redirects while the user is still where the redirect was drawn", () => {
    renderAt("/");
    fireEvent.click(screen.getByRole("button"));
    expect(window.location.pathname).toBe("/dashboard");
  });
});

describe("routerProvider.parse", () => {
  const resources = resourceDefinitions.map(toRefineResource);

  /** What `parse` answers at `address`, through the provider given. */
  function parsedAt(parse: NonNullable<typeof baseRouterProvider.parse>, address: string) {
    let answer: unknown;
    function Read() {
      answer = parse()();
      return null;
    }
    render(
      <MemoryRouter initialEntries={[address]}>
        <ResourceContext.Provider value={{ resources }}>
          <Routes>
            <Route path="*" element={<Read />} />
          </Routes>
        </ResourceContext.Provider>
      </MemoryRouter>,
    );
    return answer;
  }

  it.each([
    "/transactions?status=error&currentPage=2&pageSize=25&filters[0][field]=plan&filters[0][value]=3",
    "/transactions/12",
    "/customers/7/edit?to=%2Fcustomers%3Fq%3Dann",
    "/refill-now",
    "/no-such-page",
  ])("answers %s as @refinedev/react-router's own does, the routes matched once per address", (address) => {
    expect(parsedAt(routerProvider.parse!, address)).toEqual(parsedAt(baseRouterProvider.parse!, address));
  });

  it("names the resource and action of a record's page, its query's numbers as numbers", () => {
    expect(parsedAt(routerProvider.parse!, "/transactions/12?currentPage=2")).toMatchObject({
      resource: { name: "transactions" },
      action: "show",
      pathname: "/transactions/12",
      params: { currentPage: 2 },
    });
  });
});
