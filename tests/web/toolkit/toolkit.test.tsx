import { waitFor, within } from "@testing-library/react";
import { resourceDefinitions } from "../../../resources";
import { casey } from "../customers/app";
import { chargeDetail, country, page } from "../fixtures";
import { api, http, json, server } from "../msw";
import { currentPath, findNotice, preloadRoutes, renderApp, screen } from "../render";

/**
 * The toolkit itself (src/components/lists, forms, show, actions), through the smallest real screens built
 * from it: the customers list (a filter with an initial value, yes/no filters, sorting), the countries
 * form (a modal at its own route) and a charge's page (the show frame).
 */

const RESOURCES = resourceDefinitions.filter((d) => ["customers", "countries", "charges"].includes(d.name));

const CUSTOMERS = [
  casey,
  { ...casey, id: 42, email: "dana@example.test", first_name: "Dana", last_name: "Diaz" },
];
const COUNTRIES = [country(), country({ id: 4, name: "Japan", code: "JP" })];

/** `path` as a member; `lists()` are the list requests to `endpoint` made from then on. */
function open(path: string, endpoint = "/api/company/customers/") {
  const view = renderApp(path, { as: "member", resources: RESOURCES });
  const lists = () => view.requests.filter((r) => r.method === "GET" && r.path === endpoint);
  return { ...view, lists };
}

/** The open dialog (antd's modal). */
const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(".ant-modal");
    if (!found) throw new Error("no dialog");
    return found;
  });

/** A list endpoint answering `rows`, narrowed by `search` on the first name. */
const answerList = (endpoint: string, rows: Array<{ first_name?: string; name?: string }>) =>
  server.use(
    http.get(api(endpoint), ({ request }) => {
      const search = new URL(request.url).searchParams.get("search");
      const named = (r: (typeof rows)[number]) => (r.first_name ?? r.name ?? "").toLowerCase();
      return json(page(search ? rows.filter((r) => named(r).includes(search)) : rows));
    }),
  );
const answerCustomers = (rows = CUSTOMERS) => answerList("/api/company/customers/", rows);
const answerCountries = () => answerList("/api/rental/countries/", COUNTRIES);

beforeAll(preloadRoutes, 60_000);

describe("the list hook, filter bar and table", () => {
  it("starts from the declaration: page 1 of 25, its order and a filter's initial value", async () => {
    answerCustomers();
    const { lists } = open("/customers");
    await screen.findByText("Casey Cruz");
    expect(Object.fromEntries(lists()[0].search)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "-created_at",
      is_active: "true",
    });
  });

  it("keeps search, filters, page size and order in the address, and a reloaded address asks the same", async () => {
    answerCustomers();
    const first = open("/customers");
    await screen.findByText("Casey Cruz");
    await first.user.type(screen.getByPlaceholderText("Name, e-mail or phone number"), "cas{Enter}");
    await waitFor(() => expect(first.lists().at(-1)!.search.get("search")).toBe("cas"));
    await first.user.click(screen.getByRole("combobox", { name: "Has phone numbers" }));
    await first.user.click(await screen.findByTitle("Yes"));
    await waitFor(() => expect(first.lists().at(-1)!.search.get("has_phone_numbers")).toBe("true"));
    // "any" of a filter with an initial value stays in the address, so a reload does not fall back to it
    await first.user.click(screen.getByRole("combobox", { name: "Status" }));
    await first.user.click(await screen.findByTitle("All"));
    await waitFor(() => expect(first.lists().at(-1)!.search.has("is_active")).toBe(false));
    await first.user.click(screen.getByText("Name"));
    await waitFor(() => expect(first.lists().at(-1)!.search.get("ordering")).toBe("last_name"));
    const address = currentPath();
    first.unmount();

    const again = open(address);
    await screen.findByText("Casey Cruz");
    expect(Object.fromEntries(again.lists()[0].search)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "last_name",
      search: "cas",
      has_phone_numbers: "true",
    });
    expect(screen.getByPlaceholderText("Name, e-mail or phone number")).toHaveValue("cas");
  });

  it("offers pages of 25, 50, 100 and 200 and asks the server for the chosen size", async () => {
    answerCustomers();
    const { user, lists } = open("/customers");
    await screen.findByText("Casey Cruz");
    const sizes = document.querySelector(".ant-pagination-options .ant-select") as HTMLElement;
    await user.click(within(sizes).getByRole("combobox"));
    const options = [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.textContent);
    expect(options).toEqual(["25 / page", "50 / page", "100 / page", "200 / page"]);
    await user.click(await screen.findByTitle("100 / page"));
    await waitFor(() => expect(lists().at(-1)!.search.get("page_size")).toBe("100"));
    expect(window.location.search).toContain("pageSize=100");
  });

  it("says a page could not be loaded, once as a notice and above the table, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(api("/api/company/customers/"), () =>
        ++calls === 1 ? json({ detail: "Database is down." }, 503) : json(page(CUSTOMERS)),
      ),
    );
    const { user } = open("/customers");
    await findNotice("Failed to fetch customers");
    const alert = await waitFor(() => document.querySelector<HTMLElement>(".plain-alert")!);
    expect(alert).toHaveTextContent("Database is down.");
    await user.click(within(alert).getByRole("button", { name: /Try again/ }));
    expect(await screen.findByText("Casey Cruz")).toBeInTheDocument();
    expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1);
  });

  it("an empty list says why: nothing yet (with the way to add one), or nothing matching", async () => {
    answerCustomers([]);
    const { user } = open("/customers");
    expect(await screen.findByText("No customers yet.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Add the first customer/ })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Name, e-mail or phone number"), "zzz{Enter}");
    expect(await screen.findByText("No customer matches these filters.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add the first customer/ })).not.toBeInTheDocument();
  });
});

describe("the dialog form at its own route", () => {
  it("opens at /countries/create over the list keeping its query string, and closing goes back to it", async () => {
    answerCountries();
    const { user } = open("/countries?search=mex", "/api/rental/countries/");
    await screen.findByText("Mexico");
    await user.click(await screen.findByRole("button", { name: /Add country/ }));
    await waitFor(() => expect(window.location.pathname).toBe("/countries/create"));
    expect(window.location.search).toContain("search=mex");
    expect(screen.getByText("Mexico")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/countries"));
    expect(window.location.search).toContain("search=mex");
  });

  it("a reloaded /countries/4/edit opens the record's form over the list", async () => {
    answerCountries();
    server.use(http.get(api("/api/rental/countries/4/"), () => json(COUNTRIES[1])));
    open("/countries/4/edit", "/api/rental/countries/");
    const form = await dialog();
    expect(await within(form).findByLabelText("Name")).toHaveValue("Japan");
    expect(within(form).getByText("Edit country")).toBeInTheDocument();
  });

  it("a failed save shows the server's field error beside the field and one notice, and the dialog stays", async () => {
    answerCountries();
    server.use(
      http.post(api("/api/rental/countries/"), () =>
        json({ name: ["A country with that name exists."] }, 400),
      ),
    );
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent | unknown) => rejections.push(event);
    process.on("unhandledRejection", onRejection);
    try {
      const { user, requests } = open("/countries/create", "/api/rental/countries/");
      const form = await dialog();
      await user.type(await within(form).findByLabelText("Country code"), "MX");
      await user.click(within(form).getByRole("button", { name: "Save" }));
      const item = (await within(form).findByText("A country with that name exists.")).closest(
        ".ant-form-item",
      ) as HTMLElement;
      expect(within(item).getByLabelText("Name")).toBeInTheDocument();
      await findNotice("Failed to save country");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1);
      expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
      expect(window.location.pathname).toBe("/countries/create");
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });

  it("a successful save notifies, closes the dialog and reloads the list", async () => {
    answerCountries();
    server.use(http.post(api("/api/rental/countries/"), () => json(country({ id: 5, name: "Canada" }), 201)));
    const { user, lists } = open("/countries/create", "/api/rental/countries/");
    await screen.findByText("Mexico");
    const before = lists().length;
    const form = await dialog();
    await user.type(await within(form).findByLabelText("Country code"), "CA");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("Country added");
    await waitFor(() => expect(window.location.pathname).toBe("/countries"));
    await waitFor(() => expect(document.querySelector(".ant-modal")).toBeNull());
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });
});

describe("the show frame", () => {
  it("shows the record once loaded", async () => {
    server.use(http.get(api("/api/charges/51/"), () => json(chargeDetail())));
    open("/charges/51");
    expect(await screen.findByText("pi_51")).toBeInTheDocument();
    expect(screen.getByText("Charge #51")).toBeInTheDocument();
  });

  it("says a missing record is not found, with the way back to the list", async () => {
    server.use(http.get(api("/api/charges/9/"), () => json({ detail: "Not found." }, 404)));
    open("/charges/9");
    expect(await screen.findByText("Charge not found")).toBeInTheDocument();
    expect(screen.getByText("This charge does not exist or belongs to another company.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to charges" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says any other failure with the server's reason, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(api("/api/charges/51/"), () =>
        ++calls === 1 ? json({ detail: "Database is down." }, 503) : json(chargeDetail()),
      ),
    );
    const { user } = open("/charges/51");
    expect(await screen.findByText("Failed to fetch charges")).toBeInTheDocument();
    expect(screen.getByText("Database is down.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("pi_51")).toBeInTheDocument();
  });
});
