import { api, http, json, server } from "../msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import { findDialog, findNotice, renderApp, warmUp, writes } from "../render";
import { makeDetail } from "./harness";

/** GET /api/transactions/101/ answering `states` in turn (the last one for ever), counting its calls. */
function answerDetail(...states: Array<Record<string, unknown>>) {
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

const FAILED = {
  status: "error",
  charge: 51,
  refill_error: "Carrier refused the top-up",
  provider_ref: null,
  completed_at: null,
};

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
    await findNotice("Transaction retried");
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/transactions/101/retry/" }),
    ]);
  });

  it("says 'Error retrying transaction' when the retry is refused", async () => {
    answerDetail(FAILED);
    server.use(
      http.post(api("/api/transactions/101/retry/"), () =>
        json({ detail: "Only a failed refill can be retried." }, 400),
      ),
    );
    const { user } = renderApp("/transactions/101", { as: "member" });
    await user.click(await screen.findByRole("button", { name: /Retry/ }));
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
    await user.click(await screen.findByRole("button", { name: /Resolve/ }));
    const dialog = await findDialog("Resolve transaction #101");
    await user.type(within(dialog).getByLabelText("Note"), "Refunded by phone");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
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
    server.use(
      http.post(api("/api/transactions/101/resolve/"), () => json({ detail: "Server error." }, 500)),
    );
    const { user } = renderApp("/transactions/101", { as: "member" });
    await user.click(await screen.findByRole("button", { name: /Resolve/ }));
    const dialog = await findDialog("Resolve transaction #101");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findNotice("Error resolving transaction");
  });

  it("assigns the refill's card to the customer: 'Credit card assigned to user', or its error", async () => {
    answerDetail(FAILED);
    let answer = 200;
    server.use(
      http.post(api("/api/transactions/101/assign-cc-to-user/"), () =>
        answer === 200 ? json(makeDetail(FAILED)) : json({ detail: "This card has expired." }, 400),
      ),
    );
    const { user } = renderApp("/transactions/101", { as: "member" });
    const assign = await screen.findByRole("button", { name: /Assign card/ });
    await user.click(assign);
    await findNotice("Credit card assigned to user");
    answer = 400;
    await user.click(assign);
    expect(await findNotice("Error assigning credit card to user")).toHaveTextContent(
      "This card has expired.",
    );
  });

  it("shows no staff action to a customer, and no retry or resolve once a refill succeeded", async () => {
    answerDetail(FAILED);
    renderApp("/transactions/101", { as: "customer" });
    await screen.findByText("Carrier refused the top-up");
    expect(screen.queryByRole("button", { name: /Retry|Resolve|Assign card/ })).not.toBeInTheDocument();
  });

  it("shows staff only Assign card on a successful refill", async () => {
    answerDetail({});
    renderApp("/transactions/101", { as: "member" });
    expect(await screen.findByRole("button", { name: /Assign card/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Retry|Resolve/ })).not.toBeInTheDocument();
  });
});
