import { api, http, json, server } from "../msw";
import { page } from "../fixtures";
import { speak } from "../../../src/i18n";
import { speakSpanish } from "../i18n/spanish";
import { renderApp, screen, within } from "../render";

/*
 * The screens' modules are imported above, in English: with the web tests' isolate: false a module loads once
 * per worker, and the resource declarations (menu labels, read as they load) would otherwise stay Spanish for
 * every later file of this worker. What a screen reads as it draws is Spanish here.
 */
beforeAll(() => speakSpanish(), 60_000);
// Back to English for the worker's next file, whether or not speakSpanish's own hook runs.
afterAll(() => speak("en"));

const LINE = {
  id: 11,
  number: "5550100001",
  nickname: "Work phone",
  carrier: 31,
  carrier_name: "Tello Mobile",
  plan: 22,
  plan_name: "Unlimited 40",
  user: 7,
  user_name: "Casey Customer",
  user_email: "customer@demo.test",
  is_active: true,
  created_at: "2026-01-01T00:00:00Z",
};
const PLAN = { id: 22, name: "Unlimited 40", amount: "40.00", carrier: 31, is_active: true };

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
