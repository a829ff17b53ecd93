import { screen, within } from "@testing-library/react";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { customer, member } from "../fixtures";
import { englishOnly, expectNoEnglish, importInSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { reversedFor } from "./reversal-fixture";

/** A refill reversed by the carrier, in Spanish: staff's warning, the history line, the refund offered. */
const render = importInSpanish(() => import("../render"));
const ENGLISH = englishOnly(
  { problems: en.problems, show: en.transactions.show, history: en.transactions.history },
  { problems: es.problems, show: es.transactions.show, history: es.transactions.history },
);
const answer = (staff: boolean) =>
  server.use(http.get(api("/api/transactions/101/"), () => json(reversedFor(staff))));

describe("a refill reversed by the carrier, in Spanish", () => {
  it("staff read 'Revertida por el operador', what to do, and are offered the refund", async () => {
    answer(true);
    render.renderApp("/transactions/101", { as: member({ language: "es" }) });
    const title = await screen.findByText(
      "Revertida por el operador",
      { selector: ".ant-alert-message" },
      { timeout: 60_000 },
    );
    const alert = title.closest<HTMLElement>(".ant-alert")!;
    expect(alert).toHaveTextContent("El cobro al cliente no se ha reembolsado.");
    const timeline = document.querySelector<HTMLElement>(".ant-timeline")!;
    expect(
      within(timeline).getByText(
        /^Revertida por el operador \(recarga 9001\); el servicio de la línea ahora termina el /,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reembolsar y cerrar/ })).toHaveClass("ant-btn-primary");
    expectNoEnglish(document.body, ENGLISH);
  });

  it("the customer reads it in Spanish", async () => {
    answer(false);
    render.renderApp("/transactions/101", { as: customer({ language: "es" }) });
    await screen.findByText(
      /El operador revirtió esta recarga\. Su pago se conserva/,
      {},
      { timeout: 60_000 },
    );
    expect(screen.queryByRole("button", { name: /Reembolsar y cerrar/ })).toBeNull();
    expectNoEnglish(document.body, ENGLISH);
  });
});
