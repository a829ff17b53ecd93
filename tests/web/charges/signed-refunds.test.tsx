import { screen, within } from "@testing-library/react";
import { charge, chargeDetail, listHandler } from "../fixtures";
import { api, http, json, server } from "../msw";
import { findRow, renderApp } from "../render";
import { onAPhone } from "../refill-now/phone";

/**
 * Refunds read as money going back, never as a payment (issue 33): negative, and "Refunded to …" where a
 * payment says how it was paid, on every screen that lists a refund charge.
 */
const PAYMENT = charge({ id: 51, amount: "25.00", brand: "visa", last4: "4242" });
const CARD_REFUND = charge({
  id: 60,
  kind: "refund",
  amount: "5.00",
  brand: "visa",
  last4: "4242",
  transaction: 102,
});
const CASH_REFUND = charge({
  id: 61,
  kind: "refund",
  method: "cash",
  amount: "7.50",
  transaction: null,
  rental: 9,
  payment_method: null,
  brand: null,
  last4: null,
});

function answerCharges() {
  server.use(
    listHandler("/api/charges/", [PAYMENT, CARD_REFUND, CASH_REFUND]),
    http.get(api("/api/charges/60/"), () =>
      json(chargeDetail({ ...CARD_REFUND, refund_of: { id: 51, label: "Charge #51" } })),
    ),
    http.get(api("/api/charges/51/"), () =>
      json(
        chargeDetail({
          ...PAYMENT,
          refundable_amount: "20.00",
          refunds: [
            {
              id: 60,
              amount: "5.00",
              status: "succeeded",
              note: "Late top-up",
              created_at: "2026-11-21T10:00:00Z",
              created_by_name: "Morgan Member",
            },
          ],
        }),
      ),
    ),
    listHandler("/api/company/customers/", []),
  );
}

describe("refunds in the charges list", () => {
  it("shows staff a refund as a negative amount refunded to the card or in cash", async () => {
    answerCharges();
    renderApp("/charges", { as: "member" });
    const card = await findRow("Transaction #102");
    expect(card).toHaveTextContent("-$5.00");
    expect(card).toHaveTextContent("Refunded to Visa •••• 4242");
    const cash = await findRow("Rental #9");
    expect(cash).toHaveTextContent("-$7.50");
    expect(cash).toHaveTextContent("Refunded in cash");
    const payment = await findRow("Transaction #101");
    expect(payment).toHaveTextContent("$25.00");
    expect(payment).not.toHaveTextContent("-$25.00");
    expect(payment).not.toHaveTextContent("Refunded");
  });

  describe("on a customer's phone", () => {
    onAPhone();
    it("keeps the sign and where the money went under the amount", async () => {
      answerCharges();
      renderApp("/charges", { as: "customer" });
      const refund = await findRow("#60");
      expect(within(refund).getByText("-$5.00")).toBeInTheDocument();
      expect(within(refund).getByText("Refunded to Visa •••• 4242")).toBeInTheDocument();
      const payment = await findRow("#51");
      expect(within(payment).getByText("Visa •••• 4242")).toBeInTheDocument();
    });
  });
});

describe("a refund on the charge's page", () => {
  it("reads negative, refunded to the card", async () => {
    answerCharges();
    renderApp("/charges/60", { as: "member" });
    expect(await screen.findByText("Refunded to Visa •••• 4242")).toBeInTheDocument();
    expect(screen.getByText("-$5.00")).toBeInTheDocument();
  });

  it("lists a payment's refunds as negative amounts", async () => {
    answerCharges();
    renderApp("/charges/51", { as: "member" });
    const row = await findRow("Late top-up");
    expect(row).toHaveTextContent("-$5.00");
  });
});
