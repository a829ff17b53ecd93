import { fireEvent, waitFor, within } from "@testing-library/react";
import { api, http, json, noContent, recordRequests, server, refusedThenCreated } from "../msw";
import { page } from "../fixtures";
import {
  choose,
  currentPath,
  deactivate,
  fillIn,
  findDialog,
  findNotice,
  findRow,
  openDialog,
  renderApp,
  screen,
  signedInAs,
  waitForPath,
  writes,
} from "../render";
import { expectFirstPage } from "../lists";
import { casey } from "./app";
import { NO_COUNTS } from "../transactions/harness";

const dana = {
  ...casey,
  id: 42,
  email: "dana@example.test",
  first_name: "Dana",
  last_name: "Diaz",
  phone_numbers: [],
  phone_numbers_count: 0,
  scheduled_refills_count: 0,
};

/** The first screen of a test loads the lazy screens and antd: give it time. */
const listReady = () => screen.findByRole("link", { name: "Casey Cruz" }, { timeout: 60_000 });

function customersApi(rows = [casey, dana]) {
  server.use(http.get(api("/api/company/customers/"), () => json(page(rows))));
}

describe("/customers list", () => {
  it("shows the API's rows, active customers first by default, newest first, 25 a page", async () => {
    signedInAs("member");
    customersApi();
    const requests = recordRequests();
    renderApp("/customers");
    expect(await listReady()).toBeInTheDocument();
    expect(screen.getByText("dana@example.test")).toBeInTheDocument();
    expect(screen.getByText("(555) 010-0001")).toBeInTheDocument();
    expectFirstPage(requests, "/api/company/customers/", "-created_at", { is_active: "true" });
  });

  it("searches and filters through the URL and the API's query names", async () => {
    signedInAs("member");
    customersApi();
    const requests = recordRequests();
    const { user } = renderApp("/customers");
    await listReady();

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "555 010{Enter}");
    await waitFor(() => expect(requests.at(-1)!.search.get("search")).toBe("555 010"));
    expect(decodeURIComponent(currentPath())).toContain("[value]=555 010");

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Has phone numbers" }));
    fireEvent.click(await screen.findByTitle("Yes"));
    await waitFor(() => expect(requests.at(-1)!.search.get("has_phone_numbers")).toBe("true"));

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByTitle("All"));
    await waitFor(() => expect(requests.at(-1)!.search.has("is_active")).toBe(false));
    expect(requests.at(-1)!.search.get("search")).toBe("555 010");
  });

  it("restores filters from a shared link", async () => {
    signedInAs("member");
    customersApi();
    const requests = recordRequests();
    renderApp(
      "/customers?filters[0][field]=has_scheduled_refills&filters[0][operator]=eq&filters[0][value]=false&sorters[0][field]=last_name&sorters[0][order]=asc",
    );
    await listReady();
    const list = requests.find((r) => r.path === "/api/company/customers/")!;
    expect(list.search.get("has_scheduled_refills")).toBe("false");
    expect(list.search.get("ordering")).toBe("last_name");
    expect(list.search.has("is_active")).toBe(false);
  });

  it("says so when the list cannot be loaded", async () => {
    signedInAs("member");
    server.use(
      http.get(api("/api/company/customers/"), () => json({ detail: "A server error occurred." }, 500)),
    );
    renderApp("/customers");
    expect(
      await screen.findByText("A server error occurred.", { selector: ".plain-alert-description" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Try again/ })).toBeInTheDocument();
  });

  it("creates a customer in a drawer, welcome e-mail on by default, and shows a server field error beside its field", async () => {
    signedInAs("member");
    customersApi();
    const nia = { ...casey, id: 50, email: "nia@example.test", first_name: "Nia", last_name: "Okafor" };
    server.use(
      ...refusedThenCreated(
        "/api/company/customers/",
        { email: ["A user with that email already exists."] },
        nia,
      ),
      // the new customer's page, opened after the save
      http.get(api("/api/company/customers/50/"), () => json(nia)),
      ...["/api/phones/", "/api/payments/cards/", "/api/scheduled-refills/", "/api/transactions/"].map(
        (path) => http.get(api(path), () => json(page([]))),
      ),
      http.get(api("/api/rental/rentals/"), () => json(page([]))),
      http.get(api("/api/messages/"), () => json(page([]))),
    );
    const { user, requests } = renderApp("/customers");
    await listReady();
    await user.click(await screen.findByRole("button", { name: /New customer/ }));
    const drawer = await findDialog("New customer");
    expect(within(drawer).getByRole("checkbox", { name: "Send a welcome e-mail" })).toBeChecked();
    await fillIn(user, drawer, {
      "First name": "Nia",
      "Last name": "Okafor",
      "E-mail": "casey@example.test",
    });
    await user.click(within(drawer).getByRole("button", { name: /Create customer/ }));

    expect(await within(drawer).findByText("A user with that email already exists.")).toBeInTheDocument();
    expect(writes(requests)[0].body).toEqual({
      first_name: "Nia",
      last_name: "Okafor",
      email: "casey@example.test",
      // The panel's language unless staff choose another: the customer's screens and e-mails.
      language: "en",
      send_welcome_email: true,
    });

    // An optional line, added with the customer as POST /api/phones/ would add it.
    await fillIn(user, drawer, { "E-mail": "nia@example.test", "Phone number": "(555) 014-2231" });
    await choose(user, "Language", "Español", drawer);
    await user.click(within(drawer).getByRole("checkbox", { name: "Send a welcome e-mail" }));
    await user.click(within(drawer).getByRole("button", { name: /Create customer/ }));
    await findNotice("Customer created");
    expect(writes(requests)[1].body).toMatchObject({
      email: "nia@example.test",
      phone_number: "(555) 014-2231",
      language: "es",
      send_welcome_email: false,
    });
    // Then the new customer's page, where their line, card and refills are added.
    await waitForPath("/customers/50");
    expect(await screen.findByRole("heading", { name: "Nia Okafor" })).toBeInTheDocument();
  });

  it("edits a customer with their current values", async () => {
    signedInAs("owner");
    customersApi();
    server.use(
      http.get(api("/api/company/customers/41/"), () => json(casey)),
      http.patch(api("/api/company/customers/41/"), () => json({ ...casey, zip_code: "07030" })),
    );
    const { user, requests } = renderApp("/customers");
    await listReady();
    const row = await findRow("Casey Cruz");
    const drawer = await openDialog(user, /Edit/, "Edit customer", row);
    await waitFor(() => expect(within(drawer).getByLabelText("ZIP code")).toHaveValue("10001"));
    expect(within(drawer).queryByRole("checkbox", { name: "Send a welcome e-mail" })).not.toBeInTheDocument();
    await fillIn(user, drawer, { "ZIP code": "07030" });
    await user.click(within(drawer).getByRole("button", { name: /Save/ }));
    await findNotice("Customer updated");
    expect(writes(requests)[0].body).toMatchObject({ email: "casey@example.test", zip_code: "07030" });
    // The PIN is the customer's alone: the form has no PIN field and sends none.
    expect(within(drawer).queryByLabelText(/PIN/)).not.toBeInTheDocument();
    expect(writes(requests)[0].body).not.toHaveProperty("pin");
  });

  it("staff record the customer's consent to texts on their word, and take it back", async () => {
    signedInAs("owner");
    customersApi();
    const agreed = { ...casey, sms_phone: null, sms_consent_at: null };
    server.use(
      http.get(api("/api/company/customers/41/"), () => json(agreed)),
      http.patch(api("/api/company/customers/41/"), () => json(agreed)),
    );
    const { user, requests } = renderApp("/customers");
    await listReady();
    let drawer = await openDialog(user, /Edit/, "Edit customer", await findRow("Casey Cruz"));
    const agree = await within(drawer).findByRole("checkbox", { name: /The customer asked us to text them/ });
    expect(agree).not.toBeChecked();
    expect(within(drawer).getByText(/Tick it only on the customer's word/)).toBeInTheDocument();
    await user.click(agree);
    await fillIn(user, drawer, { "Number for texts": "(555) 010-0042" });
    await user.click(within(drawer).getByRole("button", { name: /Save/ }));
    await findNotice("Customer updated");
    expect(writes(requests)[0].body).toMatchObject({ sms_phone: "(555) 010-0042" });
    expect(writes(requests)[0].body).not.toHaveProperty("texts");

    // Agreed since Nov 2: unticking takes it back (null).
    Object.assign(agreed, { sms_phone: "5550100042", sms_consent_at: "2026-11-02T15:00:00Z" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    drawer = await openDialog(user, /Edit/, "Edit customer", await findRow("Casey Cruz"));
    expect(await within(drawer).findByText(/Agreed on Nov 2, 2026/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole("checkbox", { name: /The customer asked us to text them/ }));
    await user.click(within(drawer).getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1].body).toMatchObject({ sms_phone: null });
  });

  it("asks before deactivating, then sends DELETE", async () => {
    signedInAs("member");
    customersApi();
    server.use(http.delete(api("/api/company/customers/41/"), noContent));
    const { user, requests } = renderApp("/customers");
    await listReady();
    await deactivate({ user, requests }, await findRow("Casey Cruz"), {
      question: "Deactivate Casey Cruz?",
      path: "/api/company/customers/41/",
      notice: "Customer deactivated",
    });
  });

  it("is closed to customers: /customers sends them to /", async () => {
    signedInAs("customer");
    server.use(
      http.get(api("/api/transactions/"), () => json(page([]))),
      http.get(api("/api/transactions/counters/"), () => json(NO_COUNTS)),
    );
    renderApp("/customers");
    await waitFor(() => expect(window.location.pathname).not.toBe("/customers"));
    expect(screen.queryByRole("button", { name: /New customer/ })).not.toBeInTheDocument();
  });
});
