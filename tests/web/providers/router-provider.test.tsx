import { fireEvent, render, screen } from "@testing-library/react";
import { BrowserRouter, Route, Routes } from "react-router";
import { routerProvider } from "../../../src/providers/router";

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

  it("redirects while the user is still where the redirect was drawn", () => {
    renderAt("/");
    fireEvent.click(screen.getByRole("button"));
    expect(window.location.pathname).toBe("/dashboard");
  });
});
