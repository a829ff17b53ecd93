import { waitFor, within } from "@testing-library/react";
import { openCustomers } from "./customers-list";
import { onAPhone } from "../refill-now/phone";
import { preloadRoutes, screen } from "../render";

/**
 * The list kit and the header on a 390 px wide phone (issue 21): the filters fold behind one "Filters" button
 * opening a bottom drawer, the header keeps to the screen's width. tests/web/setup.ts draws a 1280 px desk;
 * onAPhone answers antd's breakpoints (matchMedia) as a phone does, and gives the desk back after each test.
 */

onAPhone();

beforeAll(preloadRoutes, 60_000);

/** The count on the "Filters" button's badge (none is drawn for 0). */
const badgeCount = () => document.querySelector(".plain-badge-count")?.textContent ?? "0";
const drawer = () => screen.getByRole("dialog", { name: "Filters" });
const drawerOpen = () => screen.queryByRole("dialog", { name: "Filters" }) !== null;

describe("a list's filters on a phone", () => {
  it("shows the search box and one Filters button counting the filters set; the filters are drawn when it opens", async () => {
    const { user } = openCustomers();
    await screen.findByText("Casey Cruz");
    expect(screen.getByPlaceholderText("Name, e-mail or phone number")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    // the customers list starts with its "active only" status: one filter set
    expect(badgeCount()).toBe("1");
    // Nothing of the drawer before it opens: a phone's first screen neither draws the filters nor loads
    // their controls (issue 40). Their values live in the bar, so the count above already holds them.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await waitFor(() => expect(drawerOpen()).toBe(true));
    // the filters are in the drawer, not in the bar, the chosen status shown
    expect(within(drawer()).getByRole("combobox", { name: "Has phone numbers" })).toBeInTheDocument();
    const status = within(drawer()).getByRole("combobox", { name: "Status" });
    expect(status.closest(".ant-select")).toHaveTextContent("Active");
  });

  it("a filter chosen in the drawer searches at once, counts on the badge, and stays after the drawer closes", async () => {
    const { user, lists } = openCustomers();
    await screen.findByText("Casey Cruz");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await waitFor(() => expect(drawerOpen()).toBe(true));
    expect(within(drawer()).getByText("Filters")).toBeInTheDocument();
    await user.click(within(drawer()).getByRole("combobox", { name: "Has phone numbers" }));
    await user.click(await screen.findByTitle("Yes"));
    await waitFor(() => expect(lists().at(-1)!.search.get("has_phone_numbers")).toBe("true"));
    await waitFor(() => expect(badgeCount()).toBe("2"));

    await user.click(within(drawer()).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(drawerOpen()).toBe(false));
    // a search afterwards keeps the drawer's filters, in the request and in the address
    await user.type(screen.getByPlaceholderText("Name, e-mail or phone number"), "cas{Enter}");
    await waitFor(() => expect(lists().at(-1)!.search.get("search")).toBe("cas"));
    expect(lists().at(-1)!.search.get("has_phone_numbers")).toBe("true");
    expect(lists().at(-1)!.search.get("is_active")).toBe("true");
    expect(window.location.search).toContain("has_phone_numbers");
    expect(badgeCount()).toBe("2");
  });
});

describe("the filter bar on a phone, drawn without antd (issue 40)", () => {
  it("draws nothing of antd's on the first screen: no class of antd's anywhere in the bar", async () => {
    openCustomers();
    await screen.findByText("Casey Cruz");
    const bar = screen.getByRole("search");
    expect(within(bar).getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Search" })).toBeInTheDocument();
    const antdClasses = [bar, ...bar.querySelectorAll("*")]
      .flatMap((element) => [...element.classList])
      .filter((name) => name.startsWith("ant-"));
    expect(antdClasses).toEqual([]);
  });

  it("the Filters button opens the bottom drawer; Done, Escape and the close button close it, the focus back on the button", async () => {
    const { user } = openCustomers();
    await screen.findByText("Casey Cruz");
    const button = screen.getByRole("button", { name: "Filters" });

    await user.click(button);
    await waitFor(() => expect(drawer()).toHaveFocus());
    expect(drawer()).toHaveClass("plain-drawer-bottom");
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(within(drawer()).getByRole("button", { name: "Done" }));
    expect(drawerOpen()).toBe(false);
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe("");

    await user.click(button);
    await waitFor(() => expect(drawer()).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(drawerOpen()).toBe(false);
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(drawer()).getByRole("button", { name: "Close" }));
    expect(drawerOpen()).toBe(false);
    expect(button).toHaveFocus();
    // closing chose nothing: the count is the one the list started with
    expect(badgeCount()).toBe("1");

    // no filter set: no badge at all, as antd draws none for 0
    await user.click(button);
    await user.click(within(drawer()).getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("All"));
    await waitFor(() => expect(document.querySelector(".plain-badge-count")).toBeNull());
  });
});

describe("the header on a phone", () => {
  it("shows the user's icon (their name its accessible name and the head of its menu) and the language's code", async () => {
    const { user } = openCustomers();
    const header = await screen.findByRole("banner");
    const userButton = await within(header).findByRole("button", { name: "Morgan Member" });
    expect(within(header).queryByText("Morgan Member")).toBeNull();
    const language = within(header).getByRole("button", { name: "Español" });
    expect(language).toHaveTextContent("ES");
    expect(language).toHaveAttribute("lang", "es");

    await user.click(userButton);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Morgan Member")).toBeInTheDocument();
    expect(within(menu).getByText("Profile")).toBeInTheDocument();
    expect(within(menu).getByText("Sign out")).toBeInTheDocument();
  });
});
