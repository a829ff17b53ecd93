import { screen, waitFor, within } from "@testing-library/react";
import { SPANISH_PROBLEM_WORDS } from "@common/problems-es";
import { importInSpanish, openAsSpanishCustomer } from "./spanish";
import { chargeDetail, listHandler, member } from "../fixtures";
import { api, http, json, server } from "../msw";
import { visa } from "../cards/fixtures";
import { resetStripe, stripe } from "../stripe-elements-fake";

/**
 * The server's refusals in the Spanish panel (issue 33): the API answers in English, the panel shows the
 * reader's words (src/i18n/server-words.ts) beside a form's field, in a refused action's notice, for a card
 * the processor declined and for a refund over what is left; a provider's sentence nobody has words for is
 * shown as it came, marked as English.
 */
// Stripe.js cannot load here: a fake Stripe and card element (tests/web/stripe-elements-fake.tsx).
vi.mock("@stripe/stripe-js/pure", () => import("../stripe-fake"));
vi.mock("@stripe/react-stripe-js", () => import("../stripe-elements-fake"));

const render = importInSpanish(() => import("../render"));
const SPANISH_MEMBER = member({ language: "es" });

describe("the server's refusals in Spanish", { timeout: 90_000 }, () => {
  beforeEach(() => {
    resetStripe();
    // The SetupIntent confirmed with the card (tests/web/cards/stripe.test.tsx): the server then refuses the card.
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: {
        id: "seti_1Abc",
        object: "setup_intent",
        status: "succeeded",
        payment_method: "pm_1Abc",
      },
    });
  });

  it("a form's field error beside its field", async () => {
    server.use(
      listHandler("/api/carriers/", []),
      http.post(api("/api/carriers/"), () =>
        json({ name: ["A carrier with that name already exists."] }, 400),
      ),
    );
    const { user } = render.renderApp("/carriers", { as: SPANISH_MEMBER });
    const dialog = await render.openDialog(user, /Agregar operador/, "Agregar operador");
    await render.fillIn(user, dialog, { Nombre: "Tello Mobile", "ID del operador en el proveedor": "1042" });
    await user.click(within(dialog).getByRole("button", { name: /Guardar$/ }));
    await render.findFieldError(dialog, "Nombre", "Ya existe un operador con ese nombre.");
    expect(screen.queryByText("A carrier with that name already exists.")).not.toBeInTheDocument();
  });

  it("a refused action's notice", async () => {
    const { user } = await openAsSpanishCustomer(render, "/cards", "Visa •••• 4242", [
      listHandler("/api/payments/cards/", [visa]),
      http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
      http.delete(api("/api/payments/cards/:id/"), () =>
        json({ detail: "This card is used by a scheduled refill. Choose another card there first." }, 400),
      ),
    ]);
    const row = await render.findRow("Visa •••• 4242");
    await user.click(await within(row).findByRole("button", { name: /Quitar/ }));
    await render.answerConfirm(user, "¿Quitar Visa •••• 4242?", "Quitar");
    const notice = await render.findNotice("No se pudo eliminar la tarjeta");
    expect(notice).toHaveTextContent(
      "Una recarga programada usa esta tarjeta. Primero elija otra tarjeta allí.",
    );
    expect(notice).not.toHaveTextContent("This card is used by a scheduled refill.");
  });

  it("a card the processor declined when saving it; a sentence we have no words for stays English, marked", async () => {
    const answers = [
      json({ payment_method: ["Your card was declined."] }, 400),
      json({ payment_method: ["Your card does not support this type of purchase."] }, 400),
    ];
    const { user } = await openAsSpanishCustomer(render, "/cards", "Tarjetas", [
      listHandler("/api/payments/cards/", []),
      http.get(api("/api/payments/config/"), () =>
        json({ processor: "stripe", publishable_key: "pk_test_es" }),
      ),
      http.post(api("/api/payments/cards/setup/"), () =>
        json({ setup_intent: "seti_1Abc", client_secret: "seti_1Abc_secret_xyz" }),
      ),
      http.post(api("/api/payments/cards/"), () => answers.shift()!),
    ]);
    await user.click(await screen.findByRole("button", { name: /Agregar tarjeta/ }));
    const dialog = await render.findDialog("Agregar una tarjeta");
    await within(dialog).findByLabelText("Tarjeta");
    const save = within(dialog).getByRole("button", { name: "Guardar tarjeta" });
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    await render.findFieldError(dialog, "Tarjeta", SPANISH_PROBLEM_WORDS.codes.card_declined);
    const declined = await render.findNotice("No se pudo agregar la tarjeta");
    expect(declined).toHaveTextContent(SPANISH_PROBLEM_WORDS.codes.card_declined);
    expect(screen.queryByText("Your card was declined.")).not.toBeInTheDocument();

    await user.click(save);
    const unknown = "Your card does not support this type of purchase.";
    await render.findFieldError(dialog, "Tarjeta", unknown);
    await waitFor(() => {
      const marked = [...document.querySelectorAll('.ant-notification-notice [lang="en"]')];
      expect(marked.map((node) => node.textContent)).toContain(unknown);
    });
  });

  it("a refund over what is left, as the server counts it", async () => {
    server.use(
      http.get(api("/api/charges/51/"), () =>
        json(chargeDetail({ refundable_amount: "25.00", refunds: [] })),
      ),
      http.post(api("/api/charges/51/refund/"), () =>
        json({ amount: ["At most $5.00 can be refunded."] }, 400),
      ),
    );
    const { user } = render.renderApp("/charges/51", { as: SPANISH_MEMBER });
    const dialog = await render.openDialog(user, /Reembolsar/, "Reembolsar el cargo n.º 51");
    await render.fillIn(user, dialog, { Monto: "20", Nota: "Cambio de plan." });
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));
    await user.click(await within(dialog).findByRole("button", { name: "Reembolsar" }));
    await render.findFieldError(dialog, "Monto", "Se puede reembolsar como máximo $5.00.");
    expect(screen.queryByText("At most $5.00 can be refunded.")).not.toBeInTheDocument();
  });
});
