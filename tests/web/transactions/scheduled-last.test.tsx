import { api, http, json, server } from "../msw";
import { findRow, renderAs, warmUp, within } from "./harness";

const SCHEDULE = {
  id: 61,
  phone_number: 11,
  phone_number_digits: "5550100001",
  user: 7,
  user_name: "Casey Customer",
  plan: 21,
  plan_name: "Unlimited 25",
  amount: "25.00",
  payment_method: 41,
  card_label: "Visa •••• 4242",
  day_of_month: 5,
  next_run_on: "2026-12-05",
  is_active: true,
  last_run_on: "2026-11-05",
  last_result: "error",
  last_transaction: { id: 102, status: "error", created_at: "2026-11-05T06:00:00Z" },
  created_at: "2026-01-01T00:00:00Z",
};

const answer = () =>
  server.use(
    http.get(api("/api/scheduled-refills/"), () =>
      json({
        count: 2,
        next: null,
        previous: null,
        results: [
          SCHEDULE,
          {
            ...SCHEDULE,
            id: 62,
            phone_number_digits: "5550100002",
            last_run_on: null,
            last_result: null,
            last_transaction: null,
          },
        ],
      }),
    ),
    http.get(api("/api/plans/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    http.get(api("/api/carriers/"), () => json({ count: 0, next: null, previous: null, results: [] })),
    http.get(api("/api/company/customers/"), () =>
      json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );

warmUp("/scheduled-refills", "Unlimited 25", answer);

describe("/scheduled-refills: each schedule's last transaction", () => {
  it("shows the last transaction's status linked to its page, and 'Not run yet' before any", async () => {
    answer();
    renderAs("customer", "/scheduled-refills");
    const row = await findRow("(555) 010-0001");
    const link = within(row).getByRole("link", { name: /#102/ });
    expect(link).toHaveAttribute("href", "/transactions/102");
    expect(link).toHaveTextContent("Error");
    expect(await findRow("(555) 010-0002")).toHaveTextContent("Not run yet");
  });
});
