import { api, http, json, server } from "../msw";
import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { change, mexico } from "./fixtures";

spanishForThisFile();

describe("the aggregator's catalogue in Spanish", () => {
  it("the import: the country, the operator's amounts, the confirmation; and the sync's changes", async () => {
    const { renderApp, screen, within, choose, findRow, findConfirm } = render;
    server.use(
      http.get(api("/api/catalogue/operators/"), () => json(mexico())),
      http.get(api("/api/catalogue/changes/"), () => json({ countries: ["MX"], changes: [change({})] })),
    );
    const { user } = renderApp("/catalogue", { as: "owner" });
    expect(
      await screen.findByText("Elija un país para ver lo que el agregador ofrece allí.", undefined, {
        timeout: 60_000,
      }),
    ).toBeInTheDocument();
    const page = within(screen.getByRole("main"));
    expect(page.getByText("El catálogo del agregador")).toBeInTheDocument();
    await choose(user, "País", /\(MX\)$/);
    const row = await findRow("Recarga 91 MXN");
    expect(page.getByText("Valor nominal")).toBeInTheDocument();
    expect(page.getByText("Descuento 6.5 %")).toBeInTheDocument();
    await user.click(within(row).getByLabelText("Importar Telcel Mexico $5.00"));
    expect(page.getByText("1 montos de 1 operadores elegidos")).toBeInTheDocument();
    await user.click(page.getByRole("button", { name: "Importar" }));
    expect(await findConfirm("¿Importar 1 planes?")).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("main"), englishOnly(en.catalogue, es.catalogue));

    await user.click(page.getByRole("tab", { name: "Sincronizar" }));
    const changed = await findRow("Costo cambiado");
    expect(within(changed).getByText("Costo $4.68 → $4.75; su precio $6.00 no cambia.")).toBeInTheDocument();
    expect(within(changed).getByRole("button", { name: "Aceptar" })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("main"), englishOnly(en.catalogue, es.catalogue));
  });
});
