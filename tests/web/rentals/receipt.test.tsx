import { screen, waitFor, within } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { answerRental, ledgerLine, renderRentals, rentalDetail, warmUpRentals } from "./harness";

const eightADay = (days: number) => ({ days, daily_rate: "8.00" });

warmUpRentals("/rentals/41/receipt", "Demo Wireless", () => answerRental(rentalDetail()));

describe("/rentals/{id}/receipt", () => {
  it("is a printable page outside the layout whose every total is the sum of the lines printed above it", async () => {
    // The rental: 5 days at $8.00 + tax + a $250 deposit paid by card, 3 more days, returned,
    // the deposit refunded less what paid for the extension.
    answerRental(
      rentalDetail({
        status: "returned",
        returned_at: "2026-12-08T15:00:00Z",
        amount: "64.00",
        tax_amount: "5.68",
        deposit_amount: "250.00",
        total_due_amount: "69.68",
        paid_amount: "69.68",
        balance: "0.00",
        deposit_refunded_amount: "223.87",
        lines: [
          ledgerLine(1, "days", { amount: "40.00", tax_amount: "3.55", ...eightADay(5) }),
          ledgerLine(2, "deposit", { amount: "250.00" }),
          ledgerLine(3, "payment", { paid_amount: "43.55" }),
          ledgerLine(4, "payment", { paid_amount: "250.00", is_deposit: true }),
          ledgerLine(5, "extension", {
            ...eightADay(3),
            from_date: "2026-12-05",
            to_date: "2026-12-08",
            amount: "24.00",
            tax_amount: "2.13",
          }),
          ledgerLine(6, "deposit_applied", { amount: "-26.13" }),
          ledgerLine(7, "deposit_refund", {
            amount: "-223.87",
            paid_amount: "-223.87",
          }),
        ],
      }),
    );
    renderRentals("customer", "/rentals/41/receipt");
    const receipt = await screen.findByRole("article", { name: "Receipt" });
    for (const text of [
      "Demo Wireless",
      "Rental receipt #41",
      "Casey Customer",
      "Pocket Hotspot (Hotspot)",
      "Mexico",
    ])
      expect(receipt).toHaveTextContent(text);
    const rows = (name: string) =>
      within(screen.getByRole("table", { name }))
        .getAllByRole("row")
        .map((r) => r.textContent);
    expect(rows("What is owed")).toEqual([
      "Rental: 5 days × $8.00$40.00 + $3.55 tax$43.55",
      "Deposit$250.00",
      "End date moved from Dec 5, 2026 to Dec 8, 2026: 3 days × $8.00$24.00 + $2.13 tax$26.13",
      "Deposit applied to what is owed-$26.13",
      "Deposit refunded to Visa •••• 4242-$223.87",
      "Total due$69.68",
    ]);
    expect(rows("Money received and given back")).toEqual([
      "Payment by Visa •••• 4242Nov 20, 2026$43.55",
      "Deposit paid by Visa •••• 4242Nov 20, 2026$250.00",
      "Deposit refunded to Visa •••• 4242Nov 20, 2026-$223.87",
      "Paid$69.68",
    ]);
    expect(rows("Balance")).toEqual(["Total due$69.68", "Less paid$69.68", "Balance$0.00"]);
    // No layout chrome: neither the menu nor the header.
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.querySelector(".app-sider, .app-header")).toBeNull();
    // The print rules hide the toolbar (and its Print button) on paper.
    const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
    expect(css).toMatch(/@media print[\s\S]*\.toolbar \{ display: none !important; \}/);
  });

  it("names the company with its address, support phone and e-mail, and the tax rate on each taxed line", async () => {
    answerRental(
      rentalDetail({
        company_address: "12 Main St\nSuite 4\nSpringfield, IL 62701",
        company_support_phone: "5550100199",
        company_support_email: "help@demo.test",
        lines: [
          ledgerLine(1, "days", {
            days: 7,
            daily_rate: "10.00",
            amount: "70.00",
            tax_amount: "6.21",
            tax_rate: "0.08875",
          }),
          ledgerLine(2, "deposit", { amount: "100.00" }),
          ledgerLine(3, "extension", {
            days: 1,
            daily_rate: "10.00",
            amount: "10.00",
            tax_amount: "0.50",
            tax_rate: "0.05",
          }),
        ],
      }),
    );
    renderRentals("customer", "/rentals/41/receipt");
    const receipt = await screen.findByRole("article", { name: "Receipt" });
    const company = within(receipt).getByRole("group", { name: "Company" });
    expect([...company.children].map((line) => line.textContent)).toEqual([
      "12 Main St",
      "Suite 4",
      "Springfield, IL 62701",
      "Support: (555) 010-0199 · help@demo.test",
    ]);
    const owed = within(screen.getByRole("table", { name: "What is owed" }))
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(owed.slice(0, 3)).toEqual([
      "Rental: 7 days × $10.00$70.00 + Tax 8.875%: $6.21$76.21",
      "Deposit$100.00",
      "End date moved: 1 day × $10.00$10.00 + Tax 5%: $0.50$10.50",
    ]);
  });

  it("without an address or contacts, the company is its name alone", async () => {
    answerRental(rentalDetail());
    renderRentals("customer", "/rentals/41/receipt");
    const receipt = await screen.findByRole("article", { name: "Receipt" });
    expect(within(receipt).getByRole("heading", { level: 1 })).toHaveTextContent("Demo Wireless");
    expect(within(receipt).queryByRole("group", { name: "Company" })).toBeNull();
  });

  it("prints with the browser's print", async () => {
    answerRental(rentalDetail());
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const { user } = renderRentals("member", "/rentals/41/receipt");
    await screen.findByRole("article", { name: "Receipt" });
    await user.click(screen.getByRole("button", { name: /Print/ }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it("says when the rental is not there", async () => {
    server.use(http.get(api("/api/rental/rentals/:id/"), () => json({ detail: "Not found." }, 404)));
    renderRentals("customer", "/rentals/999/receipt");
    expect(await screen.findByText("Rental not found")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login", async () => {
    window.localStorage.clear();
    const { render } = await import("@testing-library/react");
    const { App } = await import("../../../src/App");
    const { createServices } = await import("../../../src/providers/services");
    window.history.replaceState(null, "", "/rentals/41/receipt");
    render(
      <App
        services={createServices({ reload: () => {} })}
        queryClientConfig={{ defaultOptions: { queries: { retry: false } } }}
      />,
    );
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });
});
