import { cleanup } from "@testing-library/react";
import { listHandler, scheduledRefill } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { onAPhone } from "../refill-now/phone";
import * as render from "../render";
import * as rentals from "../rentals/harness";

/** The phone rows of tests/web/lists/phone-rows.test.tsx, in Spanish: what they gather is in the catalogues. */

spanishForThisFile();
onAPhone();

describe("phone rows in Spanish", () => {
  it("a rental's row and a customer's card: its dates and what was due", async () => {
    const { screen, within, findRow, findCard } = render;
    rentals.answerList([rentals.rentalDetail({ balance: "26.21" })]);
    rentals.renderRentals("member", "/rentals");
    await screen.findByText("Pocket Hotspot", undefined, { timeout: 60_000 });
    const row = await findRow("Pocket Hotspot");
    for (const text of ["1 dic 2026 – 7 dic 2026", "$26.21", "Total a pagar $176.21"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).queryByText(/Total due/)).toBeNull();
    cleanup();

    rentals.renderRentals("customer", "/rentals");
    const card = await findCard("Pocket Hotspot");
    for (const text of ["1 dic 2026 – 7 dic 2026", "$26.21", "Total a pagar $176.21"])
      expect(card).toHaveTextContent(text);
    expect(card).not.toHaveTextContent(/Total due/);
  });

  it("a scheduled refill's row: the day of the month it keeps and the card it lacks", async () => {
    const { screen, within, findRow, renderApp } = render;
    renderApp("/scheduled-refills", {
      as: "customer",
      handlers: [
        listHandler("/api/scheduled-refills/", [scheduledRefill({ card_label: null, day_of_month: 22 })]),
      ],
    });
    await screen.findByText("(555) 010-0001", undefined, { timeout: 60_000 });
    const row = await findRow("(555) 010-0001");
    for (const text of ["Sin tarjeta", "Día 22 de cada mes", "5 abr 2026"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(row).toHaveTextContent("Unlimited 25 · $25.00");
    expect(within(row).queryByText(/No card|of each month/)).toBeNull();
  });
});
