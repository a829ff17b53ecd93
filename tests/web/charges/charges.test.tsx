import { problemOf } from "../../../common/problems";
import { api, http, json, server } from "../msw";
import { screen, waitFor, within } from "@testing-library/react";
import { charge, chargeDetail, listHandler } from "../fixtures";
import { filterList, findNotice, findRow, renderApp, warmUp } from "../render";
import { expectFirstPage } from "../lists";

const CHARGE = charge();
const DEPOSIT = charge({
  id: 52,
  kind: "deposit",
  amount: "100.00",
  status: "failed",
  transaction: null,
  rental: 9,
  failure_message: "Your card was declined.",
  failure_problem: problemOf("payment", "Your card was declined."),
});

function answerCharges(rows = [CHARGE, DEPOSIT]) {
  server.use(
    listHandler("/api/charges/", rows),
    http.get(api("/api/charges/:id/"), ({ params }) => {
      const row = rows.find((r) => String(r.id) === params.id);
      return row ? json(chargeDetail(row)) : json({ detail: "Not found." }, 404);
    }),
    listHandler("/api/company/customers/", []),
  );
}

warmUp("/charges", "Transaction #101", () => answerCharges());

describe("/charges", () => {
  it("lists a customer's charges with kind, amount, card, what they paid for and status; no customer filter", async () => {
    answerCharges();
    const { requests } = renderApp("/charges", { as: "customer" });
    const row = await findRow("Transaction #101");
    for (const text of ["Refill", "$25.00", "American Express •••• 0005", "Succeeded"])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByRole("link", { name: "Transaction #101" })).toHaveAttribute(
      "href",
      "/transactions/101",
    );
    const deposit = await findRow("Rental #9");
    expect(deposit).toHaveTextContent("Your card was declined.");
    expect(within(deposit).getByRole("link", { name: "Rental #9" })).toHaveAttribute("href", "/rentals/9");
    // A customer does not open a charge's page (members only, docs/panel.md).
    expect(within(row).queryByRole("link", { name: "#51" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by customer" })).not.toBeInTheDocument();
    expectFirstPage(requests, "/api/charges/", "-created_at");
  });

  it("filters by status and kind on the server and keeps them in the address", async () => {
    answerCharges();
    const view = renderApp("/charges", { as: "member" });
    await findRow("Transaction #101");
    await filterList(view, "/api/charges/", { label: "Filter by status", option: "Failed" }, [
      "status",
      "failed",
    ]);
    await filterList(view, "/api/charges/", { label: "Filter by kind", option: "Deposit" }, [
      "kind",
      "deposit",
    ]);
    expect(decodeURIComponent(window.location.search)).toContain("[value]=failed");
    expect(screen.getByRole("combobox", { name: "Filter by customer" })).toBeInTheDocument();
  });

  it("says 'Failed to fetch charges' when the list fails", async () => {
    answerCharges();
    server.use(http.get(api("/api/charges/"), () => json({ detail: "Database unavailable." }, 500)));
    renderApp("/charges", { as: "member" });
    await findNotice("Failed to fetch charges");
  });
});

describe("/charges/{id}", () => {
  it("shows staff the charge, its transaction link and the processor's references", async () => {
    answerCharges();
    renderApp("/charges/51", { as: "member" });
    await screen.findByText("Charge #51");
    expect(screen.getByRole("link", { name: "Transaction #101" })).toHaveAttribute(
      "href",
      "/transactions/101",
    );
    expect(screen.getByText("pi_51")).toBeInTheDocument();
    expect(screen.getByText("txn-101-charge")).toBeInTheDocument();
    expect(screen.getByText("Casey Customer · customer@demo.test")).toBeInTheDocument();
  });

  it("says so when the charge is not there", async () => {
    answerCharges();
    renderApp("/charges/999", { as: "member" });
    expect(await screen.findByText("Charge not found")).toBeInTheDocument();
  });

  it("sends a customer away to / (members only)", async () => {
    answerCharges();
    server.use(
      listHandler("/api/transactions/", []),
      http.get(api("/api/transactions/counters/"), () =>
        json({ all: 0, in_queue: 0, in_progress: 0, success: 0, resolved: 0, error: 0, action_required: 0 }),
      ),
      listHandler("/api/carriers/", []),
      listHandler("/api/plans/", []),
    );
    renderApp("/charges/51", { as: "customer" });
    await waitFor(() => expect(window.location.pathname).toBe("/transactions"));
  });
});
