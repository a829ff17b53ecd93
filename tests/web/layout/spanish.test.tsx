import { screen, within } from "@testing-library/react";
import { memberViewingAsCustomer } from "../fixtures";
import { importInSpanish } from "../i18n/spanish";

/**
 * The layout in Spanish: the hijack banner, the header's user menu and the profile dialog say their texts
 * in Spanish, and none of the English ones moved into the catalogues is left.
 */

const render = importInSpanish(async () => {
  const loaded = await import("../render");
  await loaded.preloadRoutes();
  await import("../../../src/components/layout/ProfileDialog");
  return loaded;
});

describe("the layout in Spanish", () => {
  it("the hijack banner: who is signed in, who took over, and Release", async () => {
    memberViewingAsCustomer();
    render.renderApp("/phone-numbers", { resources: render.withScreens({ "phone-numbers": ["list"] }) });
    const title = await screen.findByText("Está viendo el sitio como otro usuario", {
      selector: ".plain-alert-message",
    });
    const banner = title.closest("[role=alert]") as HTMLElement;
    expect(banner).toHaveTextContent(/Ha iniciado sesión como .+\. Sesión tomada por Morgan/);
    expect(within(banner).getByRole("button", { name: "Liberar" })).toBeInTheDocument();
    expect(screen.queryByText("You are viewing site as another user")).toBeNull();
    expect(within(banner).queryByText(/You are signed in as|Taken over by/)).toBeNull();
  });

  it("the user menu and the profile dialog", async () => {
    const { user } = render.renderApp("/customers", {
      as: "member",
      resources: render.withScreens({ customers: ["list"] }),
    });
    await user.click(await screen.findByRole("button", { name: /Morgan Member/ }, { timeout: 20_000 }));
    expect(await screen.findByText("Cerrar sesión")).toBeInTheDocument();
    expect(screen.queryByText("Sign out")).toBeNull();
    await user.click(screen.getByText("Perfil"));

    const dialog = await screen.findByRole("dialog", {}, { timeout: 20_000 });
    expect(within(dialog).getByText("Su perfil")).toBeInTheDocument();
    for (const label of [
      "Correo electrónico",
      "Nombre",
      "Apellido",
      "Dirección",
      "Código postal",
      "Contraseña actual",
    ])
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    expect(within(dialog).getByText("Cambiar la contraseña")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Guardar/ })).toBeInTheDocument();
    for (const english of [
      "Your profile",
      "First name",
      "Last name",
      "Address",
      "ZIP code",
      "Change password",
      "Save",
    ])
      expect(within(dialog).queryByText(english, { exact: true })).toBeNull();
  });
});
