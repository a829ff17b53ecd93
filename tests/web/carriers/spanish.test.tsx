import { screen, within } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { carrier, listHandler, member, plan } from "../fixtures";
import { api, http, json } from "../msw";

/**
 * Carriers and their plans in Spanish: the list, a carrier's page, its plans and the plan dialog read the
 * catalogues (src/i18n/es/carriers.ts, plans.ts), and no English text moved there is left.
 */
const render = importInSpanish(() => import("../render"));

const TELLO = carrier({ name: "Tello Mobile", provider_operator_id: "op-1" });
const PLANS = [plan({ validity_days: 1, name: "Day pass" }), plan({ id: 22, name: "Unlimited 30" })];

describe("/carriers in Spanish", () => {
  it("the list, a carrier's page with its plans, and the Add plan dialog", { timeout: 90_000 }, async () => {
    const handlers = [
      listHandler("/api/carriers/", [TELLO]),
      http.get(api("/api/carriers/1/"), () => json(TELLO)),
      listHandler("/api/plans/", PLANS),
    ];
    const first = render.renderApp("/carriers", { as: member({ language: "es" }), handlers });
    await screen.findAllByText("Tello Mobile", {}, { timeout: 60_000 });
    for (const title of ["Planes activos", "ID del operador en el proveedor", "Agregado"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Buscar operadores por nombre")).toBeInTheDocument();
    expect(screen.queryByText("Active plans")).not.toBeInTheDocument();
    first.unmount();

    const { user } = render.renderApp("/carriers/1", { as: member({ language: "es" }), handlers });
    expect(
      await screen.findByRole("heading", { name: "Tello Mobile" }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(within(await render.findRow("Day pass")).getByText("1 día")).toBeInTheDocument();
    expect(within(await render.findRow("Unlimited 30")).getByText("30 días")).toBeInTheDocument();
    for (const title of ["Plan", "Precio", "Vigencia", "ID del producto en el proveedor"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();
    expect(screen.getByText("Planes")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: /Agregar plan/ }));
    const dialog = await screen.findByRole("dialog");
    for (const text of ["Descripción", "Vigencia (días)", "De $0.01 a $1,000.00."])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();

    for (const english of ["Plans", "Price", "Validity", "30 days", "1 day", "Description", "Active plans"])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
