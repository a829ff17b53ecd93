import { screen, waitFor, within } from "@testing-library/react";
import { problemOf } from "../../../common/problems";
import type { TransactionDetail } from "../../../common/api/records";
import { t } from "../../../src/i18n";
import { page, savedCard } from "../fixtures";
import { api, http, json, server } from "../msw";
import { findNotice, renderApp, writes } from "../render";
import { makeDetail } from "./harness";
import { answerLoadStripe } from "../stripe-fake";

/**
 * The on-session bank step with PAYMENTS=stripe (issue 36 item 4): the customer's Refill Now waits for their
 * bank; 'Confirm with your bank' runs Stripe.js's handleNextAction with the PaymentIntent's client secret,
 * then asks the server to go on with the same card, which reads the PaymentIntent again. Stripe.js cannot
 * load here (no js.stripe.com): loadStripe answers a fake shaped as @stripe/stripe-js's Stripe.
 */
const stripe = vi.hoisted(() => {
  const handleNextAction = vi.fn();
  return { handleNextAction, loadStripe: vi.fn(async () => ({ handleNextAction })) };
});
vi.mock("@stripe/stripe-js/pure", () => import("../stripe-fake"));
// As every file that mocks Stripe.js: a screen of this file may load the card field (resources/cards/
// StripeCardField.tsx), and with isolate: false the worker's later files would keep the real package's hooks.
vi.mock("@stripe/react-stripe-js", () => import("../stripe-elements-fake"));

const SECRET = "pi_3Abc_secret_xyz";
const WAITING: Partial<TransactionDetail> = {
  status: "action_required",
  charge: null,
  payment_error: "Authentication required.",
  payment_problem: problemOf("payment", "Authentication required."),
  provider_ref: null,
  completed_at: null,
  payment_method: 41,
  card_label: "Visa •••• 3184",
  next_action: { type: "authenticate", client_secret: SECRET },
  assign_card_charge_amount: "25.00",
};

function answer(after: Partial<TransactionDetail>) {
  let current = WAITING;
  server.use(
    http.get(api("/api/transactions/101/"), () => json(makeDetail(current))),
    http.get(api("/api/payments/cards/"), () => json(page([savedCard({ id: 41, last4: "3184" })]))),
    http.get(api("/api/payments/config/"), () =>
      json({ processor: "stripe", publishable_key: "pk_test_3ds" }),
    ),
    http.post(api("/api/transactions/101/pay/"), () => {
      current = after;
      return json(makeDetail(after));
    }),
  );
}

async function pressConfirm() {
  const view = renderApp("/transactions/101", { as: "customer" });
  const panel = await screen.findByRole("region", { name: t("cards.recovery.authenticateTitle") });
  const confirm = within(panel).getByRole("button", { name: t("cards.recovery.authenticateButton") });
  await waitFor(() => expect(confirm).toBeEnabled());
  await view.user.click(confirm);
  return view;
}

beforeEach(() => {
  stripe.handleNextAction.mockReset();
  answerLoadStripe(stripe.loadStripe);
});

describe("/transactions/{id} with PAYMENTS=stripe: the bank's step on screen", { timeout: 60_000 }, () => {
  it("runs handleNextAction with the client secret, then pays again with the same card", async () => {
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { id: "pi_3Abc", status: "succeeded" } });
    answer({ ...WAITING, status: "in_queue", payment_error: null, payment_problem: null, next_action: null });
    const { requests } = await pressConfirm();

    await waitFor(() => expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET }));
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_3ds");
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        expect.objectContaining({ path: "/api/transactions/101/pay/", body: { payment_method: 41 } }),
      ]),
    );
    await screen.findByText("This refill is on its way; this page updates itself.");
    expect(
      screen.queryByRole("region", { name: t("cards.recovery.authenticateTitle") }),
    ).not.toBeInTheDocument();
  });

  it("says what Stripe.js said when the bank refuses, and asks the server nothing", async () => {
    stripe.handleNextAction.mockResolvedValue({
      error: {
        type: "card_error",
        code: "payment_intent_authentication_failure",
        message:
          "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      },
    });
    answer(WAITING);
    const { requests } = await pressConfirm();

    await findNotice(t("cards.recovery.authenticateFailed"));
    expect(
      await screen.findByText(
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      ),
    ).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    expect(screen.getByRole("region", { name: t("cards.recovery.authenticateTitle") })).toBeInTheDocument();
  });
});
