import { problemOf } from "../../../common/problems";
import type { RentalDetail } from "../../../resources/rentals/types";
import { page, savedCard } from "../fixtures";
import { api, http, json, server } from "../msw";
import { answerRental, answerRentNow, QUOTE, rentalDetail } from "./harness";

/**
 * Rent Now whose bank asks the customer to authenticate (issue 36 item 4): the rental the server answers
 * waiting in error with next_action, one charge after the other (the rental part, then the deposit), and
 * where it stands after each answer from the bank. Shared by the English and Spanish tests.
 */
export const RENTAL_SECRET = "pi_rental_secret_1";
export const DEPOSIT_SECRET = "pi_deposit_secret_2";

export const waitingRental = (secret: string | null, fields: Partial<RentalDetail> = {}) =>
  rentalDetail({
    id: 79,
    status: "error",
    payment_error: "Authentication required.",
    payment_problem: problemOf("payment", "Authentication required."),
    payment_method: 41,
    assign_card_charge_amount: "176.21",
    next_action: { type: "authenticate", client_secret: secret },
    ...fields,
  });

/**
 * Rent Now's calls in `processor` mode, its create answering the rental waiting for the bank; each POST
 * …/authenticate/ answers the next of `steps` (the rental as the server reads it again).
 */
export function answerBankStep(processor: "stripe" | "simulated", steps: RentalDetail[]) {
  answerRentNow();
  const secret = processor === "stripe" ? RENTAL_SECRET : null;
  server.use(
    http.get(api("/api/payments/cards/"), () => json(page([savedCard({ id: 41, last4: "3220" })]))),
    http.get(api("/api/payments/config/"), () =>
      json(
        processor === "stripe"
          ? // A key of its own: Stripe.js is loaded once per key and page (StripeCardField's stripeFor), and with
            // isolate: false a key another file uses would hand that file this file's fake.
            { processor: "stripe", publishable_key: "pk_test_rental_3ds" }
          : { processor: "simulated", publishable_key: null },
      ),
    ),
    http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)),
    http.post(api("/api/rental/rentals/create/as-customer/"), () => json(waitingRental(secret), 201)),
    http.post(api("/api/rental/rentals/79/authenticate/"), () => json(steps.shift())),
  );
  answerRental(rentalDetail({ id: 79, status: "preorder" }));
}
