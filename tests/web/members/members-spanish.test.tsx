import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { openMembers } from "./app";

spanishForThisFile();

describe("the team in Spanish", () => {
  it("the list, the role question and the invitation form", async () => {
    const { screen, within, findRow, findConfirm, findDialog } = render;
    const { user } = await openMembers();
    const page = within(screen.getByRole("main"));
    expect(page.getAllByText("Equipo").length).toBeGreaterThan(0);
    expect(page.getAllByRole("columnheader", { name: "Rol" }).length).toBeGreaterThan(0);
    // (the Role filter's label is the declaration's, read as its module loaded: English in this file)
    expect(page.queryAllByRole("columnheader", { name: "Role" })).toHaveLength(0);
    expect(within(await findRow("Olivia Owner")).getByText("Usted")).toBeInTheDocument();
    expect(within(await findRow("Olivia Owner")).getByText("Propietario")).toBeInTheDocument();
    expect(within(await findRow("Ivy Invited")).getByText("Invitación pendiente")).toBeInTheDocument();
    expect(within(await findRow("Ivy Invited")).getByText("Reenviar invitación")).toBeInTheDocument();
    expect(within(await findRow("Morgan Member")).getAllByText("Nunca").length).toBe(1);
    expectNoEnglish(screen.getByRole("main"), englishOnly(en.members.list, es.members.list));

    await user.click(
      within(await findRow("Morgan Member")).getByRole("button", { name: /Hacer propietario/ }),
    );
    const confirm = await findConfirm("¿Hacer propietario a Morgan Member?");
    expect(
      within(confirm).getByText(
        "Los propietarios también administran el equipo y la configuración de la empresa.",
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));

    await user.click(page.getByRole("button", { name: /Invitar a un miembro/ }));
    const dialog = await findDialog("Invitar a un miembro del equipo");
    expect(within(dialog).getByText("Correo electrónico")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Enviar invitación/ })).toBeInTheDocument();
    expect(within(dialog).queryByText("Send invitation")).toBeNull();
  });
});
