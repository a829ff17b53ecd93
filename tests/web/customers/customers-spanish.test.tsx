import { api, http, json, server } from "../msw";
import { rentalAnswer } from "../../../common/api/records";
import { page } from "../fixtures";
import { rentalDetail } from "../rentals/harness";
import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { casey } from "./app";

spanishForThisFile();

/**
 * The customers' screens' English: none of it may remain on the page (but the filter bar's, whose labels the
 * declaration read as it loaded, in English in this file; the menu is the layout's).
 */
const ENGLISH = englishOnly({ ...en.customers, filters: {} }, es.customers);

describe("customers in Spanish", () => {
  it("the list: its title, columns, filters and buttons", async () => {
    const { renderApp, screen, signedInAs } = render;
    signedInAs("member");
    server.use(http.get(api("/api/company/customers/"), () => json(page([casey]))));
    renderApp("/customers");
    expect(await screen.findByRole("link", { name: "Casey Cruz" }, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Clientes").length).toBeGreaterThan(0);
    expect(await screen.findByText("Nuevo cliente")).toBeInTheDocument();
    // The menu names them too (its labels are Spanish as well): the list's columns.
    const main = render.within(screen.getByRole("main"));
    expect(main.getByText("Números de teléfono")).toBeInTheDocument();
    expect(main.getByText("Recargas programadas")).toBeInTheDocument();
    expect(screen.getByText("Último inicio de sesión")).toBeInTheDocument();
    expect(await screen.findByText("Ver")).toBeInTheDocument();
    expectNoEnglish(render.screen.getByRole("main"), ENGLISH);
  });

  it("a customer's page: details, actions and records", async () => {
    const { renderApp, screen, signedInAs } = render;
    signedInAs("member");
    server.use(
      http.get(api("/api/company/customers/41/"), () => json(casey)),
      ...[
        "/api/phones/",
        "/api/payments/cards/",
        "/api/scheduled-refills/",
        "/api/transactions/",
        "/api/messages/",
      ].map((path) => http.get(api(path), () => json(page([])))),
      http.get(api("/api/rental/rentals/"), () =>
        json(
          page([
            rentalAnswer.parse(
              rentalDetail({
                id: 9,
                device_name: "Hotspot",
                country_name: "México",
                start_date: "2026-06-01",
                end_date: "2026-06-10",
                status: "ready_for_pickup",
                total_due_amount: "120.00",
                balance: "0.00",
              }),
            ),
          ]),
        ),
      ),
    );
    renderApp("/customers/41");
    expect(await screen.findByText("casey@example.test", undefined, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByText("Cliente desde")).toBeInTheDocument();
    expect(screen.getByText("PIN para iniciar sesión por teléfono")).toBeInTheDocument();
    expect(screen.getByText("Configurado")).toBeInTheDocument();
    // casey has never signed in
    expect(screen.getByText("Nunca")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Ver como el cliente/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recargar ahora" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Agregar número de teléfono/ })).toBeInTheDocument();
    expect(await screen.findByText("No tiene tarjetas guardadas.")).toBeInTheDocument();
    // The latest rentals: the number column, the status in Spanish
    const rentals = await render.findRow("Hotspot");
    expect(render.within(rentals).getByRole("link", { name: "9" })).toBeInTheDocument();
    expect(render.within(rentals).getByText("Listo para recoger")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader", { name: "N.º" }).length).toBeGreaterThan(0);
    expect(screen.getByText("Últimas transacciones")).toBeInTheDocument();
    expectNoEnglish(render.screen.getByRole("main"), ENGLISH);
  });
});
