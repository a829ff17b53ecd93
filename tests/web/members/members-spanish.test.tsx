import { listHandler } from "../fixtures";
import { speakSpanish } from "../i18n/spanish";

// The panel in Spanish before its screens load (their declarations read their texts as they load).
let render: typeof import("../render");
beforeAll(async () => {
  await speakSpanish();
  render = await import("../render");
}, 60_000);

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
  "Role",
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
  it("the list, its filters, the role question and the invitation form", async () => {
    const { renderApp, screen, within, findRow, findConfirm, findDialog } = render;
    const { user } = renderApp("/members", {
      as: "owner",
      handlers: [listHandler("/api/company/members/", [ivy, morgan, olivia])],
    });
    await screen.findByText("Morgan Member", undefined, { timeout: 60_000 });
    const page = within(screen.getByRole("main"));
    expect(page.getAllByText("Equipo").length).toBeGreaterThan(0);
    expect(page.getByText("Rol", { selector: "th, th *" })).toBeInTheDocument();
    expect(page.getAllByRole("textbox", { name: "Agregado entre" })).toHaveLength(2);
    expect(page.queryAllByRole("textbox", { name: "Added between" })).toHaveLength(0);
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
