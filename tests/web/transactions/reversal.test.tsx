import { screen, within } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { openDialog, renderApp, warmUp } from "../render";
import { reversedFor } from "./reversal-fixture";

/**
 * /transactions/{id} of a refill reversed by the carrier (DESIGN.md §18): staff read why and what to do, and
 * Refund and close is the highlighted action; the customer is told, and offered nothing.
 */
const answer = (staff: boolean) =>
  server.use(http.get(api("/api/transactions/101/"), () => json(reversedFor(staff))));

warmUp("/transactions/101", "Transaction #101", () => answer(true));

describe("a refill reversed by the carrier", () => {
  it("staff see 'Reversed by the carrier', the date moved back in its history, and Refund and close highlighted", async () => {
    answer(true);
    const { user } = renderApp("/transactions/101", { as: "member" });
    const alert = (
      await screen.findByText("Reversed by the carrier", { selector: ".ant-alert-message" })
    ).closest<HTMLElement>(".ant-alert")!;
    expect(alert).toHaveTextContent("The customer's charge has not been refunded.");
    expect(alert).toHaveTextContent(/took this top-up back on Nov 20, 2026/);
    // The refill's error says it too, and the history line names the top-up and the new end date.
    expect(screen.getAllByText("Reversed by the carrier").length).toBeGreaterThanOrEqual(2);
    const timeline = document.querySelector<HTMLElement>(".ant-timeline")!;
    expect(
      within(timeline).getByText(
        "Reversed by the carrier (top-up 9001); the line's service now ends on Dec 1, 2026.",
      ),
    ).toBeInTheDocument();
    const refund = screen.getByRole("button", { name: /Refund and close/ });
    expect(refund).toHaveClass("ant-btn-primary");
    const dialog = await openDialog(user, /Refund and close/, "Refund and close transaction #101");
    expect(dialog).toHaveTextContent("$25.00 · Goes back to Visa •••• 4242");
  });

  it("a refill stopped for another reason keeps Refund and close as it was, not highlighted", async () => {
    server.use(
      http.get(api("/api/transactions/101/"), () =>
        json({ ...reversedFor(true), refill_problem: { code: "topup_refused", params: {}, details: null } }),
      ),
    );
    renderApp("/transactions/101", { as: "member" });
    const refund = await screen.findByRole("button", { name: /Refund and close/ });
    expect(refund).not.toHaveClass("ant-btn-primary");
    expect(screen.queryByText("Reversed by the carrier", { selector: ".ant-alert-message" })).toBeNull();
  });

  it("the customer is told the carrier took it back, and is offered no refund", async () => {
    answer(false);
    renderApp("/transactions/101", { as: "customer" });
    await screen.findByText(/The carrier took this top-up back\. Your payment is kept/);
    expect(screen.queryByRole("button", { name: /Refund and close/ })).toBeNull();
  });
});
