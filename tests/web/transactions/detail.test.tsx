import { problemOf } from "../../../common/problems";
import { api, http, json, refusedPost, server } from "../msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  answerConfirm,
  findConfirm,
  findDialog,
  findNotice,
  lastQuery,
  openDialog,
  renderApp,
  warmUp,
  writes,
} from "../render";
import type { TransactionDetail } from "../../../common/api/records";
import { page, savedCard } from "../fixtures";

const RETRY_QUESTION = "Queue this refill again? A charge that already succeeded is not repeated.";
import { makeDetail } from "./harness";

/** GET /api/transactions/101/ answering `states` in turn (the last one for ever), counting its calls. */
function answerDetail(...states: Array<Partial<TransactionDetail>>) {
  const calls = { count: 0 };
  server.use(
    http.get(api("/api/transactions/101/"), () => {
      const state = states[Math.min(calls.count, states.length - 1)];
      calls.count += 1;
      return json(makeDetail(state));
    }),
  );
  return calls;
}

const FAILED: Partial<TransactionDetail> = {
  status: "error",
  charge: 51,
  refill_error: "Carrier refused the top-up",
  refill_problem: problemOf("topup", "Carrier refused the top-up"),
  provider_ref: null,
  completed_at: null,
};

/** A refill whose card was declined: nothing charged, its amount still to charge. */
const DECLINED: Partial<TransactionDetail> = {
  ...FAILED,
  charge: null,
  refill_error: null,
  payment_error: "Your card was declined.",
  payment_problem: problemOf("payment", "Your card was declined."),
  assign_card_charge_amount: "25.00",
};

/** Presses Resolve, writes `note` in its dialog and sends it with the dialog's Resolve. */
async function resolveWith(user: ReturnType<typeof renderApp>["user"], note: string) {
  const dialog = await openDialog(user, /Resolve/, "Resolve transaction #101");
  await user.type(within(dialog).getByLabelText("Note"), note);
  await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
}

warmUp("/transactions/101", "Transaction #101", () => answerDetail({}));

describe("/transactions/{id}", () => {
  it("shows what is known: status, trigger, amount, line, plan, card, charge with its link, and each step", async () => {
    answerDetail({});
    renderApp("/transactions/101", { as: "member" });
    await screen.findByText("Transaction #101");
    expect(screen.getByText("(555) 010-0001")).toBeInTheDocument();
    expect(screen.getByText("Tello Mobile · Unlimited 25")).toBeInTheDocument();
    expect(screen.getAllByText("Visa •••• 4242").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Refill Now").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "#51" })[0]).toHaveAttribute("href", "/charges/51");
    expect(screen.getByText("Carrier top-up")).toBeInTheDocument();
    // the carrier's reference, and the top-up step's message
    expect(screen.getAllByText("TOPUP-0001")).toHaveLength(2);
  });

  it("a refill a worker ran with no history on record never says that nothing has happened", async () => {
    answerDetail({ ...FAILED, attempts: 2, events: [] });
    renderApp("/transactions/101", { as: "member" });
    expect(
      await screen.findByText("No history was kept for this refill; its attempts and outcome are above."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Nothing has happened yet.")).not.toBeInTheDocument();
  });

  describe("polling", () => {
    afterEach(() => vi.useRealTimers());

    it("re-fetches every 3 s while in progress and stops once it succeeds", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const calls = answerDetail({ status: "in_progress" }, { status: "in_progress" }, { status: "success" });
      renderApp("/transactions/101", { as: "customer" });
      await screen.findByText("This refill is on its way; this page updates itself.");
      expect(calls.count).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(calls.count).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(calls.count).toBe(3));
      await waitFor(() =>
        expect(
          screen.queryByText("This refill is on its way; this page updates itself."),
        ).not.toBeInTheDocument(),
      );
      await act(() => vi.advanceTimersByTimeAsync(9000));
      expect(calls.count).toBe(3);
    });

    it("stops when the page is left", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const calls = answerDetail({ status: "in_queue" });
      const view = renderApp("/transactions/101", { as: "customer" });
      await screen.findByText("This refill is on its way; this page updates itself.");
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(calls.count).toBe(2));
      view.unmount();
      await act(() => vi.advanceTimersByTimeAsync(9000));
      expect(calls.count).toBe(2);
    });
  });

  it("retries a failed refill: posts retry and says 'Transaction retried'", async () => {
    answerDetail(FAILED, { status: "in_queue" }, { status: "success" });
    server.use(
      http.post(api("/api/transactions/101/retry/"), () => json(makeDetail({ status: "in_queue" }))),
    );
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    await user.click(await screen.findByRole("button", { name: /Retry/ }));
    // It asks first, saying that a charge that succeeded is not repeated.
    expect(writes(requests)).toEqual([]);
    await answerConfirm(user, RETRY_QUESTION, "Retry");
    await findNotice("Transaction retried");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/transactions/101/retry/" }),
    ]);
  });

  it("Retry on a refill not paid yet says what it charges, and to which card, before it does", async () => {
    const unpaid = { ...DECLINED, card_label: "Visa •••• 0002" };
    answerDetail(unpaid, { status: "in_queue" });
    server.use(
      http.post(api("/api/transactions/101/retry/"), () => json(makeDetail({ status: "in_queue" }))),
    );
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    await user.click(await screen.findByRole("button", { name: /Retry/ }));
    const confirm = await findConfirm(RETRY_QUESTION);
    expect(within(confirm).getByText("Visa •••• 0002 is charged $25.00.")).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Charge $25.00" }));
    await findNotice("Transaction retried");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/transactions/101/retry/" }),
    ]);
  });

  describe("after Retry, says how the refill ended once the worker has moved it", () => {
    afterEach(() => vi.useRealTimers());

    /** Retries #101 (answered in_queue, then each of `after` in turn) and lets the page poll once. */
    async function retryThen(...after: Array<Partial<TransactionDetail>>) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      answerDetail(FAILED, { status: "in_queue" }, ...after);
      server.use(
        http.post(api("/api/transactions/101/retry/"), () => json(makeDetail({ status: "in_queue" }))),
      );
      const { user } = renderApp("/transactions/101", { as: "member" });
      await user.click(await screen.findByRole("button", { name: /Retry/ }));
      await answerConfirm(user, RETRY_QUESTION, "Retry");
      await findNotice("Transaction retried");
      await screen.findByText("This refill is on its way; this page updates itself.");
      await act(() => vi.advanceTimersByTimeAsync(3000));
    }
    const successNotices = () => document.querySelectorAll(".ant-notification-notice-success");

    it("failed again: an error notice with the reason, and no green notice left", async () => {
      await retryThen(FAILED);
      const notice = await findNotice("Refill #101 failed");
      expect(notice).toHaveTextContent("The top-up did not go through.");
      expect(notice).toHaveClass("ant-notification-notice-error");
      await waitFor(() => expect(successNotices()).toHaveLength(0));
      expect(document.body).not.toHaveTextContent("Transaction retried");
    });

    it("failed again before the page saw it move: an error notice all the same, no green one left", async () => {
      // The worker was quicker than the page: the first read after the retry is already the failed second try.
      answerDetail(FAILED, {
        ...FAILED,
        attempts: 2,
        refill_error: "The carrier refused the top-up.",
        refill_problem: problemOf("topup", "The carrier refused the top-up."),
      });
      server.use(
        http.post(api("/api/transactions/101/retry/"), () => json(makeDetail({ status: "in_queue" }))),
      );
      const { user } = renderApp("/transactions/101", { as: "member" });
      await user.click(await screen.findByRole("button", { name: /Retry/ }));
      await answerConfirm(user, RETRY_QUESTION, "Retry");
      const notice = await findNotice("Refill #101 failed");
      expect(notice).toHaveTextContent("The carrier refused the top-up.");
      await waitFor(() => expect(successNotices()).toHaveLength(0));
    });

    it("succeeded: a success notice saying so", async () => {
      await retryThen({ status: "success" });
      const notice = await findNotice("Refill #101 succeeded");
      expect(notice).toHaveClass("ant-notification-notice-success");
    });
  });

  it("says 'Error retrying transaction' when the retry is refused", async () => {
    answerDetail(FAILED);
    const { user } = renderApp("/transactions/101", {
      as: "member",
      handlers: [refusedPost("/api/transactions/101/retry/", "Only a failed refill can be retried.")],
    });
    await user.click(await screen.findByRole("button", { name: /Retry/ }));
    await answerConfirm(user, RETRY_QUESTION, "Retry");
    const notice = await findNotice("Error retrying transaction");
    expect(notice).toHaveTextContent("Only a failed refill can be retried.");
  });

  it("resolves with a note from a dialog and says 'Transaction resolved'", async () => {
    answerDetail(FAILED, {
      status: "resolved",
      note: "Refunded by phone",
      resolved_by_name: "Morgan Member",
      resolved_at: "2026-11-20T11:00:00Z",
    });
    server.use(
      http.post(api("/api/transactions/101/resolve/"), () => json(makeDetail({ status: "resolved" }))),
    );
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    await resolveWith(user, "Refunded by phone");
    await findNotice("Transaction resolved");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/transactions/101/resolve/",
        body: { note: "Refunded by phone" },
      }),
    ]);
    expect(await screen.findByText(/by Morgan Member/)).toBeInTheDocument();
  });

  it("says 'Error resolving transaction' when resolving fails", async () => {
    answerDetail(FAILED);
    const { user } = renderApp("/transactions/101", {
      as: "member",
      handlers: [refusedPost("/api/transactions/101/resolve/", "Server error.", 500)],
    });
    await resolveWith(user, "Refunded by phone");
    await findNotice("Error resolving transaction");
  });

  it("Assign card lets staff choose one of the customer's cards; the default changes only when ticked", async () => {
    answerDetail(DECLINED);
    server.use(
      http.get(api("/api/payments/cards/"), () =>
        json(
          page([
            savedCard({ id: 41, last4: "0002", is_default: true }),
            savedCard({ id: 42, last4: "4444", is_default: false }),
            savedCard({ id: 43, last4: "1111", is_default: false, exp_year: 2020, is_expired: true }),
          ]),
        ),
      ),
      http.post(api("/api/transactions/101/assign-cc-to-user/"), () =>
        json(makeDetail({ status: "in_queue", payment_method: 42, card_label: "Visa •••• 4444" })),
      ),
    );
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    const dialog = await openDialog(user, /Assign card/, "Assign a card");
    // The current card is marked with why it failed; the expired one cannot be chosen.
    expect(
      await within(dialog).findByText("Its last charge failed: Your card was declined."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("On this record now")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /•••• 1111/ })).toBeDisabled();
    // The amount is on screen before anything is charged, and on the button that charges it.
    expect(within(dialog).getByText("The card you choose is charged $25.00 at once.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /•••• 4444/ }));
    await user.click(within(dialog).getByRole("button", { name: "Charge $25.00" }));
    await findNotice("Credit card assigned to user");
    expect(lastQuery(requests, "/api/payments/cards/").get("user")).toBe("7");
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/transactions/101/assign-cc-to-user/",
        body: { payment_method: 42, make_default: false },
      }),
    ]);

    // Again, with the default box ticked.
    await user.click(await screen.findByRole("button", { name: /Assign card/ }));
    const again = await findDialog("Assign a card");
    await user.click(await within(again).findByRole("radio", { name: /•••• 4444/ }));
    await user.click(
      within(again).getByRole("checkbox", { name: "Also make it the customer's default card" }),
    );
    await user.click(within(again).getByRole("button", { name: "Charge $25.00" }));
    await waitFor(() =>
      expect(writes(requests).at(-1)).toMatchObject({ body: { payment_method: 42, make_default: true } }),
    );
  });

  it("Assign card refused: 'Error assigning credit card to user' and the server's reason beside the card", async () => {
    answerDetail(FAILED);
    server.use(
      http.get(api("/api/payments/cards/"), () => json(page([savedCard({ id: 42, last4: "4444" })]))),
      http.post(api("/api/transactions/101/assign-cc-to-user/"), () =>
        json({ payment_method: ["This card has expired. Choose another card."] }, 400),
      ),
    );
    const { user } = renderApp("/transactions/101", { as: "member" });
    const dialog = await openDialog(user, /Assign card/, "Assign a card");
    // Paid already (a failed top-up): nothing is charged, and the dialog says so.
    expect(within(dialog).getByText("Nothing is charged now.")).toBeInTheDocument();
    await user.click(await within(dialog).findByRole("radio", { name: /•••• 4444/ }));
    await user.click(within(dialog).getByRole("button", { name: "Assign card" }));
    await findNotice("Error assigning credit card to user");
    expect(
      await within(dialog).findByText("This card has expired. Choose another card."),
    ).toBeInTheDocument();
  });

  it("shows no staff action to a customer, and no retry or resolve once a refill succeeded", async () => {
    answerDetail(FAILED);
    renderApp("/transactions/101", { as: "customer" });
    // Its code's words; the carrier's own are for staff only.
    await screen.findByText("The top-up did not go through.");
    expect(screen.queryByText("Carrier refused the top-up")).toBeNull();
    expect(screen.queryByRole("button", { name: /Retry|Resolve|Assign card/ })).not.toBeInTheDocument();
  });

  it("shows staff no action on a closed refill (success, resolved): not even Assign card", async () => {
    answerDetail({});
    renderApp("/transactions/101", { as: "member" });
    await screen.findByText("Transaction #101");
    await screen.findByText("Carrier top-up");
    expect(screen.queryByRole("button", { name: /Retry|Resolve|Assign card/ })).not.toBeInTheDocument();
  });

  it("names the record in its breadcrumb, under a link to the list, never Refine's 'Show'", async () => {
    answerDetail({});
    renderApp("/transactions/101", { as: "member" });
    await screen.findByText("Transaction #101");
    const trail = document.querySelector<HTMLElement>(".ant-breadcrumb")!;
    expect(within(trail).getByRole("link", { name: "Transactions" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    expect(within(trail).getByText("#101")).toBeInTheDocument();
    expect(within(trail).queryByText("Show")).not.toBeInTheDocument();
  });
});
