import dayjs from "dayjs";
import { problemOf } from "../../../common/problems";
import { speakSpanish } from "../i18n/spanish";
import { findNotice, screen, waitFor, within, writes } from "../render";
import { answerBankStep, waitingRental } from "./bank-step";
import { fillCustomerRentNow, renderRentals, rentalDetail } from "./harness";

/**
 * Rent Now's bank step in Spanish, in simulated mode (Stripe's test card 4000 0000 0000 3220): 'Confirmar con
 * su banco' opens the test bank, whose answer goes to POST …/authenticate/ for each charge in turn; a refusal
 * says the bank's words in Spanish and offers the form again.
 */
beforeAll(() => speakSpanish(), 60_000);

async function rentAndWait() {
  const view = renderRentals("customer", "/rent-now");
  const { user } = view;
  await screen.findByRole("button", { name: "Confirmar alquiler" }, { timeout: 60_000 });
  const start = dayjs().add(7, "day");
  await fillCustomerRentNow(user, { start, end: start.add(6, "day") });
  await screen.findByLabelText("Precio");
  await waitFor(() =>
    expect(screen.getByRole("combobox", { name: "Tarjeta" })).toHaveDisplayValue(/•••• 3220/),
  );
  await user.click(screen.getByRole("button", { name: "Confirmar alquiler" }));
  await screen.findByRole("region", { name: "Confirmar con su banco" });
  return view;
}

/** 'Confirmar con su banco', then the test bank's answer. */
async function answerBank(user: ReturnType<typeof renderRentals>["user"], answer: "Aprobar" | "Rechazar") {
  const button = () =>
    within(screen.getByRole("region", { name: "Confirmar con su banco" })).getByRole("button", {
      name: /Confirmar con su banco$/,
    });
  await waitFor(() => expect(button()).toBeEnabled(), { timeout: 10_000 });
  await user.click(button());
  // The test bank's dialog, drawn again for this step (jsdom never ends the last one's closing motion).
  const choice = () =>
    within(screen.getAllByRole("dialog", { name: "Su banco (paso de prueba)" }).at(-1)!).getByRole("button", {
      name: new RegExp(`${answer}$`),
    });
  await waitFor(() => expect(choice()).not.toHaveClass("ant-btn-loading"), { timeout: 10_000 });
  await user.click(choice());
}

describe("/rent-now in Spanish: the bank's step", { timeout: 90_000 }, () => {
  it("approved for the rental, then for the deposit: each answer to the server, then 'Alquiler creado'", async () => {
    answerBankStep("simulated", [
      waitingRental(null, { paid_amount: "76.21" }),
      rentalDetail({ id: 79, status: "preorder", payment_error: null, payment_problem: null }),
    ]);
    const { user, requests } = await rentAndWait();
    expect(
      screen.getByText("Su banco le pide que confirme este pago antes de procesarlo."),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "O pague con otra tarjeta" })).toBeInTheDocument();
    await answerBank(user, "Aprobar");
    await findNotice("Pago confirmado con su banco");
    await answerBank(user, "Aprobar");
    await findNotice("Alquiler creado");
    await waitFor(() => expect(window.location.pathname).toBe("/rentals/79"));
    expect(
      writes(requests)
        .filter((r) => r.path.endsWith("/authenticate/"))
        .map((r) => r.body),
    ).toEqual([{ outcome: "succeeded" }, { outcome: "succeeded" }]);
  });

  it("refused at the bank: the reason in Spanish, nothing more to confirm, the form again", async () => {
    answerBankStep("simulated", [
      rentalDetail({
        id: 79,
        status: "resolved",
        payment_error: "Authentication failed: your bank did not confirm the payment.",
        payment_problem: problemOf("payment", "", "authentication_failed"),
      }),
    ]);
    const { user, requests } = await rentAndWait();
    await answerBank(user, "Rechazar");
    expect(await findNotice("No se pudo crear el alquiler")).toHaveTextContent(
      "La autenticación falló: su banco no confirmó el pago.",
    );
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirmar con su banco" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Confirmar alquiler" })).toBeVisible();
    expect(writes(requests).filter((r) => r.path.endsWith("/authenticate/"))).toEqual([
      expect.objectContaining({ body: { outcome: "failed" } }),
    ]);
  });
});
