import { problemOf } from "../../../common/problems";
import { api, http, json, server } from "../msw";
import type { TransactionDetail } from "../../../common/api/records";
import { casey } from "../customers/app";
import { plan, scheduledRefill, workPhone, unlimited40 } from "../fixtures";
import { act, screen, waitFor, within } from "@testing-library/react";
import { findNotice, lastQuery, renderApp, warmUp, writes } from "../render";
import { makeDetail } from "./harness";

const page = (results: unknown[]) => json({ count: results.length, next: null, previous: null, results });

const LINE = workPhone();
const PLANS = [
  plan({ id: 21, name: "Unlimited 25", amount: "25.00", carrier: 31, carrier_name: "Tello Mobile" }),
  unlimited40(),
];
const CARDS = [
  {
    id: 41,
    brand: "visa",
    last4: "4242",
    exp_month: 12,
    exp_year: 2030,
    is_default: false,
    is_expired: false,
    created_at: "2026-01-01T00:00:00Z",
  },
  {
    id: 42,
    brand: "amex",
    last4: "0005",
    exp_month: 12,
    exp_year: 2030,
    is_default: true,
    is_expired: false,
    created_at: "2026-01-02T00:00:00Z",
  },
];

function answerChoices(lines = [LINE]) {
  server.use(
    http.get(api("/api/phones/"), () => page(lines)),
    http.get(api("/api/plans/"), ({ request }) => {
      const carrier = new URL(request.url).searchParams.get("carrier");
      return page(PLANS.filter((p) => !carrier || String(p.carrier) === carrier));
    }),
    http.get(api("/api/plans/:id/"), ({ params }) => json(PLANS.find((p) => String(p.id) === params.id)!)),
    http.get(api("/api/payments/cards/"), () => page(CARDS)),
    http.get(api("/api/company/customers/"), () =>
      page([{ ...casey, id: 7, last_name: "Customer", email: "customer@demo.test" }]),
    ),
    http.get(api("/api/company/customers/:id/"), () =>
      json({ ...casey, id: 7, last_name: "Customer", email: "customer@demo.test" }),
    ),
  );
}

/** Paying queues refill #201 of the line's plan on the default card, $40.00; the refill reads back queued. */
const queuedAs201 = () => [
  http.post(api("/api/transactions/"), () =>
    json(makeDetail({ id: 201, status: "in_queue", amount: "40.00", plan: 22, payment_method: 42 }), 201),
  ),
  http.get(api("/api/transactions/201/"), () =>
    json(makeDetail({ id: 201, status: "in_queue", amount: "40.00" })),
  ),
];

/** Opens /refill-now as the customer and waits until it offers to pay $40.00 on the default card. */
async function openReadyToPay() {
  const { user, requests } = renderApp("/refill-now", { as: "customer" });
  const pay = await screen.findByRole("button", { name: "Pay $40.00 and refill" });
  await waitFor(() => expect(screen.getByText("American Express •••• 0005 (default)")).toBeInTheDocument());
  return { user, requests, pay };
}

warmUp("/refill-now", "Summary", () => answerChoices());

describe("/refill-now", () => {
  it("a customer's only line comes with its current plan and the default card; paying queues the refill and opens it", async () => {
    answerChoices();
    server.use(...queuedAs201());
    const { user, requests, pay } = await openReadyToPay();
    const summary = screen.getByLabelText("Summary");
    expect(summary).toHaveTextContent("(555) 010-0001");
    expect(summary).toHaveTextContent("Unlimited 40");

    await user.click(pay);
    await findNotice("Refill queued");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/transactions/",
        body: { phone_number: 11, plan: 22, payment_method: 42 },
      }),
    ]);
    await waitFor(() => expect(window.location.pathname).toBe("/transactions/201"));
    expect(await screen.findByText("Transaction #201")).toBeInTheDocument();
  });

  it("'Refill automatically when my plan runs out' shows the terms and enrols the line after the refill", async () => {
    answerChoices();
    server.use(
      ...queuedAs201(),
      http.post(api("/api/scheduled-refills/"), () =>
        json(
          scheduledRefill({ id: 77, plan: 22, payment_method: 42, rule: "on_expiry", last_result: null }),
          201,
        ),
      ),
    );
    const { user, requests, pay } = await openReadyToPay();
    const auto = screen.getByRole("checkbox", { name: "Refill automatically when my plan runs out" });
    expect(screen.queryByText(/each time its plan runs out, until cancelled/)).not.toBeInTheDocument();
    await user.click(auto);
    expect(
      await screen.findByText(
        /^\(555\) 010-0001 is refilled with Unlimited 40 · \$40\.00, .* on the day each time its plan runs out, until cancelled\..*Terms 2026-11\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(pay);
    await findNotice("Automatic refills are on");
    expect(writes(requests).map((w) => [w.path, w.body])).toEqual([
      ["/api/transactions/", { phone_number: 11, plan: 22, payment_method: 42 }],
      [
        "/api/scheduled-refills/",
        {
          phone_number: 11,
          plan: 22,
          payment_method: 42,
          rule: "on_expiry",
          days_before: 0,
          agree_terms: true,
        },
      ],
    ]);
    await waitFor(() => expect(window.location.pathname).toBe("/transactions/201"));
  });

  it("another plan of the line's carrier changes the amount", async () => {
    answerChoices();
    const { user } = renderApp("/refill-now", { as: "customer" });
    await screen.findByRole("button", { name: "Pay $40.00 and refill" });
    // A customer's form is plain: a native select, which a phone opens in its own picker.
    await user.selectOptions(screen.getByRole("combobox", { name: "Plan" }), "Unlimited 25 — $25.00");
    expect(await screen.findByRole("button", { name: "Pay $25.00 and refill" })).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field and says 'Failed to refill'", async () => {
    answerChoices();
    server.use(
      http.post(api("/api/transactions/"), () => json({ payment_method: ["This card has expired."] }, 400)),
    );
    const { user } = renderApp("/refill-now", { as: "customer" });
    await user.click(await screen.findByRole("button", { name: "Pay $40.00 and refill" }));
    await findNotice("Failed to refill");
    // Beside the field; the notice may say it too (it was found twice when both showed at once).
    await waitFor(() =>
      expect(
        screen
          .getAllByText("This card has expired.")
          .filter((text) => text.closest(".plain-field-error") !== null),
      ).not.toHaveLength(0),
    );
  });

  it("staff pick a customer first, then the customer's line and card", async () => {
    answerChoices();
    const { user, requests } = renderApp("/refill-now", { as: "member" });
    const lineSelect = await screen.findByRole("combobox", { name: "Phone number" });
    expect(lineSelect.closest(".ant-select")).toHaveClass("ant-select-disabled");
    expect(screen.queryByRole("button", { name: /Add card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Customer" }));
    await user.click(await screen.findByTitle("Casey Customer · customer@demo.test"));
    await screen.findByRole("button", { name: "Pay $40.00 and refill" });
    const lines = requests.filter((r) => r.path === "/api/phones/").at(-1)!;
    expect(lines.search.get("user")).toBe("7");
    expect(lastQuery(requests, "/api/payments/cards/").get("user")).toBe("7");
    expect(within(screen.getByLabelText("Summary")).getByText("Tello Mobile")).toBeInTheDocument();
  });

  describe("then says how the refill ended, in place of 'Refill queued'", () => {
    afterEach(() => vi.useRealTimers());

    /** Pays for the line's plan; the new refill #201 answers in_queue, then `settled`. */
    async function payThen(settled: Partial<TransactionDetail>) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      answerChoices();
      let reads = 0;
      server.use(
        http.post(api("/api/transactions/"), () => json(makeDetail({ id: 201, status: "in_queue" }), 201)),
        http.get(api("/api/transactions/201/"), () =>
          json(makeDetail({ id: 201, ...(reads++ === 0 ? { status: "in_queue" } : settled) })),
        ),
      );
      const { user } = renderApp("/refill-now", { as: "customer" });
      await user.click(await screen.findByRole("button", { name: "Pay $40.00 and refill" }));
      await findNotice("Refill queued");
      await screen.findByText("This refill is on its way; this page updates itself.");
      await act(() => vi.advanceTimersByTimeAsync(3000));
    }

    it("the payment failed: an error notice with the reason, and 'Refill queued' gone", async () => {
      await payThen({
        status: "error",
        charge: null,
        payment_error: "Your card was declined.",
        payment_problem: problemOf("payment", "Your card was declined."),
      });
      const notice = await findNotice("Refill #201 failed");
      expect(notice).toHaveTextContent("Your card was declined.");
      await waitFor(() =>
        expect(document.querySelectorAll(".ant-notification-notice-success")).toHaveLength(0),
      );
      expect(document.querySelector(".ant-notification")).not.toHaveTextContent("Refill queued");
    });

    it("the top-up went through: 'Refill #201 succeeded'", async () => {
      await payThen({ status: "success" });
      expect(await findNotice("Refill #201 succeeded")).toHaveClass("ant-notification-notice-success");
    });
  });
});
