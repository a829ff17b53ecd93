import { screen, within } from "@testing-library/react";
import { importInSpanish, openAsSpanishCustomer } from "../i18n/spanish";
import { listHandler } from "../fixtures";
import { api, http, json } from "../msw";
import { visa, YEAR } from "./fixtures";

/**
 * A customer's cards in Spanish: the list and the Add-card dialog read the catalogue (src/i18n/es/cards.ts),
 * its field rules too, and no English text moved there is left.
 */
const render = importInSpanish(() => import("../render"));

const expired = {
  ...visa,
  id: 6,
  brand: "amex",
  last4: "0005",
  exp_year: YEAR - 1,
  is_default: false,
  is_expired: true,
};

describe("/cards in Spanish", () => {
  it("the customer's cards and the Add a card dialog", { timeout: 90_000 }, async () => {
    const { user } = await openAsSpanishCustomer(render, "/cards", "Visa •••• 4242", [
      listHandler("/api/payments/cards/", [visa, expired]),
      http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
    ]);
    expect(within(await render.findRow("Visa •••• 4242")).getByText("Predeterminada")).toBeInTheDocument();
    expect(
      within(await render.findRow("American Express •••• 0005")).getByText("Vencida"),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tarjetas" })).toBeInTheDocument();
    for (const title of ["Tarjeta", "Vence", "Agregada", "Acciones"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: /Agregar tarjeta/ }));
    const dialog = await render.findDialog("Agregar una tarjeta");
    await user.type(await within(dialog).findByLabelText("Número de tarjeta"), "4242 4242 4242 4241");
    expect(
      await within(dialog).findByText(
        "Este número no parece correcto. Revise si tiene un error de escritura.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Guardar tarjeta" }));
    for (const rule of ["Elija el mes.", "Elija el año.", "Ingrese el CVC."])
      expect(await within(dialog).findByText(rule)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Solo guardamos la marca, los últimos cuatro dígitos y la fecha de vencimiento de la tarjeta.",
      ),
    ).toBeInTheDocument();

    for (const english of ["Default", "Expired", "Expires", "Card number", "Save card", "Choose the month."])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
