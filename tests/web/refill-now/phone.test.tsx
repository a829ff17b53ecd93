import { screen, waitFor } from "@testing-library/react";
import { savedCard, unlimited40, workPhone } from "../fixtures";
import { api, http, json, server } from "../msw";
import { renderApp, warmUp } from "../render";
import { comesBefore, onAPhone } from "./phone";

onAPhone();

const page = (results: unknown[]) => json({ count: results.length, next: null, previous: null, results });
const LINE = workPhone({ nickname: "" });
const PLAN = unlimited40();
const CARD = savedCard({ id: 42, created_at: "2026-01-02T00:00:00Z" });

function answer(lines: unknown[]) {
  server.use(
    http.get(api("/api/phones/"), () => page(lines)),
    http.get(api("/api/plans/"), () => page([PLAN])),
    http.get(api("/api/plans/:id/"), () => json(PLAN)),
    http.get(api("/api/payments/cards/"), () => page([CARD])),
    http.get(api("/api/company/customers/"), () => page([])),
  );
}

warmUp("/refill-now", "Summary", () => answer([LINE]));

describe("/refill-now on a phone", () => {
  it("shows what the refill comes to before the pay button", async () => {
    answer([LINE]);
    renderApp("/refill-now", { as: "customer" });
    const pay = await screen.findByRole("button", { name: "Pay $40.00 and refill" });
    const summary = await screen.findByLabelText("Summary");
    expect(summary).toHaveTextContent("$40.00");
    expect(comesBefore(summary, pay)).toBe(true);
    // The card and its "Add card" button share the form's width, wrapping rather than overflowing.
    expect(screen.getByRole("button", { name: /Add card/ })).toBeInTheDocument();
  });

  it("a customer without a line is sent to add one: 'Add a phone number first.' opens /phone-numbers/create", async () => {
    answer([]);
    const { user } = renderApp("/refill-now", { as: "customer" });
    const link = await screen.findByRole("link", { name: "Add a phone number first." });
    expect(link).toHaveAttribute("href", "/phone-numbers/create");
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe("/phone-numbers/create"));
  });
});
