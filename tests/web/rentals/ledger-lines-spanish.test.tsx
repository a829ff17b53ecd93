import { screen } from "@testing-library/react";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { answerRental, rentalDetail, warmUpRentals } from "./harness";
import { LEDGER_KINDS, receiptWordsOf } from "./ledger-lines";

spanishForThisFile();
warmUpRentals("/rentals/41/receipt", "Demo Wireless", () => answerRental(rentalDetail()));

const NAMES = {
  receipt: "Recibo",
  owed: "Importes adeudados",
  moved: "Dinero recibido y devuelto",
  hold: "Depósito retenido en la tarjeta",
};
/** The ledger's English: none of it may remain on the receipt. */
const ENGLISH = englishOnly(en.rentals.ledger, es.rentals.ledger);

describe("the receipt's words for each kind of ledger line, in Spanish", () => {
  it.each(LEDGER_KINDS)("%s", async (kind, cases) => {
    const words = await receiptWordsOf(
      kind,
      cases.map(([values]) => values),
      NAMES,
    );
    expect(words).toEqual(cases.map(([, , spanish]) => spanish));
    expectNoEnglish(screen.getByRole("article", { name: "Recibo" }), ENGLISH);
  });
});
