import { screen } from "@testing-library/react";
import { importInSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";

/**
 * The public pages (sign-in, the legal texts, a page that does not exist) and their notices in Spanish:
 * the texts are Spanish and none of the English ones moved into the catalogues is left.
 */

const render = importInSpanish(async () => {
  const loaded = await import("../render");
  await loaded.preloadRoutes();
  await Promise.all([
    import("../../../src/pages/legal/PrivacyPolicyPage"),
    import("../../../src/pages/legal/TermsPage"),
    import("../../../src/pages/signup/SignupPage"),
  ]);
  return loaded;
});

const absent = (texts: string[]) => {
  for (const text of texts) expect(screen.queryByText(text, { exact: true })).toBeNull();
};

describe("public pages in Spanish", () => {
  it("/login: its labels, choices and link, and a refused sign-in's notice", async () => {
    server.use(
      http.post(api("/api/user/token/"), () =>
        json({ non_field_errors: ["Unable to log in with provided credentials."] }, 400),
      ),
    );
    const { user } = render.renderApp("/login");
    expect(await screen.findByText("Correo y contraseña")).toBeInTheDocument();
    expect(screen.getByText("Teléfono y PIN")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeInTheDocument();
    absent(["E-mail and password", "Phone and PIN", "Forgot password?", "Password", "E-mail"]);

    await render.fillIn(user, document.body, {
      "Correo electrónico": "customer@demo.test",
      Contraseña: "wrong-pass",
    });
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await render.findNotice("No se pudo iniciar sesión");
    expect(document.title).toBe("Iniciar sesión · Back-office de recargas y alquileres");
  });

  it("an empty sign-in says what is missing in Spanish", async () => {
    const { user } = render.renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Iniciar sesión" }, { timeout: 10_000 }));
    expect(
      await screen.findByText("Ingrese su correo electrónico.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Ingrese su contraseña.", {}, { timeout: 10_000 })).toBeInTheDocument();
    absent(["Enter your e-mail.", "Enter your password."]);
  });

  it("/privacy-policy and /terms-and-conditions: their headings and sections", async () => {
    const privacy = render.renderApp("/privacy-policy");
    expect(await screen.findByRole("heading", { name: "Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1. Quiénes somos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al panel" })).toBeInTheDocument();
    absent(["Privacy policy", "Back to the panel"]);
    expect(screen.queryByText(/Who we are/)).toBeNull();
    privacy.unmount();

    render.renderApp("/terms-and-conditions");
    expect(await screen.findByRole("heading", { name: "Términos y condiciones" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "6. Alquiler de equipos" })).toBeInTheDocument();
    expect(screen.getByText(/^Depósito: se reembolsa/)).toBeInTheDocument();
    expect(screen.queryByText(/Device rentals/)).toBeNull();
  });

  it("/signup/{slug} of an unknown company, and the public pages' footer", async () => {
    server.use(
      http.post(api("/api/company/exists/"), () => json({ exists: false, name: null, logo_url: null })),
    );
    render.renderApp("/signup/nope");
    expect(await screen.findByText("Empresa desconocida", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Ninguna empresa usa la dirección “nope”/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir a iniciar sesión" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Términos y condiciones" })).toBeInTheDocument();
    absent([
      "Unknown company",
      "Go to sign in",
      "Privacy policy",
      "Terms and conditions",
      "Refills & Rentals",
    ]);
  });

  it("a page that does not exist", async () => {
    render.renderApp("/no-such-page");
    expect(await screen.findByText("Página no encontrada")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ir a la página de inicio" })).toBeInTheDocument();
    absent(["Page not found", "Go to the home page"]);
  });
});
