import { api, http, json, server } from "../msw";
import { page, savedCard, unlimited40, workPhone } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { renderApp, screen } from "../render";
import { onAPhone } from "./phone";

/**
 * Issue 35's "Done when", the enrolment on Refill Now at 390×844 in Spanish: "Refill automatically when my plan
 * runs out" and the terms it shows before the pay button.
 */
spanishForThisFile();
onAPhone();

const LINE = workPhone();
const PLAN = unlimited40();

describe("Refill Now's automatic refill on a phone, in Spanish", () => {
  it("offers to refill when the plan runs out and shows the terms, in Spanish, before the pay button", async () => {
    server.use(
      http.get(api("/api/phones/"), () => json(page([LINE]))),
      http.get(api("/api/plans/"), () => json(page([PLAN]))),
      http.get(api("/api/plans/:id/"), () => json(PLAN)),
      http.get(api("/api/payments/cards/"), () => json(page([savedCard({ id: 42, is_default: true })]))),
    );
    const { user } = renderApp("/refill-now", { as: "customer" });
    const pay = await screen.findByRole("button", { name: "Pagar $40.00 y recargar" }, { timeout: 60_000 });
    const auto = await screen.findByRole("checkbox", {
      name: "Recargar automáticamente cuando mi plan termine",
    });
    expect(screen.queryByText(/cada vez que su plan termine/)).toBeNull();
    await user.click(auto);
    const terms = await screen.findByText(
      /^\(555\) 010-0001 se recarga con .* cada vez que su plan termine, hasta que se cancele\..*Condiciones 2026-11\.$/,
    );
    // On a phone the page is one column: the terms stand before the pay button.
    expect(terms.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Refill automatically when my plan runs out")).toBeNull();
  });
});
