import type { PhoneNumber } from "../../../common/api/lines";
import { screen, within } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { listHandler, member, phoneLine } from "../fixtures";

/**
 * The phone numbers in Spanish: the list and the add dialog read the catalogue (src/i18n/es/phoneNumbers.ts),
 * and no English text moved there is left.
 */
const render = importInSpanish(() => import("../render"));

const line = (overrides: Partial<PhoneNumber>) => phoneLine({ nickname: "Mamá", ...overrides });

describe("/phone-numbers in Spanish", () => {
  it("the list (staff) and the Add phone number dialog", { timeout: 90_000 }, async () => {
    const { user } = render.renderApp("/phone-numbers", {
      as: member({ language: "es" }),
      handlers: [
        listHandler("/api/phones/", [
          line({}),
          line({ id: 12, number: "5550100002", nickname: "", is_active: false }),
        ]),
        listHandler("/api/company/customers/", []),
        listHandler("/api/carriers/", []),
        listHandler("/api/plans/", []),
      ],
    });
    await screen.findAllByText("(555) 010-0001", {}, { timeout: 60_000 });
    const removed = await render.findRow("(555) 010-0002");
    expect(within(removed).getByText("Quitado")).toBeInTheDocument();
    expect(within(removed).getByRole("button", { name: /Reactivar/ })).toBeInTheDocument();
    const active = await render.findRow("(555) 010-0001");
    expect(await within(active).findByRole("button", { name: "Editar (555) 010-0001" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Números de teléfono" })).toBeInTheDocument();
    for (const title of ["Número", "Operador", "Plan", "Agregado", "Acciones"])
      expect(screen.getAllByRole("columnheader", { name: title })[0]).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Número, apodo, nombre o correo del cliente")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Agregar número de teléfono/ }));
    const dialog = await render.findDialog("Agregar número de teléfono");
    for (const text of ["Apodo", "De 10 a 15 dígitos; puede usar +1, espacios, guiones y paréntesis."])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText("p. ej. Mamá, Teléfono del trabajo")).toBeInTheDocument();
    // its "×" says what it does in Spanish too (rc-dialog would name it "Close")
    expect(within(dialog).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();

    for (const english of ["Removed", "Reactivate", "Carrier", "Nickname", "Add phone number"])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
