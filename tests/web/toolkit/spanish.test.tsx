import { screen, within } from "@testing-library/react";
import { telloAndUltra } from "../fixtures";
import { importInSpanish } from "../i18n/spanish";

/**
 * The list, form and record kit (src/components) in Spanish, on the carriers' list: what the kit itself
 * says (columns, tags, buttons, the confirmation, the notice, paging) is Spanish, and none of its English
 * words is left. The resource's own words (its title, search placeholder) are the carriers' screen's.
 */

const catalogue = importInSpanish(() => import("../catalogue"));
const render = importInSpanish(() => import("../render"));

const CARRIERS = telloAndUltra();

describe("the list kit in Spanish (/carriers as an owner)", () => {
  it("names its columns, tags, buttons, filters and paging in Spanish", async () => {
    const { row } = await catalogue.openCatalogue(
      "owner",
      "/carriers",
      "/api/carriers/",
      CARRIERS,
      "Tello Mobile",
    );
    for (const header of ["Nombre", "Estado", "Acciones"])
      expect(screen.getAllByRole("columnheader", { name: header }).length).toBeGreaterThan(0);
    expect(row).toHaveTextContent("Activo");
    expect(await render.findRow("Ultra Mobile")).toHaveTextContent("Inactivo");
    expect(await within(row).findByRole("button", { name: /Editar/ })).toBeInTheDocument();
    expect(await within(row).findByRole("button", { name: /Desactivar/ })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Filtrar por estado").length).toBeGreaterThan(0);
    expect(screen.getByText("2 en total")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Agregar operador/ })).toBeInTheDocument();

    for (const english of [
      "Name",
      "Status",
      "Actions",
      "Active",
      "Inactive",
      "Edit",
      "Deactivate",
      "Export CSV",
    ])
      expect(screen.queryByText(english, { exact: true })).toBeNull();
    expect(screen.queryByText("2 in all")).toBeNull();
    expect(screen.queryByLabelText("Filter by status")).toBeNull();
  });

  it("asks in a whole Spanish sentence before deactivating, and says it is done in Spanish", async () => {
    const view = await catalogue.openCatalogue(
      "owner",
      "/carriers",
      "/api/carriers/",
      CARRIERS,
      "Tello Mobile",
    );
    await view.user.click(await within(view.row).findByRole("button", { name: /Desactivar/ }));
    const confirm = await render.findConfirm("¿Desactivar el operador “Tello Mobile”?");
    expect(confirm).toHaveTextContent("Puede reactivarlo más adelante.");
    expect(within(confirm).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    await render.answerConfirm(view.user, "¿Desactivar el operador “Tello Mobile”?", "Desactivar");
    await render.findNotice("Operador desactivado");
    expect(document.body).not.toHaveTextContent("Carrier deactivated");
  });
});
