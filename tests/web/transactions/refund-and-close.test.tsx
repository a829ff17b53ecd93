import { problemOf } from "../../../common/problems";
import { api, http, json, refusedPost, server } from "../msw";
import { screen, within } from "@testing-library/react";
import { findFieldError, findNotice, openDialog, renderApp, sent, warmUp, writes } from "../render";
import type { TransactionDetail } from "../../../common/api/records";
import { makeDetail } from "./harness";

/**
 * /transactions/{id}: a refill charged but not topped up (the carrier refused it) is refunded and closed
 * by staff (POST /api/transactions/{id}/refund/), and closing one by Resolve says why.
 */
const CARRIER_FAILURE: Partial<TransactionDetail> = {
  status: "error",
  charge: 51,
  refill_error: "Carrier rejected the top-up: number not active.",
  refill_problem: problemOf("topup", "Carrier rejected the top-up: number not active."),
  provider_ref: null,
  completed_at: null,
  can_refund: true,
  refund_amount: "25.00",
  refund_to: "Visa •••• 4242",
};
const CLOSED: Partial<TransactionDetail> = {
  ...CARRIER_FAILURE,
  status: "resolved",
  note: "Number was never active.",
  resolved_by_name: "Morgan Member",
  resolved_at: "2026-11-20T11:00:00Z",
  can_refund: false,
  refund_amount: null,
  refund_to: null,
};

/** The processor's words when it declines a refund. */
const REFUND_DECLINED = "Refund amount is greater than the unrefunded amount on the charge.";

function answerDetail(...states: Array<Partial<TransactionDetail>>) {
  let calls = 0;
  server.use(
    http.get(api("/api/transactions/101/"), () =>
      json(makeDetail(states[Math.min(calls++, states.length - 1)])),
    ),
  );
}

warmUp("/transactions/101", "Transaction #101", () => answerDetail(CARRIER_FAILURE));

describe("Refund and close", () => {
  it("says how much goes back and where, requires a note, then 'Refund made, transaction closed'", async () => {
    answerDetail(CARRIER_FAILURE, CLOSED);
    server.use(http.post(api("/api/transactions/101/refund/"), () => json(makeDetail(CLOSED))));
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    const dialog = await openDialog(user, /Refund and close/, "Refund and close transaction #101");
    expect(dialog).toHaveTextContent("$25.00 · Goes back to Visa •••• 4242");
    const ok = within(dialog).getByRole("button", { name: "Refund $25.00 and close" });
    await user.click(ok);
    await findFieldError(dialog, "Note", "Say why the money goes back.");
    expect(writes(requests)).toEqual([]);
    await user.type(within(dialog).getByLabelText("Note"), "Number was never active.");
    await user.click(ok);
    await findNotice("Refund made, transaction closed");
    expect(writes(requests)).toEqual([
      sent("POST", "/api/transactions/101/refund/", { note: "Number was never active." }),
    ]);
    expect(await screen.findByText(/by Morgan Member/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Refund and close/ })).not.toBeInTheDocument();
  });

  it("shows the processor's reason when the refund is declined: 'Failed to refund and close'", async () => {
    answerDetail(CARRIER_FAILURE);
    const { user } = renderApp("/transactions/101", {
      as: "member",
      handlers: [refusedPost("/api/transactions/101/refund/", REFUND_DECLINED)],
    });
    const dialog = await openDialog(user, /Refund and close/, "Refund and close transaction #101");
    await user.type(within(dialog).getByLabelText("Note"), "Carrier failure.");
    await user.click(within(dialog).getByRole("button", { name: "Refund $25.00 and close" }));
    const notice = await findNotice("Failed to refund and close");
    expect(notice).toHaveTextContent(REFUND_DECLINED);
  });

  it("is offered only when the server says a refund can be made, and never to a customer", async () => {
    answerDetail({ ...CARRIER_FAILURE, can_refund: false });
    renderApp("/transactions/101", { as: "member" });
    await screen.findByRole("button", { name: /Resolve/ });
    expect(screen.queryByRole("button", { name: /Refund and close/ })).not.toBeInTheDocument();
  });

  it("a customer sees no Refund and close", async () => {
    answerDetail(CARRIER_FAILURE);
    renderApp("/transactions/101", { as: "customer" });
    await screen.findByText("The carrier refused the top-up.");
    expect(screen.queryByRole("button", { name: /Refund and close/ })).not.toBeInTheDocument();
  });

  it("the refund shows among the refill's charges as a refund", async () => {
    answerDetail({
      ...CLOSED,
      charges: [
        { ...makeDetail().charges[0], status: "refunded", kind: "refill" },
        { ...makeDetail().charges[0], id: 52, kind: "refund", idempotency_key: "refund-51-1" },
      ],
    });
    renderApp("/transactions/101", { as: "member" });
    const link = await screen.findByRole("link", { name: "#52" });
    expect(link.closest("td")).toHaveTextContent("#52 · Refund");
    // Money given back reads negative and says where it went, beside the payment it came from.
    const refund = link.closest("tr")!;
    expect(refund).toHaveTextContent("-$");
    expect(refund).toHaveTextContent(/Refunded to \S/);
    const payment = within(link.closest("tbody")!).getByRole("link", { name: "#51" }).closest("tr")!;
    expect(payment).not.toHaveTextContent("-$");
    expect(payment).not.toHaveTextContent("Refunded to");
  });
});

describe("Resolve needs a note", () => {
  it("refuses to close without saying why: nothing is sent", async () => {
    answerDetail(CARRIER_FAILURE);
    const { user, requests } = renderApp("/transactions/101", { as: "member" });
    const dialog = await openDialog(user, /Resolve/, "Resolve transaction #101");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findFieldError(dialog, "Note", "Say why this refill is closed.");
    await user.type(within(dialog).getByLabelText("Note"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Resolve" }));
    await findFieldError(dialog, "Note", "Say why this refill is closed.");
    expect(writes(requests)).toEqual([]);
  });
});
