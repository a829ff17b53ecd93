import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { entry, hijackWrite, renderLog } from "./entries";

spanishForThisFile();

describe("the audit log in Spanish", () => {
  it("names its columns, filters and record types in Spanish", async () => {
    const { screen, within, findRow } = render;
    renderLog([
      entry(),
      // No name on record for the member who viewed the site as Casey: the log gives their number.
      hijackWrite({ hijacked_by_name: null, data: null }),
      entry({
        id: 3,
        action: "update",
        object: "plan",
        object_id: "3",
        data: { changes: { amount: { from: "15.00", to: "15.50" } } },
      }),
    ]);
    // The first screen of the file loads the lazy screens and antd: give it time.
    await screen.findByText("Reintentó la recarga", undefined, { timeout: 60_000 });
    const retry = await findRow("Reintentó la recarga");
    expect(within(retry).getByRole("link", { name: "Transacción n.º 12" })).toHaveAttribute(
      "href",
      "/transactions/12",
    );
    expect(within(retry).getByText("Antes: Error")).toBeInTheDocument();
    const write = await findRow("Cambió el perfil del cliente");
    expect(within(write).getByText("Cambio mientras se veía como cliente")).toBeInTheDocument();
    expect(within(write).getByText("Viendo como")).toBeInTheDocument();
    expect(within(write).getByText("Miembro del equipo n.º 3")).toBeInTheDocument();

    expect(within(await findRow("Plan n.º 3")).getByText("Importe: $15.00 → $15.50")).toBeInTheDocument();

    const page = within(screen.getByRole("main"));
    for (const title of ["Cuándo", "Quién", "Acción", "Registro", "Detalles"])
      expect(page.getAllByRole("columnheader", { name: title }).length, title).toBeGreaterThan(0);
    expect(page.getAllByText("Registro de auditoría").length).toBeGreaterThan(0);
    expectNoEnglish(screen.getByRole("main"), [...englishOnly(en.auditLog, es.auditLog), "Transaction #12"]);
  });
});
