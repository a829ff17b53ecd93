import { within } from "@testing-library/react";
import { carrier, listHandler, phoneLine, telloPlans } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { onAPhone } from "../refill-now/phone";
import { findRow, renderApp, screen } from "../render";

/**
 * Issue 35's "Done when", the customer's lines at 390×844 in Spanish: each says when its service ends.
 */
spanishForThisFile();
onAPhone();

describe("a customer's lines on a phone, in Spanish", () => {
  it("says 'El servicio termina el …' on each line", { timeout: 90_000 }, async () => {
    renderApp("/phone-numbers", {
      as: "customer",
      handlers: [
        listHandler("/api/phones/", [phoneLine({ service_ends_on: "2026-12-12" })]),
        listHandler("/api/carriers/", [carrier()]),
        listHandler("/api/plans/", telloPlans()),
      ],
    });
    const row = await findRow("(555) 010-0001");
    expect(within(row).getByText(/^El servicio termina el 12 dic 2026$/)).toBeInTheDocument();
    expect(screen.queryByText(/Service ends on/)).toBeNull();
  });
});
