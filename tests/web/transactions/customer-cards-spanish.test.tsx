import { screen, within } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { customer, page } from "../fixtures";
import { api, http, json, server } from "../msw";
import { answerList, makeTransaction } from "./harness";

/** A customer's /transactions as cards (CustomerTransactionList) in Spanish: every text from the catalogue. */
const render = importInSpanish(() => import("../render"));

const SPANISH_CUSTOMER = customer({ language: "es" });

describe("a customer's /transactions as cards, in Spanish", () => {
  it("the cards, the list's name, the tabs and the pager", async () => {
    answerList([
      makeTransaction(),
      makeTransaction({ id: 102, status: "error", trigger: "scheduled", phone_number_digits: "5550100013" }),
    ]);
    render.renderApp("/transactions", { as: SPANISH_CUSTOMER });
    // The first screen of the file loads its modules: a longer wait.
    await screen.findAllByText("(555) 010-0013", {}, { timeout: 60_000 });
    const failed = await render.findCard("(555) 010-0013");
    expect(failed).toHaveTextContent("Programada");
    expect(failed).toHaveTextContent("Error");
    const done = await render.findCard("(555) 010-0001");
    expect(done).toHaveTextContent("Exitosa");
    expect(screen.getByRole("list", { name: "Transacciones" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Transacciones" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: /Requiere acción\s*1/ })).toBeInTheDocument();
    // one page: the arrow is there, named in Spanish, but leads nowhere
    expect(screen.getByLabelText("Página siguiente")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("navigation", { name: "Páginas" })).toHaveTextContent("2 en total");
    expect(screen.getByRole("combobox", { name: "Filas por página" })).toHaveDisplayValue("25 / página");
    for (const english of ["Scheduled", "Success", "Transactions", "in all"])
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
  });

  it("with none yet: says so and offers to refill a line", async () => {
    answerList([]);
    server.use(http.get(api("/api/transactions/"), () => json(page([]))));
    render.renderApp("/transactions", { as: SPANISH_CUSTOMER });
    const main = await screen.findByRole("main", {}, { timeout: 60_000 });
    expect(await within(main).findByText("Todavía no hay transacciones.")).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "Recargar una línea ahora" })).toHaveAttribute(
      "href",
      "/refill-now",
    );
  });
});
