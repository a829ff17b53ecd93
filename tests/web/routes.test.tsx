import { useForm } from "@refinedev/antd";
import { waitFor, within } from "@testing-library/react";
import { Button, Form, Input } from "antd";
import { customer, member, owner, profileHandler, saveSession } from "./fixtures";
import { api, http, json, recordRequests, server } from "./msw";
import {
  currentPath,
  findFieldError,
  findNotice,
  findSideMenu,
  preloadRoutes,
  renderApp,
  screen,
  visit,
  waitForPath,
  withScreens,
} from "./render";

const ALL_LISTS = withScreens({
  dashboard: ["list"],
  transactions: ["list", "show"],
  rentals: ["list", "show"],
  "phone-numbers": ["list"],
  carriers: ["list", "show"],
  charges: ["list", "show"],
  "scheduled-refills": ["list"],
  customers: ["list"],
  members: ["list"],
});

function signedInAs(who: "customer" | "member" | "owner") {
  saveSession({ token: `t-${who}`, email: `${who}@demo.test` });
  server.use(profileHandler({ "t-customer": customer(), "t-member": member(), "t-owner": owner() }));
}

async function menuEntries() {
  const menu = await findSideMenu();
  await within(menu).findByText("Transactions");
  return within(menu)
    .getAllByRole("link")
    .map((item) => item.textContent);
}

beforeAll(preloadRoutes, 60_000);

describe("routes and guards", () => {
  it("a signed-out visitor is sent to /login from every route of the layout (and back there after signing in)", async () => {
    renderApp("/transactions", { resources: ALL_LISTS });
    await waitForPath("/login?to=%2Ftransactions");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();

    for (const path of ["/customers", "/members", "/charges/5", "/rentals/4", "/scheduled-refills"]) {
      visit(path);
      await waitForPath(`/login?to=${encodeURIComponent(path)}`);
    }
    visit("/");
    await waitForPath("/login");
  });

  it("customer: member and owner routes send to /, the others open; /login and /signup/* send to /", async () => {
    signedInAs("customer");
    renderApp("/customers", { resources: ALL_LISTS });
    // `/` opens the first entry: transactions.
    await waitForPath("/transactions");
    expect(await screen.findByText("Transactions list screen")).toBeInTheDocument();

    for (const path of [
      "/dashboard",
      "/members",
      "/charges/5",
      "/login",
      "/signup/demo",
      "/signup/demo/extra",
    ]) {
      visit(path);
      await waitForPath("/transactions");
    }
    for (const [path, text] of [
      ["/phone-numbers", "Phone numbers list screen"],
      ["/carriers", "Carriers list screen"],
      ["/carriers/3", "Carriers show screen"],
      ["/transactions/8", "Transactions show screen"],
      ["/rentals", "Rentals list screen"],
      ["/rentals/4", "Rentals show screen"],
      ["/charges", "Charges list screen"],
      ["/scheduled-refills", "Scheduled refills list screen"],
    ]) {
      visit(path);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    }
    expect(screen.queryByText("Customers list screen")).not.toBeInTheDocument();
    expect(await menuEntries()).toEqual([
      "Transactions",
      "Rentals",
      "Phone numbers",
      "Scheduled refills",
      "Carriers",
      "Charges",
    ]);
  });

  it("member: opens /customers and one charge, not the owner route /members; sees the company's name", async () => {
    signedInAs("member");
    renderApp("/customers", { resources: ALL_LISTS });
    expect(await screen.findByText("Customers list screen")).toBeInTheDocument();
    expect(await screen.findByText("Demo Wireless")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Morgan Member/ })).toBeInTheDocument();

    visit("/charges/5");
    expect(await screen.findByText("Charges show screen")).toBeInTheDocument();

    // `/` opens staff's first entry: the dashboard.
    visit("/members");
    await waitForPath("/dashboard");
    expect(screen.queryByText("Members list screen")).not.toBeInTheDocument();
    expect((await menuEntries())[0]).toBe("Dashboard");
    expect(await menuEntries()).toContain("Customers");
    expect(await menuEntries()).not.toContain("Members");
  });

  it("owner: opens /members and, being a member too, /customers", async () => {
    signedInAs("owner");
    renderApp("/members", { resources: ALL_LISTS });
    expect(await screen.findByText("Members list screen")).toBeInTheDocument();
    visit("/customers");
    expect(await screen.findByText("Customers list screen")).toBeInTheDocument();
    const entries = await menuEntries();
    expect(entries).toContain("Customers");
    expect(entries).toContain("Members");
  });

  it("any other path shows the not-found page, signed out or in", async () => {
    renderApp("/no/such/page", { resources: ALL_LISTS });
    expect(await screen.findByText("Page not found")).toBeInTheDocument();
    signedInAs("member");
    visit("/customers/7/whatever");
    expect(await screen.findByText("Page not found")).toBeInTheDocument();
  });
});

describe("`/` opens the first menu entry the user may open", () => {
  it("customer: skips staff entries (here: phone numbers before customers and members)", async () => {
    signedInAs("customer");
    renderApp("/", {
      resources: withScreens({ customers: ["list"], "phone-numbers": ["list"], members: ["list"] }),
    });
    await waitForPath("/phone-numbers");
  });

  it("staff land on the dashboard, customers (who may not open it) on their transactions", async () => {
    const resources = withScreens({ dashboard: ["list"], transactions: ["list"] });
    signedInAs("member");
    const view = renderApp("/", { resources });
    await waitForPath("/dashboard");
    expect(await screen.findByText("Dashboard list screen")).toBeInTheDocument();
    view.unmount();
    signedInAs("customer");
    renderApp("/", { resources });
    await waitForPath("/transactions");
    expect(await menuEntries()).toEqual(["Transactions"]);
  });

  it("member: the first staff entry when it comes first", async () => {
    signedInAs("member");
    renderApp("/", { resources: withScreens({ customers: ["list"], members: ["list"] }) });
    await waitForPath("/customers");
    expect(await menuEntries().catch(() => [])).not.toContain("Members");
  });

  it("no entry at all open to the user: says so instead of sending anywhere", async () => {
    signedInAs("customer");
    renderApp("/", { resources: withScreens({ customers: ["list"], members: ["list"] }) });
    expect(await screen.findByText("Nothing to open yet")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });

  it("resources without a list screen are neither a target nor in the menu", async () => {
    signedInAs("owner");
    renderApp("/", { resources: withScreens({ transactions: ["list"] }) });
    await waitForPath("/transactions");
    expect(await menuEntries()).toEqual(["Transactions"]);
  });
});

describe("notices", () => {
  it("on a screen drawn with antd, antd's notification is there before the first notice: it shows at once", async () => {
    // Not queued for antd's notification to load: a notice that another replaces under the same key soon
    // after ("Refill queued", then how the refill ended) is seen before it is replaced.
    const { services } = renderApp("/phone-numbers", { resources: ALL_LISTS, as: "customer" });
    await screen.findByText("Phone numbers list screen");
    services.notifier.info("Probe");
    expect(services.notifier.waiting()).toBe(false);
    expect(await findNotice("Probe")).toBeInTheDocument();
  });
});

describe("public pages", () => {
  it("the privacy policy and the terms are readable without signing in", async () => {
    renderApp("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    // The title is set in an effect after the page paints: wait for it rather than read it at once.
    await waitFor(() => expect(document.title).toBe("Privacy policy · Refill & Rental back-office"));
    const privacy = document.body.textContent ?? "";
    for (const topic of [
      "Payments and saved cards",
      "last four digits",
      "phone number",
      "deposit",
      "local storage",
    ]) {
      expect(privacy).toContain(topic);
    }

    visit("/terms-and-conditions");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms and conditions" }),
    ).toBeInTheDocument();
    const terms = document.body.textContent ?? "";
    for (const topic of ["Device rentals", "Scheduled refills", "Deposit", "late"])
      expect(terms).toContain(topic);
  });

  it("the forgot-password page is open to signed-in users too (no redirect)", async () => {
    signedInAs("customer");
    renderApp("/forgot-password");
    expect(await screen.findByRole("heading", { name: "Forgot password" })).toBeInTheDocument();
    expect(currentPath()).toBe("/forgot-password");
  });
});

describe("a Refine form on the data provider", () => {
  function CustomerCreate() {
    const { formProps, saveButtonProps } = useForm({
      resource: "customers",
      action: "create",
      redirect: false,
    });
    return (
      <Form {...formProps} layout="vertical">
        <Form.Item label="E-mail" name="email">
          <Input />
        </Form.Item>
        <Button {...saveButtonProps}>Save</Button>
      </Form>
    );
  }

  it("shows the server's field errors beside the fields (DRF 400 → HttpError.errors)", async () => {
    signedInAs("member");
    const requests = recordRequests();
    server.use(
      http.post(api("/api/company/customers/"), () =>
        json({ email: ["Enter a valid email address."], non_field_errors: ["Check the form."] }, 400),
      ),
    );
    const resources = withScreens({}).map((definition) =>
      definition.name === "customers" ? { ...definition, screens: { create: CustomerCreate } } : definition,
    );
    const { user } = renderApp("/customers/create", { resources });
    await user.type(await screen.findByLabelText("E-mail"), "not-an-address");
    await user.click(screen.getByRole("button", { name: /Save/ }));

    await findFieldError(document.body, "E-mail", "Enter a valid email address.");
    expect(requests.find((r) => r.method === "POST")).toMatchObject({
      path: "/api/company/customers/",
      body: { email: "not-an-address" },
      authorization: "Token t-member",
    });
  });
});
