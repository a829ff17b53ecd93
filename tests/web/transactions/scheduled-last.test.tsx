import { page, scheduledRefill } from "../fixtures";
import { api, http, json, server } from "../msw";
import { within } from "@testing-library/react";
import { findRow, renderApp, warmUp } from "../render";

const SCHEDULE = scheduledRefill({
  id: 61,
  payment_method: 41,
  next_run_on: "2026-12-05",
  last_run_on: "2026-11-05",
  last_transaction: { id: 102, status: "error", created_at: "2026-11-05T06:00:00Z" },
});

const answer = () =>
  server.use(
    http.get(api("/api/scheduled-refills/"), () =>
      json(
        page([
          SCHEDULE,
          {
            ...SCHEDULE,
            id: 62,
            phone_number_digits: "5550100002",
            last_run_on: null,
            last_result: null,
            last_transaction: null,
          },
        ]),
      ),
    ),
    http.get(api("/api/plans/"), () => json(page([]))),
    http.get(api("/api/carriers/"), () => json(page([]))),
    http.get(api("/api/company/customers/"), () => json(page([]))),
  );

warmUp("/scheduled-refills", "Unlimited 25", answer);

describe("/scheduled-refills: each schedule's last transaction", () => {
  it("shows the last transaction's status linked to its page, and 'Not run yet' before any", async () => {
    answer();
    renderApp("/scheduled-refills", { as: "customer" });
    const row = await findRow("(555) 010-0001");
    const link = within(row).getByRole("link", { name: /#102/ });
    expect(link).toHaveAttribute("href", "/transactions/102");
    expect(link).toHaveTextContent("Error");
    expect(await findRow("(555) 010-0002")).toHaveTextContent("Not run yet");
  });
});
