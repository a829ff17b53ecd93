import { api, http, json, server } from "../msw";
import { page, savedCard } from "../fixtures";
import { rentalDetail } from "../rentals/harness";
import { makeTransaction } from "../transactions/harness";
import { rentalAnswer } from "../../../common/api/records";
import { renderApp, screen, signedInAs } from "../render";
import { casey } from "./app";

/**
 * The customer page lists refills, rentals and cards in its own small tables: they read the same as on
 * every other screen (common/labels, common/cards), not a home-made capitalisation of the API's values.
 */
describe("/customers/{id} labels", () => {
  it("writes statuses in the specification's words and cards with the brand's name", async () => {
    signedInAs("member");
    const transaction = (id: number, status: "in_queue" | "in_progress" | "action_required") =>
      makeTransaction({ id, created_at: "2026-05-02T10:00:00Z", plan_name: "Unlimited", status });
    const rows: Record<string, unknown[]> = {
      "/api/phones/": [],
      "/api/payments/cards/": [
        savedCard({ id: 3, brand: "amex", last4: "0005", exp_month: 4, exp_year: 2031, is_default: false }),
      ],
      "/api/scheduled-refills/": [],
      "/api/transactions/": [
        transaction(71, "in_queue"),
        transaction(72, "in_progress"),
        transaction(73, "action_required"),
      ],
      "/api/rental/rentals/": [
        rentalAnswer.parse(
          rentalDetail({
            id: 9,
            device_name: "Hotspot",
            country_name: "Mexico",
            start_date: "2026-06-01",
            end_date: "2026-06-10",
            status: "ready_for_pickup",
            total_due_amount: "120.00",
            balance: "0.00",
          }),
        ),
      ],
      "/api/messages/": [],
    };
    server.use(
      http.get(api("/api/company/customers/41/"), () => json(casey)),
      ...Object.entries(rows).map(([path, results]) => http.get(api(path), () => json(page(results)))),
    );
    renderApp("/customers/41");
    expect(await screen.findByText("In Queue", undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("In Progress")).toBeInTheDocument();
    expect(screen.getByText("Action Required")).toBeInTheDocument();
    expect(await screen.findByText("Ready for Pickup")).toBeInTheDocument();
    expect(await screen.findByText("American Express •••• 0005")).toBeInTheDocument();
  });
});
