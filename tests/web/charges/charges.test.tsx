import { api, http, json, server } from "../msw";
import { screen, waitFor, within } from "@testing-library/react";
import { findNotice, findRow, lastQuery, renderApp, warmUp } from "../render";

const CHARGE = {
  id: 51,
  kind: "refill",
  amount: "25.00",
  status: "succeeded",
  method: "card",
  user: 7,
  user_name: "Casey Customer",
  user_email: "customer@demo.test",
  transaction: 101,
  rental: null,
  payment_method: 41,
  brand: "amex",
  last4: "0005",
  failure_message: null,
  created_by: null,
  created_at: "2026-11-20T10:00:02Z",
};
const DEPOSIT = {
  ...CHARGE,
  id: 52,
  kind: "deposit",
  amount: "100.00",
  status: "failed",
  transaction: null,
  rental: 9,
  failure_message: "Your card was declined.",
};

function answerCharges(rows = [CHARGE, DEPOSIT]) {
  server.use(
    http.get(api("/api/charges/"), () =>
      json({ count: rows.length, next: null, previous: null, results: rows }),
    ),
    http.get(api("/api/charges/:id/"), ({ params }) => {
      const row = rows.find((r) => String(r.id) === params.id);
      return row
        ? json({ ...row, processor_ref: "pi_51", idempotency_key: "txn-101-charge" })
        : json({ detail: "Not found." }, 404);
    }),
    http.get(api("/api/company/customers/"), () =>
      json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );
}

warmUp("/charges", "Transaction #101", () => answerCharges());

describe("/charges", () => {
  it("lists a customer's charges with kind, amount, card, what they paid for and status; no customer filter", async () => {
    answerCharges();
    const { requests } = renderApp("/charges", { as: "customer" });
    const row = await findRow("Transaction #101");
    expect(row).toHaveTextContent("Refill");
    expect(row).toHaveTextContent("$25.00");
    expect(row).toHaveTextContent("American Express •••• 0005");
    expect(row).toHaveTextContent("Succeeded");
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
    expect(Object.fromEntries(requests.find((r) => r.path === "/api/charges/")!.search)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "-created_at",
    });
  });

  it("filters by status and kind on the server and keeps them in the address", async () => {
    answerCharges();
    const { user, requests } = renderApp("/charges", { as: "member" });
    await findRow("Transaction #101");
    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(await screen.findByTitle("Failed"));
    await waitFor(() => expect(lastQuery(requests, "/api/charges/").get("status")).toBe("failed"));
    await user.click(screen.getByRole("combobox", { name: "Filter by kind" }));
    await user.click(await screen.findByTitle("Deposit"));
    await waitFor(() => expect(lastQuery(requests, "/api/charges/").get("kind")).toBe("deposit"));
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
      http.get(api("/api/transactions/"), () => json({ count: 0, next: null, previous: null, results: [] })),
      http.get(api("/api/transactions/counters/"), () =>
        json({ all: 0, in_queue: 0, in_progress: 0, success: 0, resolved: 0, error: 0, action_required: 0 }),
      ),
      http.get(api("/api/carriers/"), () => json({ count: 0, next: null, previous: null, results: [] })),
      http.get(api("/api/plans/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderApp("/charges/51", { as: "customer" });
    await waitFor(() => expect(window.location.pathname).toBe("/transactions"));
  });
});
