import { problemOf } from "../../../common/problems";
import { act, screen, waitFor, within } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import {
  answerConfirm,
  findConfirm,
  findCard,
  findDialog,
  findNotice,
  findRow,
  renderApp,
  sent,
  warmUp,
  writes,
} from "../render";
import type { Transaction } from "../../../common/api/records";
import { answerList, makeDetail, makeTransaction } from "./harness";

/** Bulk retry and resolve on the transactions list (members): select, act, read each row's outcome. */
const ROWS = [
  makeTransaction(),
  makeTransaction({
    id: 102,
    status: "error",
    phone_number_digits: "5550100002",
    refill_error: "Refused",
    refill_problem: problemOf("topup", "Refused"),
  }),
  makeTransaction({ id: 103, status: "action_required", phone_number_digits: "5550100003" }),
  makeTransaction({
    id: 104,
    status: "error",
    phone_number_digits: "5550100004",
    refill_error: "Refused",
    refill_problem: problemOf("topup", "Refused"),
  }),
];
const ERRORED = ROWS.filter((r) => r.status === "error");

warmUp("/transactions", "Unlimited 25", () => answerList(ROWS));

const checkbox = (id: number) => screen.getByRole("checkbox", { name: `Select transaction #${id}` });
const bar = () => screen.findByRole("region", { name: "Selected refills" });

describe("/transactions: bulk retry and resolve", () => {
  it("a member selects stopped refills, confirms Retry, and reads each row's outcome; the list is read again", async () => {
    answerList(ROWS);
    server.use(
      http.post(api("/api/transactions/bulk/retry/"), () =>
        json({
          results: [
            { id: 102, outcome: "retried", status: "in_queue" },
            {
              id: 103,
              outcome: "refused",
              status: "in_progress",
              detail: "Only a transaction in error or action required can be retried.",
            },
          ],
          done: 1,
          refused: 1,
        }),
      ),
    );
    server.use(
      http.get(api("/api/transactions/102/"), () => json(makeDetail({ id: 102, status: "in_queue" }))),
    );
    const { user, requests } = renderApp("/transactions", { as: "member" });
    await findRow("(555) 010-0002");
    // A refill that succeeded has nothing to retry: it cannot be selected.
    await waitFor(() => expect(checkbox(101)).toBeDisabled());
    await user.click(checkbox(102));
    await user.click(checkbox(103));
    const selection = await bar();
    expect(selection).toHaveTextContent("2 selected");
    // On the All tab, "all that match" would be mostly refills nobody can retry: offered on Error's tab.
    expect(within(selection).queryByRole("button", { name: /Select all/ })).toBeNull();
    await user.click(within(selection).getByRole("button", { name: /Retry/ }));
    expect(writes(requests)).toEqual([]);
    const listReads = requests.filter((r) => r.path === "/api/transactions/").length;
    await answerConfirm(user, "Queue 2 refills again?", "Retry");

    const report = await findDialog("Bulk retry");
    expect(writes(requests)).toEqual([sent("POST", "/api/transactions/bulk/retry/", { ids: [102, 103] })]);
    expect(report).toHaveTextContent("1 refill retried, 1 not");
    const [retried, refused] = within(report).getAllByRole("listitem");
    expect(retried).toHaveTextContent(/#102\s*Retried\s*In Queue/i);
    expect(refused).toHaveTextContent("#103");
    expect(refused).toHaveTextContent("Refused");
    expect(refused).toHaveTextContent("Only a transaction in error or action required can be retried.");
    expect(within(report).getByRole("link", { name: "#103" })).toHaveAttribute("href", "/transactions/103");
    // The list and its counters are read again.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/api/transactions/").length).toBeGreaterThan(listReads),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/api/transactions/counters/").length).toBeGreaterThan(1),
    );
    await user.click(within(report).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected refills" })).toBeNull());
  });

  describe("after a bulk retry, reads the retried refills again and says how they ended", () => {
    afterEach(() => vi.useRealTimers());

    /** Retries 102 and 104, which the worker moves from in_queue to `settled` (one per id). */
    async function retryBothThen(settled: Record<number, Partial<Transaction>>) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      answerList(ROWS);
      const reads: Record<string, number> = {};
      server.use(
        http.post(api("/api/transactions/bulk/retry/"), () =>
          json({
            results: ERRORED.map((r) => ({ id: r.id, outcome: "retried", status: "in_queue" })),
            done: 2,
            refused: 0,
          }),
        ),
        http.get(api("/api/transactions/:id/"), ({ params }) => {
          // `:id` matches /api/transactions/counters/ too: that call is the list's handler's.
          if (!/^\d+$/.test(String(params.id))) return undefined;
          const id = Number(params.id);
          reads[id] = (reads[id] ?? 0) + 1;
          const row = ERRORED.find((r) => r.id === id)!;
          return json(makeDetail({ ...row, ...(reads[id] === 1 ? { status: "in_queue" } : settled[id]) }));
        }),
      );
      const { user } = renderApp("/transactions", { as: "member" });
      await findRow("(555) 010-0004");
      await waitFor(() => expect(checkbox(102)).toBeEnabled());
      await user.click(checkbox(102));
      await user.click(checkbox(104));
      await user.click(within(await bar()).getByRole("button", { name: /Retry/ }));
      await answerConfirm(user, "Queue 2 refills again?", "Retry");
      const report = await findDialog("Bulk retry");
      expect(report).toHaveTextContent("2 refills retried");
      expect(
        await within(report).findByText("Following 2 refills while the worker moves them…"),
      ).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      return report;
    }

    it("all failed again: says so with each one's reason, and nothing green", async () => {
      const failed: Partial<Transaction> = {
        status: "error",
        refill_error: "The carrier refused the top-up.",
        refill_problem: problemOf("topup", "The carrier refused the top-up."),
      };
      const report = await retryBothThen({
        102: failed,
        104: {
          ...failed,
          refill_error: "The top-up was refunded by the carrier.",
          refill_problem: problemOf("topup", "The top-up was refunded by the carrier."),
        },
      });
      await waitFor(() => expect(report).toHaveTextContent("0 succeeded, 2 failed again"));
      expect(report.querySelector(".ant-alert-success")).toBeNull();
      expect(report).toHaveTextContent("The carrier refused the top-up.");
      expect(report).toHaveTextContent("The top-up was refunded by the carrier.");
    });

    it("some topped up: counts each", async () => {
      const report = await retryBothThen({
        102: { status: "success", refill_error: null },
        104: {
          status: "action_required",
          payment_error: "Your card was declined.",
          payment_problem: problemOf("payment", "Your card was declined."),
        },
      });
      await waitFor(() => expect(report).toHaveTextContent("1 succeeded, 1 failed again"));
      expect(report).toHaveTextContent("Your card was declined.");
    });
  });

  it("'Select all that match the filters' sends the list's filters; Resolve asks for one note", async () => {
    answerList(ERRORED);
    server.use(
      http.post(api("/api/transactions/bulk/resolve/"), () =>
        json({
          results: ERRORED.map((r) => ({ id: r.id, outcome: "resolved", status: "resolved" })),
          done: 2,
          refused: 0,
        }),
      ),
    );
    const query = "filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error";
    const { user, requests } = renderApp(`/transactions?${query}`, { as: "member" });
    await findRow("(555) 010-0004");
    await waitFor(() => expect(checkbox(102)).toBeEnabled());
    await user.click(checkbox(102));
    const selection = await bar();
    await user.click(within(selection).getByRole("button", { name: "Select all 2 that match the filters" }));
    expect(selection).toHaveTextContent("All 2 refills that match the filters selected");

    await user.click(within(selection).getByRole("button", { name: /Resolve/ }));
    const dialog = await findDialog("Resolve 2 refills");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect(await within(dialog).findByText("Say why this refill is closed.")).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await user.type(within(dialog).getByLabelText("Note"), "Refunded at the counter.");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));

    const report = await findDialog("Bulk resolve");
    expect(writes(requests)).toEqual([
      sent("POST", "/api/transactions/bulk/resolve/", {
        filters: { status: "error" },
        note: "Refunded at the counter.",
      }),
    ]);
    expect(report).toHaveTextContent("2 refills resolved");
    expect(within(report).getAllByRole("listitem")).toHaveLength(2);
  });

  describe("Retry says what it charges the refills not paid yet before it runs", () => {
    const UNPAID = [
      makeTransaction({ id: 105, status: "error", phone_number_digits: "5550100005", charge: null }),
      makeTransaction({
        id: 106,
        status: "error",
        phone_number_digits: "5550100006",
        amount: "15.50",
        charge: null,
      }),
    ];

    it("the selected rows: how many are not paid yet and the total, on the button that charges", async () => {
      answerList([...ROWS, ...UNPAID]);
      server.use(
        http.post(api("/api/transactions/bulk/retry/"), () => json({ results: [], done: 0, refused: 0 })),
      );
      const { user, requests } = renderApp("/transactions", { as: "member" });
      await findRow("(555) 010-0006");
      await waitFor(() => expect(checkbox(105)).toBeEnabled());
      // 104 is paid (its top-up failed): only 105 is charged.
      await user.click(checkbox(104));
      await user.click(checkbox(105));
      await user.click(within(await bar()).getByRole("button", { name: /Retry/ }));
      const confirm = await findConfirm("Queue 2 refills again?");
      expect(confirm).toHaveTextContent("1 of them is not paid yet: its card is charged $25.00.");
      await user.click(within(confirm).getByRole("button", { name: "Cancel" }));

      await user.click(checkbox(106));
      await user.click(within(await bar()).getByRole("button", { name: /Retry/ }));
      expect(await findConfirm("Queue 3 refills again?")).toHaveTextContent(
        "2 of them are not paid yet: their cards are charged $40.50 in all.",
      );
      expect(writes(requests)).toEqual([]);
      await answerConfirm(user, "Queue 3 refills again?", "Charge $40.50");
      await findDialog("Bulk retry");
      expect(writes(requests)).toEqual([
        sent("POST", "/api/transactions/bulk/retry/", { ids: [104, 105, 106] }),
      ]);
    });

    it("all that match: every matching row is read first, then the total is said", async () => {
      answerList([...ERRORED, ...UNPAID]);
      const query = "filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error";
      const { user, requests } = renderApp(`/transactions?${query}`, { as: "member" });
      await findRow("(555) 010-0006");
      await waitFor(() => expect(checkbox(102)).toBeEnabled());
      await user.click(checkbox(102));
      const selection = await bar();
      await user.click(
        within(selection).getByRole("button", { name: "Select all 4 that match the filters" }),
      );
      const retry = within(selection).getByRole("button", { name: /Retry/ });
      await waitFor(() => expect(retry).toBeEnabled());
      await user.click(retry);
      expect(await findConfirm("Queue 4 refills again?")).toHaveTextContent(
        "2 of them are not paid yet: their cards are charged $40.50 in all.",
      );
      // the list's own filters, every page of them
      expect(
        requests.some(
          (r) =>
            r.path === "/api/transactions/" &&
            r.search.get("page_size") === "200" &&
            r.search.get("status") === "error",
        ),
      ).toBe(true);
    });
  });

  it("a refused call says so and leaves the selection for another try", async () => {
    answerList(ROWS);
    server.use(
      http.post(api("/api/transactions/bulk/retry/"), () =>
        json({ filters: ["More than 1000 refills match these filters: narrow them down."] }, 400),
      ),
    );
    const { user } = renderApp("/transactions", { as: "member" });
    await findRow("(555) 010-0002");
    await waitFor(() => expect(checkbox(104)).toBeEnabled());
    await user.click(checkbox(104));
    await user.click(within(await bar()).getByRole("button", { name: /Retry/ }));
    await answerConfirm(user, "Queue 1 refill again?", "Retry");
    await findNotice("Error retrying transaction");
    expect(await bar()).toHaveTextContent("1 selected");
  });

  it("customers never select rows", async () => {
    answerList(ROWS);
    renderApp("/transactions", { as: "customer" });
    await findCard("(555) 010-0002");
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
  });
});
