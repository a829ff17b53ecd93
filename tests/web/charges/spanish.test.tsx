import { screen, within } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { charge, chargeDetail, listHandler, member } from "../fixtures";
import { api, http, json, server } from "../msw";

/**
 * The charges' screens in Spanish: their texts come from the catalogue (src/i18n/es/charges.ts), kinds,
 * statuses and methods too, and none of the English ones moved there is left.
 */
const render = importInSpanish(() => import("../render"));

const SPANISH_MEMBER = member({ language: "es" });
const CASH_DEPOSIT = charge({
  id: 52,
  kind: "deposit",
  method: "cash",
  amount: "100.00",
  status: "failed",
  transaction: null,
  rental: 9,
  brand: null,
  last4: null,
});

const CASH_REFUND = charge({
  id: 53,
  kind: "refund",
  method: "cash",
  amount: "5.00",
  transaction: null,
  rental: 8,
  brand: null,
  last4: null,
});

function answerCharges(rows = [charge(), CASH_DEPOSIT, CASH_REFUND]) {
  server.use(
    listHandler("/api/charges/", rows),
    http.get(api("/api/charges/51/"), () => json(chargeDetail({ refundable_amount: "25.00", refunds: [] }))),
    listHandler("/api/company/customers/", []),
  );
}

describe("/charges in Spanish", () => {
  it("the list: title, columns, kinds, statuses, methods and what each paid for", async () => {
    answerCharges();
    render.renderApp("/charges", { as: SPANISH_MEMBER });
    await screen.findAllByText("Transacción n.º 101", {}, { timeout: 60_000 });
    const refill = await render.findRow("Transacción n.º 101");
    for (const text of ["Recarga", "Exitoso"]) expect(refill).toHaveTextContent(text);
    const deposit = await render.findRow("Alquiler n.º 9");
    for (const text of ["Depósito", "Efectivo", "Fallido"]) expect(deposit).toHaveTextContent(text);
    expect(within(deposit).getByRole("link", { name: "Alquiler n.º 9" })).toHaveAttribute(
      "href",
      "/rentals/9",
    );

    const refund = await render.findRow("Alquiler n.º 8");
    for (const text of ["-$5.00", "Reembolsado en efectivo"]) expect(refund).toHaveTextContent(text);

    expect(screen.getByRole("heading", { name: "Cargos" })).toBeInTheDocument();
    // (antd's hidden measuring row repeats a column's title when its key is not its field: "Por")
    for (const title of ["Cargo", "Tipo", "Monto", "Medio", "Por", "Estado"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();

    for (const english of [
      "Method",
      "Refunded in cash",
      "Kind",
      "Deposit",
      "Cash",
      "Failed",
      "Succeeded",
      "Transaction #101",
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it("a charge's page and its Refund dialog", async () => {
    answerCharges();
    const { user } = render.renderApp("/charges/51", { as: SPANISH_MEMBER });
    expect(await screen.findByText("Referencia del procesador", {}, { timeout: 60_000 })).toBeInTheDocument();
    for (const label of ["Clave de idempotencia", "Por reembolsar", "Reembolsos"])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText("No se ha reembolsado nada.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Reembolsar/ }));
    const dialog = await render.findDialog("Reembolsar el cargo n.º 51");
    expect(within(dialog).getByText("Como máximo $25.00: lo que queda de $25.00.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continuar" })).toBeInTheDocument();

    for (const english of ["Processor reference", "Left to refund", "Nothing refunded.", "Continue"])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
