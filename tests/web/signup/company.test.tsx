import { screen } from "@testing-library/react";
import { answerByBody, json, server } from "../msw";
import { preloadRoutes, renderApp, withScreens } from "../render";

/** /signup/{slug} names the company the customer signs up with, with its logo (issue 21). */

const resources = withScreens({ transactions: ["list"] });
const LOGO = "/api/company/logo/1/0123456789abcdef0123456789abcdef/";

beforeAll(async () => {
  await preloadRoutes();
  await import("../../../src/pages/signup/SignupPage");
}, 60_000);

const lookup = (answer: { exists: boolean; name: string | null; logo_url: string | null }) =>
  answerByBody("/api/company/exists/", () => json(answer));

describe("/signup/{slug}: the company's name and logo", () => {
  it("shows the company's logo above its name, in place of the product's name, and in the title", async () => {
    server.use(lookup({ exists: true, name: "Demo Wireless", logo_url: LOGO }));
    renderApp("/signup/demo", { resources });
    const logo = await screen.findByRole("img", { name: "Demo Wireless logo" });
    expect(logo.getAttribute("src")).toContain(LOGO);
    expect(screen.getByText("Demo Wireless", { selector: "strong, span" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Create your account with Demo Wireless",
    );
    expect(screen.queryByText("Refills & Rentals")).toBeNull();
    expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
  });

  it("a company without a logo: its name alone", async () => {
    server.use(lookup({ exists: true, name: "Second Mobile", logo_url: null }));
    renderApp("/signup/second", { resources });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Create your account with Second Mobile" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /logo/ })).toBeNull();
  });

  it("an unknown company shows no name and no logo", async () => {
    server.use(lookup({ exists: false, name: null, logo_url: null }));
    renderApp("/signup/nobody", { resources });
    expect(await screen.findByText("Unknown company")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /logo/ })).toBeNull();
  });
});
