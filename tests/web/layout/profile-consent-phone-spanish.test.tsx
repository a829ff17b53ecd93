import { screen, within } from "@testing-library/react";
import { customer, profileHandler, saveSession } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { api, http, json, recordRequests, server } from "../msw";
import { onAPhone } from "../refill-now/phone";
import { preloadRoutes, renderApp, withScreens } from "../render";

/**
 * Issue 35's "Done when", the customer's consent to texts at 390×844 in Spanish (the profile's box, which the
 * sign-up page shares): ticking it asks for the number, their line by default, and sends it.
 */
spanishForThisFile();
onAPhone();

const resources = withScreens({ "phone-numbers": ["list"] });

beforeAll(async () => {
  await preloadRoutes();
  await import("../../../src/components/layout/ProfileDialog");
}, 60_000);

describe("the profile's consent to texts on a phone, in Spanish", () => {
  it("ticking the box asks for the number (their line) and sends it", { timeout: 90_000 }, async () => {
    saveSession({ token: "t-customer", email: "customer@demo.test" });
    const requests = recordRequests();
    server.use(
      profileHandler({ "t-customer": { ...customer(), language: "es" } }),
      http.get(api("/api/user/sessions/"), () => json([])),
      http.patch(api("/api/user/me/"), () => json({ ...customer(), language: "es" })),
    );
    const { user } = renderApp("/phone-numbers", { resources });
    await user.click(await screen.findByRole("button", { name: /Casey Customer/ }, { timeout: 30_000 }));
    await user.click(await screen.findByText("Perfil"));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 20_000 });
    const agree = within(dialog).getByRole("checkbox", { name: /Envíenme recibos, recordatorios/ });
    expect(within(dialog).queryByLabelText("Número para mensajes")).not.toBeInTheDocument();
    await user.click(agree);
    expect(within(dialog).getByLabelText("Número para mensajes")).toHaveValue("5550100001");
    expect(within(dialog).queryByText(/Text me receipts/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: /Guardar/ }));
    await screen.findByText("Datos del usuario actualizados correctamente", undefined, { timeout: 20_000 });
    expect(requests.find((r) => r.method === "PATCH")!.body).toMatchObject({ sms_phone: "5550100001" });
  });
});
