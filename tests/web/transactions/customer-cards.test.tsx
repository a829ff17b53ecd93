import { screen, waitFor, within } from "@testing-library/react";
import { page } from "../fixtures";
import { delay } from "msw";
import { api, http, json, server } from "../msw";
import { findCard, lastQuery, renderApp, warmUp } from "../render";
import { answerList, makeTransaction } from "./harness";

/**
 * A customer's /transactions: their refills as cards (CustomerTransactionList, issue 40), not the staff's
 * table, with the same tabs, filters, paging, empty and failed states and links.
 */
const ROWS = [
  makeTransaction(),
  makeTransaction({
    id: 102,
    status: "error",
    trigger: "scheduled",
    amount: "40.00",
    phone_number_digits: "5550100013",
  }),
];

warmUp("/transactions", "Unlimited 25", () => answerList(ROWS));

describe("a customer's /transactions as cards", () => {
  it("shows each refill's number, carrier and plan, amount, when and how, and status, linked to its page", async () => {
    answerList(ROWS);
    renderApp("/transactions", { as: "customer" });
    const card = await findCard("(555) 010-0013");
    for (const text of ["#102", "Tello Mobile", "$40.00", "Scheduled", "Error"])
      expect(card).toHaveTextContent(text);
    expect(within(card).getByRole("link", { name: "#102" })).toHaveAttribute("href", "/transactions/102");
    expect(screen.getByRole("list", { name: "Transactions" })).toBeInTheDocument();
    // neither antd's Table nor the staff's selection boxes
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.getByRole("tab", { name: /Error/ })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Refill Now" })).toHaveAttribute("href", "/refill-now");
  });

  it("says it is loading until the first page is here", async () => {
    answerList(ROWS);
    server.use(
      http.get(api("/api/transactions/"), async () => {
        await delay(400);
        return json(page(ROWS));
      }),
    );
    renderApp("/transactions", { as: "customer" });
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    await findCard("(555) 010-0013");
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });

  it("with none yet offers to refill a line; a search that finds none says so, without the offer", async () => {
    answerList([]);
    const { user, requests } = renderApp("/transactions", { as: "customer" });
    expect(await screen.findByText("No transactions yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refill a line now" })).toHaveAttribute("href", "/refill-now");

    await user.type(screen.getByPlaceholderText("Number, plan, carrier or reference"), "tello{Enter}");
    await waitFor(() => expect(lastQuery(requests, "/api/transactions/").get("search")).toBe("tello"));
    expect(await screen.findByText("No transaction matches these filters.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Refill a line now" })).not.toBeInTheDocument();
  });

  it("pages through the server's pages with links, the page in the address", async () => {
    answerList(ROWS);
    server.use(
      http.get(api("/api/transactions/"), ({ request }) => {
        const current = new URL(request.url).searchParams.get("page") ?? "1";
        const rows = [makeTransaction({ id: current === "2" ? 126 : 101 })];
        return json(page(rows, 30));
      }),
    );
    const { user, requests } = renderApp("/transactions", { as: "customer" });
    await findCard("#101");
    expect(screen.getByText("30 in all")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Next page" }));
    await findCard("#126");
    expect(lastQuery(requests, "/api/transactions/").get("page")).toBe("2");
    expect(window.location.search).toContain("currentPage=2");
  });

  it("says 'Failed to fetch transactions' with Try again when the page fails, and shows it once it loads", async () => {
    answerList(ROWS);
    let fail = true;
    server.use(
      http.get(api("/api/transactions/"), () =>
        fail ? json({ detail: "Database unavailable." }, 500) : json(page(ROWS)),
      ),
    );
    const { user } = renderApp("/transactions", { as: "customer" });
    const alert = await screen.findByRole("alert", {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent("Failed to fetch transactions");
    expect(screen.queryByText("No transactions yet.")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: /Try again/ }));
    await findCard("(555) 010-0013");
  });
});
