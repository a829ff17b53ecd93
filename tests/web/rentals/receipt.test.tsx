import { screen, waitFor } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { answerRental, renderRentals, rentalDetail, warmUpRentals } from "./harness";

warmUpRentals("/rentals/41/receipt", "Demo Wireless", () => answerRental(rentalDetail()));

describe("/rentals/{id}/receipt", () => {
  it("is a printable page outside the layout: company, customer, device, dates, amounts, payments, balance", async () => {
    answerRental(
      rentalDetail({
        status: "returned",
        returned_at: "2026-12-08T15:00:00Z",
        deposit_refunded_amount: "100.00",
        charges: [
          ...rentalDetail().charges,
          {
            id: 3,
            kind: "refund",
            method: "card",
            status: "succeeded",
            amount: "100.00",
            card_label: "Visa •••• 4242",
            processor_ref: "sim_3",
            failure_message: null,
            created_by: 3,
            created_at: "2026-12-08T15:05:00Z",
          },
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
      "Dec 1, 2026 – Dec 7, 2026 (7 days)",
      "$70.00",
      "$6.21",
      "$176.21",
      "Deposit refund",
      "-$100.00",
      "$0.00",
    ])
      expect(receipt).toHaveTextContent(text);
    // No layout chrome: neither the menu nor the header.
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.querySelector(".ant-layout-sider, .ant-layout-header")).toBeNull();
    // The print rules hide the toolbar (and its Print button) on paper.
    const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
    expect(css).toMatch(/@media print[\s\S]*\.toolbar \{ display: none !important; \}/);
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
