import { answerRental, rentalDetail, warmUpRentals } from "./harness";
import { LEDGER_KINDS, receiptWordsOf } from "./ledger-lines";

warmUpRentals("/rentals/41/receipt", "Demo Wireless", () => answerRental(rentalDetail()));

const NAMES = {
  receipt: "Receipt",
  owed: "What is owed",
  moved: "Money received and given back",
  hold: "Deposit held on the card",
};

describe("the receipt's words for each kind of ledger line, in English", () => {
  it.each(LEDGER_KINDS)("%s", async (kind, cases) => {
    const words = await receiptWordsOf(
      kind,
      cases.map(([values]) => values),
      NAMES,
    );
    expect(words).toEqual(cases.map(([, english]) => english));
  });
});
