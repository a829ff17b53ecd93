import { screen, waitFor, within } from "@testing-library/react";
import { phoneLine, plan, savedCard, unlimited40, workPhone } from "../fixtures";
import { api, http, json, server } from "../msw";
import { renderApp, warmUp, writes } from "../render";
import type { MockInstance } from "vitest";
import { createServices, type Services } from "../../../src/providers/services";

/*
 * A customer's Refill Now is drawn without antd (resources/refill-now/CustomerRefillNow.tsx): native
 * selects, the checks antd's rules made, and the server's refusals beside the fields.
 */
const page = (results: unknown[]) => json({ count: results.length, next: null, previous: null, results });
const TELLO_25 = plan();
const TELLO_35 = plan({ id: 23, name: "Unlimited 35", amount: "35.00" });

function answer({ lines = [workPhone()], cards = [savedCard({ id: 42 })] } = {}) {
  server.use(
    http.get(api("/api/phones/"), () => page(lines)),
    http.get(api("/api/plans/"), ({ request }) => {
      const carrier = new URL(request.url).searchParams.get("carrier");
      return page([TELLO_25, TELLO_35, unlimited40()].filter((p) => String(p.carrier) === carrier));
    }),
    http.get(api("/api/payments/cards/"), () => page(cards)),
  );
}

warmUp("/refill-now", "Summary", () => answer());

describe("a customer's /refill-now", () => {
  it("as the panel starts there, their lines and cards are asked for beside the profile, and the form takes those answers", async () => {
    answer();
    let prefetch: MockInstance<Services["http"]["prefetch"]> | undefined;
    const watched = (reload: () => void) => {
      const services = createServices({ reload });
      prefetch = vi.spyOn(services.http, "prefetch");
      return services;
    };
    const { requests } = renderApp("/refill-now", { as: "customer", start: true, services: watched });
    expect(await screen.findByRole("button", { name: "Pay $40.00 and refill" })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Card" })).toHaveValue("42"));
    expect(prefetch?.mock.calls).toEqual([
      [
        "/api/phones/",
        [
          ["ordering", "created_at"],
          ["page", "1"],
          ["page_size", "200"],
        ],
      ],
      [
        "/api/payments/cards/",
        [
          ["page", "1"],
          ["page_size", "200"],
        ],
      ],
    ]);
    // Taken by the form: not asked for again.
    const asked = (path: string) => requests.filter((r) => r.path === path).map((r) => r.search.toString());
    expect(asked("/api/phones/")).toEqual(["ordering=created_at&page=1&page_size=200"]);
    expect(asked("/api/payments/cards/")).toEqual(["page=1&page_size=200"]);
  });

  it("staff opening it are asked for nobody's lines ahead", async () => {
    const { requests } = renderApp("/refill-now", {
      as: "member",
      start: true,
      handlers: [http.get(api("/api/company/customers/"), () => page([]))],
    });
    expect(await screen.findByRole("combobox", { name: "Customer" })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/api/phones/" || r.path === "/api/payments/cards/")).toEqual(
      [],
    );
  });

  it("with two lines, nothing is chosen for them; a line brings its carrier's plans and its current plan", async () => {
    answer({ lines: [workPhone(), phoneLine({ id: 12 })] });
    const { user } = renderApp("/refill-now", { as: "customer" });
    const line = await screen.findByRole("combobox", { name: "Phone number" });
    await waitFor(() => expect(within(line).getAllByRole("option")).toHaveLength(3));
    expect(line).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Plan" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Refill" })).toBeDisabled();
    expect(screen.getByText("Choose a line and a plan to see the amount.")).toBeInTheDocument();

    await user.selectOptions(line, "(555) 010-0001 · Mom · Tello");
    const plans = screen.getByRole("combobox", { name: "Plan" });
    await waitFor(() => expect(plans).toHaveValue("21"));
    expect(
      within(plans)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a plan", "Unlimited 25 — $25.00", "Unlimited 35 — $35.00"]);
    expect(screen.getByText("Plans of Tello")).toBeInTheDocument();
    expect(within(screen.getByLabelText("Summary")).getByText("$25.00")).toBeInTheDocument();

    await user.selectOptions(plans, "Unlimited 35 — $35.00");
    expect(await screen.findByRole("button", { name: "Pay $35.00 and refill" })).toBeEnabled();
  });

  it("without a card, Pay says 'Choose a card.' beside the card, focuses it and sends nothing", async () => {
    answer({ cards: [] });
    const { user, requests } = renderApp("/refill-now", { as: "customer" });
    const pay = await screen.findByRole("button", { name: "Pay $40.00 and refill" });
    const card = screen.getByRole("combobox", { name: "Card" });
    await waitFor(() => expect(card).toHaveTextContent("No saved cards"));
    await user.click(pay);
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a card.");
    expect(card).toHaveAttribute("aria-invalid", "true");
    expect(card).toHaveFocus();
    expect(writes(requests)).toEqual([]);
  });

  it("says 'Loading' in the line's select until the lines are here", async () => {
    answer();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api("/api/phones/"), async () => {
        await held;
        return page([workPhone()]);
      }),
    );
    renderApp("/refill-now", { as: "customer" });
    const line = await screen.findByRole("combobox", { name: "Phone number" });
    await waitFor(() => expect(line).toHaveAttribute("aria-busy", "true"));
    expect(line).toHaveDisplayValue("Loading");
    release();
    await waitFor(() => expect(line).toHaveDisplayValue("(555) 010-0001 · Work phone · Tello Mobile"));
    expect(line).not.toHaveAttribute("aria-busy");
  });

  it("an expired card is not offered; the default one is chosen", async () => {
    answer({
      cards: [
        savedCard({ id: 41, last4: "1111", is_default: false, is_expired: true }),
        savedCard({ id: 42, last4: "4242", is_default: true }),
        savedCard({ id: 43, brand: "mastercard", last4: "4444", is_default: false }),
      ],
    });
    renderApp("/refill-now", { as: "customer" });
    const card = await screen.findByRole("combobox", { name: "Card" });
    await waitFor(() => expect(card).toHaveValue("42"));
    expect(within(card).queryByText(/1111/)).not.toBeInTheDocument();
    expect(within(card).getAllByRole("option")).toHaveLength(3);
  });
});
