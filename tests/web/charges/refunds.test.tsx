import { api, http, json, refusedPost, server } from "../msw";
import { screen, waitFor, within } from "@testing-library/react";
import type { ChargeDetail, ChargeRefund } from "../../../common/api/charges";
import { chargeDetail } from "../fixtures";
import { fillIn, findFieldError, findNotice, openDialog, renderApp, sent, warmUp, writes } from "../render";

/** /charges/{id}: staff give money back (POST /api/charges/{id}/refund/) and read the chain of refunds. */
const CHARGE = chargeDetail({ refundable_amount: "25.00" });
const REFUND: ChargeRefund = {
  id: 77,
  amount: "5.00",
  status: "succeeded",
  note: "Customer changed plan.",
  created_by_name: "Morgan Member",
  created_at: "2026-11-21T09:00:00Z",
};

/** GET /api/charges/51/ answering `states` in turn (the last one for ever). */
function answerCharge(...states: ChargeDetail[]) {
  let calls = 0;
  server.use(http.get(api("/api/charges/51/"), () => json(states[Math.min(calls++, states.length - 1)])));
}

warmUp("/charges/51", "Charge #51", () => answerCharge(CHARGE));

describe("Refund on a charge's page", () => {
  it("refunds part of a card charge after saying where it goes and asking first: 'Refund made', then the refund is listed", async () => {
    answerCharge(CHARGE, { ...CHARGE, refundable_amount: "20.00", refunds: [REFUND] });
    server.use(
      http.post(api("/api/charges/51/refund/"), () =>
        json(
          chargeDetail({ id: 77, kind: "refund", amount: "5.00", refund_of: { id: 51, label: "x" } }),
          201,
        ),
      ),
    );
    const { user, requests } = renderApp("/charges/51", { as: "member" });
    const dialog = await openDialog(user, /Refund/, "Refund charge #51");
    expect(within(dialog).getByLabelText("Amount")).toHaveValue("25.00");
    expect(dialog).toHaveTextContent("Goes back to American Express •••• 0005.");

    // The note is required, and nothing above what is left.
    await fillIn(user, dialog, { Amount: "30" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await findFieldError(dialog, "Note", "Say why the money goes back.");
    await findFieldError(dialog, "Amount", "At most $25.00.");
    expect(writes(requests)).toEqual([]);

    await fillIn(user, dialog, { Amount: "5", Note: "Customer changed plan." });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    // Asked first, with the amount and where it goes.
    await within(dialog).findByText("Refund $5.00?");
    expect(dialog).toHaveTextContent("Goes back to American Express •••• 0005. This cannot be undone.");
    expect(writes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await findNotice("Refund made");
    expect(writes(requests)).toEqual([
      sent("POST", "/api/charges/51/refund/", { amount: "5.00", note: "Customer changed plan." }),
    ]);
    const row = (await screen.findByRole("link", { name: "#77" })).closest("tr")!;
    expect(row).toHaveAttribute("data-row-key", "77");
    for (const text of ["$5.00", "Succeeded", "Customer changed plan.", "Morgan Member"])
      expect(row).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "#77" })).toHaveAttribute("href", "/charges/77");
    expect(screen.getByText("$20.00")).toBeInTheDocument();
  });

  it("shows the server's reason when the refund is refused: 'Failed to refund'", async () => {
    answerCharge(CHARGE);
    const { user } = renderApp("/charges/51", {
      as: "member",
      handlers: [refusedPost("/api/charges/51/refund/", "The charge was disputed.")],
    });
    const dialog = await openDialog(user, /Refund/, "Refund charge #51");
    await fillIn(user, dialog, { Note: "Goodwill." });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Refund" }));
    const notice = await findNotice("Failed to refund");
    expect(notice).toHaveTextContent("The charge was disputed.");
  });

  it("cash is given back in cash", async () => {
    answerCharge({ ...CHARGE, method: "cash", brand: null, last4: null });
    const { user } = renderApp("/charges/51", { as: "member" });
    expect(await openDialog(user, /Refund/, "Refund charge #51")).toHaveTextContent("Given back in cash.");
  });

  it("offers no Refund when nothing is left, and says why a deposit is refunded elsewhere", async () => {
    answerCharge({
      ...CHARGE,
      kind: "deposit",
      transaction: null,
      rental: 9,
      refundable_amount: "0.00",
      refund_refusal: "Refund the deposit from the rental's page.",
    });
    renderApp("/charges/51", { as: "member" });
    expect(await screen.findByText(/Refund the deposit from the rental's page\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Refund/ })).not.toBeInTheDocument();
  });

  it("a refund's page links to the charge it gave money back from and says why", async () => {
    answerCharge(
      chargeDetail({
        kind: "refund",
        amount: "5.00",
        note: "Customer changed plan.",
        refund_of: { id: 50, label: "Charge #50 · Refill · $25.00" },
      }),
    );
    renderApp("/charges/51", { as: "member" });
    const link = await screen.findByRole("link", { name: "Charge #50 · Refill · $25.00" });
    expect(link).toHaveAttribute("href", "/charges/50");
    expect(screen.getByText("Customer changed plan.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Refund/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Refunds")).not.toBeInTheDocument());
  });
});
