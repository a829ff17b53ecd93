import { api, http, json, server } from "../msw";
import { page, unlimited40, workPhone } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { renderApp, screen, within } from "../render";

spanishForThisFile();

const LINE = workPhone();
const PLAN = unlimited40();

function answerChoices(lines: unknown[]) {
  server.use(
    http.get(api("/api/phones/"), () => json(page(lines))),
    http.get(api("/api/plans/"), () => json(page([PLAN]))),
    http.get(api("/api/plans/:id/"), () => json(PLAN)),
    http.get(api("/api/payments/cards/"), () => json(page([]))),
  );
}

describe("Refill Now in Spanish", () => {
  it("the line, its plan and the amount, then the pay button", async () => {
    answerChoices([LINE]);
    renderApp("/refill-now", { as: "customer" });
    expect(
      await screen.findByRole("button", { name: "Pagar $40.00 y recargar" }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { name: "Recargar ahora" })).toBeInTheDocument();
    const summary = screen.getByLabelText("Resumen");
    for (const text of ["Línea", "Operador", "Plan", "Importe"]) expect(summary).toHaveTextContent(text);
    expect(main.getByText("Planes de Tello Mobile")).toBeInTheDocument();
    for (const text of ["Refill Now", "Summary", "Line", "Carrier", "Amount", "Plans of Tello Mobile"])
      expect(main.queryAllByText(text), text).toEqual([]);
  });

  it("a customer without a line is told to add one", async () => {
    answerChoices([]);
    renderApp("/refill-now", { as: "customer" });
    expect(await screen.findByText("Primero agregue un número de teléfono.")).toBeInTheDocument();
    expect(screen.getByText("Elija una línea y un plan para ver el importe.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recargar" })).toBeInTheDocument();
    expect(screen.queryByText("Add a phone number first.")).toBeNull();
  });
});
