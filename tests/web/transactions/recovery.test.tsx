import { problemOf } from "../../../common/problems";
import { screen, waitFor, within } from "@testing-library/react";
import { t } from "../../../src/i18n";
import type { TransactionDetail } from "../../../common/api/records";
import { page, savedCard } from "../fixtures";
import { api, http, json, server } from "../msw";
import { choose, findDialog, findNotice, renderApp, warmUp, writes } from "../render";
import { makeDetail } from "./harness";

/** The customer's way forward on their own refill: another card, or the bank's authentication step. */
const DECLINED: Partial<TransactionDetail> = {
  status: "error",
  charge: null,
  payment_error: "Your card was declined.",
  payment_problem: problemOf("payment", "Your card was declined."),
  provider_ref: null,
  completed_at: null,
  payment_method: 41,
  card_label: "Visa •••• 0002",
  next_action: null,
  // not paid: paying charges the refill's amount
  assign_card_charge_amount: "25.00",
};
const WAITING: Partial<TransactionDetail> = {
  ...DECLINED,
  status: "action_required",
  payment_error: "Authentication required.",
  payment_problem: problemOf("payment", "Authentication required."),
  card_label: "Visa •••• 3184",
  next_action: { type: "authenticate", client_secret: null },
};

function answer(detail: Partial<TransactionDetail>, after: Partial<TransactionDetail>) {
  let current = detail;
  server.use(
    http.get(api("/api/transactions/101/"), () => json(makeDetail(current))),
    http.get(api("/api/payments/cards/"), () =>
      json(
        page([savedCard({ id: 41, last4: "0002" }), savedCard({ id: 42, last4: "4444", is_default: false })]),
      ),
    ),
    http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
    http.post(api("/api/transactions/101/pay/"), () => {
      current = after;
      return json(makeDetail(after));
    }),
    http.post(api("/api/transactions/101/authenticate/"), () => {
      current = after;
      return json(makeDetail(after));
    }),
  );
}

warmUp("/transactions/101", "Transaction #101", () => answer(DECLINED, DECLINED));

describe("/transactions/{id}: the customer's way forward", () => {
  it("a declined refill: the reason, the customer's cards, the amount, and 'Pay $25.00 with this card' queues it again", async () => {
    answer(DECLINED, { ...DECLINED, status: "in_queue", payment_error: null, payment_method: 42 });
    const { user, requests } = renderApp("/transactions/101", { as: "customer" });
    const panel = await screen.findByRole("region", { name: t("cards.recovery.paymentFailed") });
    expect(within(panel).getByText("Your card was declined.")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: /Add card/ })).toBeInTheDocument();
    await choose(user, "Card", "Visa •••• 4444", panel);
    expect(
      within(panel).getByText("The card you choose is charged $25.00 when you press Pay."),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Pay $25.00 with this card" }));
    await findNotice(t("cards.recovery.paid"));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ path: "/api/transactions/101/pay/", body: { payment_method: 42 } }),
    ]);
    // Queued again: the panel goes, the page follows the refill.
    await screen.findByText("This refill is on its way; this page updates itself.");
    expect(screen.queryByRole("region", { name: t("cards.recovery.paymentFailed") })).not.toBeInTheDocument();
  });

  it("authentication required: 'Confirm with your bank' opens the test bank step; Approve sends succeeded", async () => {
    answer(WAITING, { ...WAITING, status: "in_queue", payment_error: null, next_action: null, charge: 51 });
    const { user, requests } = renderApp("/transactions/101", { as: "customer" });
    const panel = await screen.findByRole("region", { name: t("cards.recovery.authenticateTitle") });
    const confirm = within(panel).getByRole("button", { name: t("cards.recovery.authenticateButton") });
    // Enabled once the panel knows the processor (simulated here: the test bank step).
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const bank = await findDialog(t("cards.recovery.testBankTitle"));
    expect(within(bank).getByText(/This is a test of the step your bank shows/)).toBeInTheDocument();
    await user.click(within(bank).getByRole("button", { name: t("cards.recovery.approve") }));
    await findNotice(t("cards.recovery.authenticated"));
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        path: "/api/transactions/101/authenticate/",
        body: { outcome: "succeeded" },
      }),
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: t("cards.recovery.authenticateTitle") }),
      ).not.toBeInTheDocument(),
    );
  });

  it("a top-up the carrier refused after the payment went through: the customer is told what happens next", async () => {
    const refused = {
      ...DECLINED,
      charge: 51,
      payment_error: null,
      refill_error: "Carrier rejected the top-up: number not active.",
      refill_problem: problemOf("topup", "Carrier rejected the top-up: number not active."),
    };
    answer(refused, refused);
    renderApp("/transactions/101", { as: "customer" });
    expect(await screen.findByText("Your line could not be topped up")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your payment went through and is kept. Our staff see this refill and will top up your line or refund you.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: t("cards.recovery.paymentFailed") })).not.toBeInTheDocument();
  });

  it("staff see no customer panel; a top-up failure (the charge stands) offers none either", async () => {
    answer(DECLINED, DECLINED);
    renderApp("/transactions/101", { as: "member" });
    await screen.findByText("Transaction #101");
    await screen.findAllByText("Your card was declined.");
    expect(screen.queryByRole("region", { name: t("cards.recovery.paymentFailed") })).not.toBeInTheDocument();
  });
});
