import dayjs from "dayjs";
import { screen, waitFor, within } from "@testing-library/react";
import { problemOf } from "../../../common/problems";
import { error, success } from "../../../src/messages";
import { t } from "../../../src/i18n";
import { findNotice, writes } from "../render";
import { answerLoadStripe } from "../stripe-fake";
import { answerBankStep, DEPOSIT_SECRET, RENTAL_SECRET, waitingRental } from "./bank-step";
import {
  answerRental,
  answerRentNow,
  fillCustomerRentNow,
  renderRentals,
  rentalDetail,
  warmUpRentals,
} from "./harness";
import { api, http, json, server } from "../msw";

/**
 * Rent Now's bank step with PAYMENTS=stripe (issue 36 item 4): the rental waits for the customer's bank;
 * 'Confirm with your bank' runs Stripe.js's handleNextAction with the PaymentIntent's client secret, then
 * tells the server, which reads the PaymentIntent again; the deposit's step follows the rental's. Stripe.js
 * cannot load here: loadStripe answers a fake shaped as @stripe/stripe-js's Stripe.
 */
const stripe = vi.hoisted(() => ({ handleNextAction: vi.fn() }));
vi.mock("@stripe/stripe-js/pure", () => import("../stripe-fake"));
// As every file that mocks Stripe.js: a screen of this file may load the card field (resources/cards/
// StripeCardField.tsx), and with isolate: false the worker's later files would keep the real package's hooks.
vi.mock("@stripe/react-stripe-js", () => import("../stripe-elements-fake"));

warmUpRentals("/rent-now", "Confirm rental", () => answerRentNow());

beforeEach(() => {
  stripe.handleNextAction.mockReset();
  answerLoadStripe(async () => ({ handleNextAction: stripe.handleNextAction }));
});

const start = dayjs().add(7, "day");

/** Rent Now filled in and confirmed, on the card whose bank asks: the bank's panel, found. */
async function rentAndWait() {
  const view = renderRentals("customer", "/rent-now");
  const { user } = view;
  await screen.findByRole("button", { name: /Confirm rental/ });
  await fillCustomerRentNow(user, { start, end: start.add(6, "day") });
  await screen.findByLabelText("Price");
  await waitFor(() =>
    expect(screen.getByRole("combobox", { name: "Card" })).toHaveDisplayValue("Visa •••• 3220 (default)"),
  );
  await user.click(screen.getByRole("button", { name: /Confirm rental/ }));
  const bank = await screen.findByRole("region", { name: t("cards.recovery.authenticateTitle") });
  return { ...view, bank };
}

async function confirm(user: ReturnType<typeof renderRentals>["user"]) {
  // Read again each time, and not loading any more: jsdom never ends the loading icon's leaving motion, so
  // the button's name may still start with "loading" after the last step's answer is in.
  const button = () =>
    within(screen.getByRole("region", { name: "Confirm with your bank" })).getByRole("button", {
      name: /Confirm with your bank$/,
    });
  await waitFor(
    () => {
      expect(button()).toBeEnabled();
      expect(button()).not.toHaveClass("ant-btn-loading");
    },
    { timeout: 10_000 },
  );
  await user.click(button());
}

describe("/rent-now with PAYMENTS=stripe: the bank's step on screen", { timeout: 60_000 }, () => {
  it("no green yet; each charge's step in turn (rental, then deposit), the server told each time, then the rental", async () => {
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    answerBankStep("stripe", [
      waitingRental(DEPOSIT_SECRET, { paid_amount: "76.21" }),
      rentalDetail({ id: 79, status: "preorder", payment_error: null, payment_problem: null }),
    ]);
    const { user, requests, bank } = await rentAndWait();
    expect(document.querySelector(".ant-notification-notice-success")).toBeNull();
    expect(
      within(bank).getByText("Your bank asks you to confirm this payment before it goes through."),
    ).toBeInTheDocument();
    // Another card stays offered, the amount said before the choice.
    const other = screen.getByRole("region", { name: "Or pay with another card" });
    expect(
      within(other).getByText("The card you choose is charged $176.21 when you press Pay."),
    ).toBeInTheDocument();

    await confirm(user);
    await waitFor(() =>
      expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: RENTAL_SECRET }),
    );
    await findNotice("Payment confirmed with your bank");
    await confirm(user);
    await waitFor(() =>
      expect(stripe.handleNextAction).toHaveBeenLastCalledWith({ clientSecret: DEPOSIT_SECRET }),
    );
    await findNotice(success.rentalCreated);
    await waitFor(() => expect(window.location.pathname).toBe("/rentals/79"));
    // The browser's word is never the answer: the server is only told to read the PaymentIntents again.
    expect(
      writes(requests)
        .filter((r) => r.path.endsWith("/authenticate/"))
        .map((r) => [r.path, r.body]),
    ).toEqual([
      ["/api/rental/rentals/79/authenticate/", {}],
      ["/api/rental/rentals/79/authenticate/", {}],
    ]);
  });

  it("the bank refuses: Stripe.js's words, the server told (it frees the device), the form offered again", async () => {
    const words =
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
    stripe.handleNextAction.mockResolvedValue({
      error: { type: "card_error", code: "payment_intent_authentication_failure", message: words },
    });
    const refused = rentalDetail({
      id: 79,
      status: "resolved",
      payment_error: words,
      payment_problem: problemOf("payment", words, "authentication_failed"),
    });
    answerBankStep("stripe", [refused]);
    const { user, requests } = await rentAndWait();
    await confirm(user);

    expect(await findNotice(t("cards.recovery.authenticateFailed"))).toHaveTextContent(words);
    await waitFor(() =>
      expect(writes(requests).map((r) => r.path)).toContain("/api/rental/rentals/79/authenticate/"),
    );
    await findNotice(error.rentalCreateFailed);
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: t("cards.recovery.authenticateTitle") }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: /Confirm rental/ })).toBeVisible();
    expect(window.location.pathname).toBe("/rent-now");
  });

  it("the rental's page offers the same step to a customer who left Rent Now before it", async () => {
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    answerBankStep("stripe", []);
    const state = answerRental(waitingRental(RENTAL_SECRET));
    server.use(
      http.post(api("/api/rental/rentals/79/authenticate/"), () => {
        state.rental = rentalDetail({ id: 79, status: "preorder" });
        return json(state.rental);
      }),
    );
    const { user, requests } = renderRentals("customer", "/rentals/79");
    await screen.findByRole("region", { name: "Or pay with another card" });
    await confirm(user);
    await waitFor(() =>
      expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: RENTAL_SECRET }),
    );
    await findNotice("Payment confirmed with your bank");
    expect(writes(requests).map((r) => [r.path, r.body])).toEqual([
      ["/api/rental/rentals/79/authenticate/", {}],
    ]);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirm with your bank" })).not.toBeInTheDocument(),
    );
  });
});
