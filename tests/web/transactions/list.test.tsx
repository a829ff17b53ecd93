import { problemOf } from "../../../common/problems";
import { api, http, json, server } from "../msw";
import { customerRow } from "../fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { filterList, findCard, findNotice, findRow, lastQuery, renderApp, warmUp } from "../render";
import { expectFirstPage, expectNoCustomerColumn } from "../lists";
import { answerList, makeTransaction } from "./harness";

const ROWS = [
  makeTransaction(),
  makeTransaction({
    id: 102,
    status: "error",
    trigger: "scheduled",
    amount: "40.00",
    phone_number_digits: "5550100013",
    payment_error: null,
    refill_error: "Carrier refused the top-up",
    refill_problem: problemOf("topup", "Carrier refused the top-up"),
  }),
];

warmUp("/transactions", "Unlimited 25", () => answerList(ROWS));

describe("/transactions", () => {
  it("shows each refill's number, carrier and plan, amount, trigger label and status, linked to its page", async () => {
    answerList(ROWS);
    const { requests } = renderApp("/transactions", { as: "member" });
    const row = await findRow("(555) 010-0013");
    for (const text of ["$40.00", "Scheduled", "Error", "Tello Mobile"]) expect(row).toHaveTextContent(text);
    expect(within(row).getByRole("link", { name: "#102" })).toHaveAttribute("href", "/transactions/102");
    const first = await findRow("(555) 010-0001");
    expect(first).toHaveTextContent("Refill Now");
    expect(first).toHaveTextContent("Casey Customer");
    expect(within(first).getByRole("link", { name: "Casey Customer" })).toHaveAttribute(
      "href",
      "/customers/7",
    );

    expectFirstPage(requests, "/api/transactions/", "-created_at");
  });

  it("shows the status counters as tabs, and a tab narrows the list and goes in the address", async () => {
    answerList(ROWS);
    const { user, requests } = renderApp("/transactions", { as: "member" });
    await findRow("(555) 010-0013");
    const errorTab = await screen.findByRole("tab", { name: /Error\s*2/ });
    expect(screen.getByRole("tab", { name: /All\s*12/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Action Required\s*1/ })).toBeInTheDocument();

    await user.click(errorTab);
    await waitFor(() => expect(lastQuery(requests, "/api/transactions/").get("status")).toBe("error"));
    expect(decodeURIComponent(window.location.search)).toContain("[field]=status");
    expect(decodeURIComponent(window.location.search)).toContain("[value]=error");
  });

  it("moves between the status tabs with the keyboard, and a tab is chosen with Enter (one tab stop)", async () => {
    answerList(ROWS);
    const { user, requests } = renderApp("/transactions", { as: "member" });
    await findRow("(555) 010-0013");
    const all = await screen.findByRole("tab", { name: /All\s*12/, selected: true });
    expect(screen.getByRole("tablist", { name: "Statuses" })).toBeInTheDocument();
    // only the chosen tab is in the Tab order
    expect(all).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: /Error/ })).toHaveAttribute("tabindex", "-1");
    all.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /In Queue/ })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: /Action Required/ })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(all).toHaveFocus();
    await user.keyboard("{End}{Enter}");
    await waitFor(() =>
      expect(lastQuery(requests, "/api/transactions/").get("status")).toBe("action_required"),
    );
    expect(await screen.findByRole("tab", { name: /Action Required/, selected: true })).toHaveFocus();
  });

  it("reads its filters from the address, sends them to the list and (all but the status) to the counters", async () => {
    answerList(ROWS);
    const query =
      "filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error" +
      "&filters[1][field]=refill_error&filters[1][operator]=eq&filters[1][value]=true" +
      "&filters[2][field]=trigger&filters[2][operator]=eq&filters[2][value]=scheduled";
    const { requests } = renderApp(`/transactions?${query}`, { as: "member" });
    await findRow("(555) 010-0013");
    const list = requests.find((r) => r.path === "/api/transactions/")!;
    expect(list.search.get("status")).toBe("error");
    expect(list.search.get("refill_error")).toBe("true");
    expect(list.search.get("trigger")).toBe("scheduled");
    await waitFor(() => expect(requests.some((r) => r.path === "/api/transactions/counters/")).toBe(true));
    const counters = requests.find((r) => r.path === "/api/transactions/counters/")!;
    expect(counters.search.get("refill_error")).toBe("true");
    expect(counters.search.get("trigger")).toBe("scheduled");
    expect(counters.search.has("status")).toBe(false);
    expect(screen.getByRole("tab", { name: /Error/, selected: true })).toBeInTheDocument();
  });

  it("opens from a customer's page 'All' link (resources/customers/CustomerRecords.tsx) on that customer's refills", async () => {
    answerList(ROWS);
    server.use(
      http.get(api("/api/company/customers/:id/"), () =>
        json(customerRow({ id: 7, first_name: "Casey", last_name: "Customer", email: "customer@demo.test" })),
      ),
    );
    const { requests } = renderApp(
      "/transactions?filters[0][field]=user&filters[0][operator]=eq&filters[0][value]=7",
      { as: "member" },
    );
    await findRow("(555) 010-0013");
    expect(requests.find((r) => r.path === "/api/transactions/")!.search.get("user")).toBe("7");
    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/transactions/counters/")!.search.get("user")).toBe("7"),
    );
  });

  it("filters by payment error and by trigger from the bar, keeping both in the address", async () => {
    answerList(ROWS);
    const view = renderApp("/transactions", { as: "member" });
    const { requests } = view;
    await findRow("(555) 010-0013");
    const path = "/api/transactions/";
    await filterList(view, path, { label: "Filter by payment error", option: "With a payment error" }, [
      "payment_error",
      "true",
    ]);
    await filterList(view, path, { label: "Filter by trigger", option: "Refill Now" }, ["trigger", "manual"]);
    expect(lastQuery(requests, "/api/transactions/").get("payment_error")).toBe("true");
    expect(decodeURIComponent(window.location.search)).toContain("[value]=manual");
    await waitFor(() =>
      expect(lastQuery(requests, "/api/transactions/counters/").get("trigger")).toBe("manual"),
    );
  });

  it("shows staff the customer filter and column; a customer sees neither", async () => {
    answerList(ROWS);
    renderApp("/transactions", { as: "customer" });
    await findCard("(555) 010-0013");
    expect(screen.getByRole("combobox", { name: "Filter by carrier" })).toBeInTheDocument();
    expectNoCustomerColumn();
  });

  it("says 'Failed to fetch transactions' when the list fails and 'Failed to fetch filters counter' when the counters do", async () => {
    answerList(ROWS, 500);
    server.use(http.get(api("/api/transactions/"), () => json({ detail: "Database unavailable." }, 500)));
    renderApp("/transactions", { as: "member" });
    await findNotice("Failed to fetch transactions");
    await findNotice("Failed to fetch filters counter");
  });
});
