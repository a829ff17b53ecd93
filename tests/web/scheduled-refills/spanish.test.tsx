import { screen, within } from "@testing-library/react";
import { importInSpanish, openAsSpanishCustomer } from "../i18n/spanish";
import { listHandler, scheduledRefill } from "../fixtures";

/**
 * The scheduled refills in Spanish: the list and the form read the catalogue (src/i18n/es/scheduledRefills.ts),
 * the day of the month included ("Día 5 de cada mes" for "5th of each month"), and no English text moved
 * there is left.
 */
const render = importInSpanish(() => import("../render"));

const paused = scheduledRefill({
  id: 32,
  phone_number_digits: "5550100002",
  card_label: null,
  is_active: false,
  last_run_on: null,
  last_result: null,
});

describe("/scheduled-refills in Spanish", () => {
  it("the list and the Schedule a refill dialog", { timeout: 90_000 }, async () => {
    const { user } = await openAsSpanishCustomer(render, "/scheduled-refills", "(555) 010-0001", [
      listHandler("/api/scheduled-refills/", [scheduledRefill(), paused]),
      listHandler("/api/phones/", []),
      listHandler("/api/payments/cards/", []),
    ]);
    const monthly = await render.findRow("(555) 010-0001");
    expect(within(monthly).getByText("Día 5 de cada mes")).toBeInTheDocument();
    expect(within(monthly).getByText("Error")).toBeInTheDocument();
    const stopped = await render.findRow("(555) 010-0002");
    for (const text of ["Sin tarjeta", "Aún no se ha hecho"])
      expect(within(stopped).getByText(text)).toBeInTheDocument();
    expect(within(stopped).getByText("En pausa", { selector: ".plain-tag" })).toBeInTheDocument();
    expect(
      within(stopped).getByRole("switch", { name: "Reanudar la recarga de (555) 010-0002" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Recargas programadas" })).toBeInTheDocument();
    for (const title of ["Número de teléfono", "Día", "Próxima recarga", "Último resultado"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: /Programar una recarga/ }));
    const dialog = await render.findDialog("Programar una recarga");
    for (const text of [
      "Día del mes",
      "Primero elija un número de teléfono.",
      "Del 1 al 28, para que todos los meses lo tengan. La recarga se hace ese día cada mes.",
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();

    for (const english of [
      "5th of each month",
      "No card",
      "Not run yet",
      "Paused",
      "Last result",
      "Day of the month",
      "Choose a phone number first.",
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
