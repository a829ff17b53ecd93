import { listHandler } from "../fixtures";
import { speak } from "../../../src/i18n";
import * as render from "../render";
import { speakSpanish } from "../i18n/spanish";

/*
 * The screens' modules are imported above, in English: with the web tests' isolate: false a module loads once
 * per worker, and the resource declarations (menu, search and filter labels, read as they load) would
 * otherwise stay Spanish for every later file of this worker. What a screen reads as it draws is Spanish here.
 */
beforeAll(() => speakSpanish(), 60_000);
// Back to English for the worker's next file, whether or not speakSpanish's own hook runs.
afterAll(() => speak("en"));

const base = {
  is_active: true,
  created_at: "2026-04-01T10:00:00.000Z",
  last_login: null,
  invitation_pending: false,
};
// The owner of the fixtures (tests/web/fixtures.ts) is user 2.
const olivia = {
  ...base,
  id: 2,
  email: "owner@demo.test",
  first_name: "Olivia",
  last_name: "Owner",
  is_company_owner: true,
};
const morgan = {
  ...base,
  id: 3,
  email: "member@demo.test",
  first_name: "Morgan",
  last_name: "Member",
  is_company_owner: false,
};
const ivy = {
  ...base,
  id: 9,
  email: "ivy@demo.test",
  first_name: "Ivy",
  last_name: "Invited",
  is_company_owner: false,
  invitation_pending: true,
};

/** What the team's screens wrote in English: none of it may remain on the page. */
const ENGLISH = [
  "Invite member",
  "Owner",
  "Member",
  "You",
  "Invitation pending",
  "Last sign-in",
  "Never",
  "Added",
  "Make owner",
  "Make member",
  "Resend invitation",
];

describe("the team in Spanish", () => {
  it("the list, the role question and the invitation form", async () => {
    const { renderApp, screen, within, findRow, findConfirm, findDialog } = render;
    const { user } = renderApp("/members", {
      as: "owner",
      handlers: [listHandler("/api/company/members/", [ivy, morgan, olivia])],
    });
    await screen.findByText("Morgan Member", undefined, { timeout: 60_000 });
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
    for (const text of ENGLISH) expect(page.queryByText(text), text).toBeNull();

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
