import { companySettings } from "../fixtures";
import { api, http, json, server } from "../msw";
import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";

spanishForThisFile();

const company = (configured: boolean) =>
  companySettings({
    phone_menu_number: configured ? "5550109999" : null,
    phone_menu_token_set: configured,
  });

describe("the phone menu simulator in Spanish", () => {
  it("a call: its labels, keypad and the keys pressed", async () => {
    const { renderApp, screen, within, signedInAs } = render;
    signedInAs("member");
    server.use(
      http.get(api("/api/company/"), () => json(company(true))),
      http.post(api("/api/phone-menu/simulate/"), () =>
        json({
          twiml: '<Response><Gather numDigits="4"></Gather></Response>',
          say: ["Bienvenido a Demo Wireless."],
          next: "gather",
          pause: 0,
        }),
      ),
    );
    const { user } = renderApp("/phone-menu");
    const from = await screen.findByLabelText("Llamar desde", undefined, { timeout: 60_000 });
    const page = within(screen.getByRole("main"));
    expect(page.getByText("Simulador del menú telefónico")).toBeInTheDocument();
    expect(page.getByText(/^Las personas que llaman marcan el \(555\) 010-9999\./)).toBeInTheDocument();
    await user.type(from, "5550100001");
    await user.click(page.getByRole("button", { name: /Llamar/ }));
    const heard = await page.findByRole("log", { name: "Lo que escucha la persona que llama" });
    expect(await within(heard).findByText("Bienvenido a Demo Wireless.")).toBeInTheDocument();
    expect(page.getByRole("button", { name: "Quedarse en silencio" })).toBeInTheDocument();
    const keypad = page.getByRole("group", { name: "Teclado" });
    await user.click(within(keypad).getByRole("button", { name: "1" }));
    expect(page.getByText("Teclas oprimidas: 1")).toBeInTheDocument();
    expect(page.getByRole("button", { name: "Enviar teclas" })).toBeInTheDocument();
    expect(page.getByRole("button", { name: /Colgar/ })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("main"), englishOnly(en.phoneMenu, es.phoneMenu));
  });

  it("not set up yet: the hint leads to the settings", async () => {
    const { renderApp, screen, within, signedInAs } = render;
    signedInAs("member");
    server.use(http.get(api("/api/company/"), () => json(company(false))));
    renderApp("/phone-menu");
    const link = await screen.findByRole("link", { name: "Configuración" }, { timeout: 60_000 });
    expect(link).toHaveAttribute("href", "/settings");
    expect(within(screen.getByRole("main")).queryByRole("link", { name: "Settings" })).toBeNull();
  });
});
