import { screen } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { member } from "../fixtures";
import { api, http, json, server } from "../msw";
import { answerList, makeDetail, makeTransaction } from "./harness";

/**
 * The refills' screens in Spanish: their texts come from the catalogue (src/i18n/es/transactions.ts), the
 * statuses and triggers too, and none of the English ones moved there is left.
 */
const render = importInSpanish(() => import("../render"));

const SPANISH_MEMBER = member({ language: "es" });

describe("/transactions in Spanish", () => {
  it("the list: title, columns, statuses, triggers and the status tabs", async () => {
    answerList([
      makeTransaction(),
      makeTransaction({ id: 102, status: "error", trigger: "scheduled", phone_number_digits: "5550100013" }),
    ]);
    render.renderApp("/transactions", { as: SPANISH_MEMBER });
    // The first screen of the file loads its modules: a longer wait.
    await screen.findAllByText("(555) 010-0013", {}, { timeout: 60_000 });
    const failed = await render.findRow("(555) 010-0013");
    expect(failed).toHaveTextContent("Programada");
    expect(failed).toHaveTextContent("Error");
    const done = await render.findRow("(555) 010-0001");
    expect(done).toHaveTextContent("Exitosa");
    expect(done).toHaveTextContent("Recargar ahora");

    expect(screen.getByRole("heading", { name: "Transacciones" })).toBeInTheDocument();
    for (const title of ["Transacción", "Operador / plan", "Monto", "Origen", "Estado"])
      expect(screen.getByRole("columnheader", { name: title })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: /Requiere acción\s*1/ })).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText("Número, plan, operador, referencia, nombre o correo del cliente"),
    ).toBeInTheDocument();

    // Controls antd names in English whatever the language ("Select all", its icons' "search", "left")
    expect(screen.getByRole("button", { name: "Buscar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Página siguiente" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Página anterior" })).toBeInTheDocument();
    const pageBox = screen.getAllByRole("checkbox", { name: "Seleccionar las recargas de esta página" });
    expect(pageBox.length).toBeGreaterThan(0);
    for (const english of ["Carrier / plan", "Trigger", "Scheduled", "Success", "Action Required"])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it("a refill's page: its labels, its charges and its history", async () => {
    server.use(http.get(api("/api/transactions/101/"), () => json(makeDetail())));
    render.renderApp("/transactions/101", { as: SPANISH_MEMBER });
    expect(await screen.findByText("Qué sucedió", {}, { timeout: 60_000 })).toBeInTheDocument();
    for (const label of ["Origen", "Línea", "Referencia del operador", "Intentos", "Completada"])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cargos" })).toBeInTheDocument();
    // the charge's status (a charge's word, not the refill's "Exitosa")
    expect(screen.getByText("Exitoso")).toBeInTheDocument();
    for (const step of ["Cobro a la tarjeta", "Recarga en el operador"])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getAllByText("correcto")).toHaveLength(3);

    for (const english of [
      "What happened",
      "Carrier reference",
      "Card charge",
      "Carrier top-up",
      "Succeeded",
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
