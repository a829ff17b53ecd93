import { within } from "@testing-library/react";
import { customer, profileHandler, saveSession } from "../fixtures";
import { server } from "../msw";
import { preloadRoutes, renderApp, screen, withScreens } from "../render";

/** The company's logo beside its name at the top of every signed-in screen (issue 21). */

const resources = withScreens({ transactions: ["list"], "phone-numbers": ["list"] });
const LOGO = "/api/company/logo/1/0123456789abcdef0123456789abcdef/";

beforeAll(preloadRoutes, 60_000);

const signedInWith = (logo_url: string | null) => {
  saveSession({ token: "t-customer", email: "customer@demo.test" });
  server.use(
    profileHandler({
      "t-customer": { ...customer(), company: { id: 1, name: "Demo Wireless", slug: "demo", logo_url } },
    }),
  );
};

describe("the company's brand in the layout", () => {
  it("on a desk, the menu's title shows the logo beside the company's name, a link home", async () => {
    signedInWith(LOGO);
    renderApp("/phone-numbers", { resources });
    const logo = await screen.findByRole("img", { name: "Demo Wireless logo" });
    expect(logo.getAttribute("src")).toContain(LOGO);
    const home = logo.closest("a") as HTMLElement;
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText("Demo Wireless")).toBeInTheDocument();
  });

  it("a long name beside a logo is not cut by it: the logo gives way, the name wraps, its whole text in its title", async () => {
    const long = "Telecomunicaciones y Recargas del Valle de Guadalupe";
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    server.use(
      profileHandler({
        "t-customer": { ...customer(), company: { id: 1, name: long, slug: "demo", logo_url: LOGO } },
      }),
    );
    renderApp("/phone-numbers", { resources });
    const logo = await screen.findByRole("img", { name: `${long} logo` });
    // 32 px high: at most 64 px wide beside the name (it was 128 of the menu's 168).
    expect(logo.style.maxWidth).toBe("64px");
    const name = within(logo.closest("a") as HTMLElement)
      .getByText(long)
      .closest<HTMLElement>(".company-brand-name")!;
    expect(name).toHaveAttribute("title", long);
    // it wraps (two lines before an ellipsis) rather than being cut short on one line
    expect(name.style.webkitLineClamp).toBe("2");
    expect(name.style.overflowWrap).toBe("anywhere");
  });

  it("without a logo: the company's name beside the product's icon", async () => {
    signedInWith(null);
    renderApp("/phone-numbers", { resources });
    const name = await screen.findByText("Demo Wireless", { selector: "a *" });
    expect(name.closest("a")).toHaveAttribute("href", "/");
    expect(screen.queryByRole("img", { name: /logo/ })).toBeNull();
  });

  it("on a phone, where the menu is a drawer, the header carries the logo and name beside the menu button", async () => {
    const desk = window.matchMedia;
    // 390 px wide: antd's breakpoints up to sm match, lg does not.
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        ...desk(query),
        matches: (!min || 390 >= Number(min[1])) && (!max || 390 <= Number(max[1])),
      };
    };
    try {
      signedInWith(LOGO);
      renderApp("/phone-numbers", { resources });
      const header = await screen.findByRole("banner");
      // the layout turns narrow in a re-render after its first: wait for it
      expect(await within(header).findByRole("button", { name: "Menu" })).toBeInTheDocument();
      expect(await within(header).findByRole("img", { name: "Demo Wireless logo" })).toBeInTheDocument();
      expect(within(header).getByText("Demo Wireless")).toBeInTheDocument();
    } finally {
      window.matchMedia = desk;
    }
  });
});
