import { screen, within } from "@testing-library/react";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { customer, member, problem } from "../fixtures";
import { englishOnly, expectNoEnglish, importInSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { makeDetail } from "./harness";

/**
 * Why a refill failed, in Spanish (issue 33, item 9): the payment's and the top-up's problems, the failed
 * charge and the engine's lines of the history are the catalogue's words for their codes; staff also read
 * the provider's own words, marked as English data (lang="en"); a customer never sees them.
 */
const render = importInSpanish(() => import("../render"));
const ENGLISH = englishOnly({ problems: en.problems }, { problems: es.problems });

const CARRIER = "Carrier rejected the top-up: number not active.";

function answerFailedRefill() {
  server.use(
    http.get(api("/api/transactions/101/"), () =>
      json(
        makeDetail({
          status: "error",
          charge: null,
          provider_ref: null,
          payment_error: "Your card has insufficient funds.",
          payment_problem: problem("insufficient_funds"),
          refill_error: CARRIER,
          refill_problem: problem("topup_refused", CARRIER, { tries: 3 }),
          charges: [
            {
              id: 51,
              kind: "refill",
              status: "failed",
              amount: "25.00",
              card_label: "Visa •••• 0002",
              processor_ref: "pi_1",
              idempotency_key: "txn-101-charge",
              failure_message: "Your card was declined.",
              failure_problem: problem("card_declined"),
              created_at: "2026-11-20T10:00:01Z",
            },
          ],
          events: [
            {
              id: 1,
              attempt: 1,
              step: "charge",
              outcome: "declined",
              code: "card_declined",
              params: {},
              message: null,
              actor: null,
              actor_name: null,
              created_at: "2026-11-20T10:00:01Z",
            },
            {
              id: 2,
              attempt: 2,
              step: "topup",
              outcome: "failed",
              code: "topup_refused",
              params: { reference: "txn-101-2" },
              message: CARRIER,
              actor: null,
              actor_name: null,
              created_at: "2026-11-20T10:05:00Z",
            },
            {
              id: 3,
              attempt: 2,
              step: "claim",
              outcome: "reclaimed",
              code: "lease_reclaimed",
              params: {},
              message: null,
              actor: null,
              actor_name: null,
              created_at: "2026-11-20T10:04:00Z",
            },
          ],
        }),
      ),
    ),
  );
}

describe("a failed refill's reasons, in Spanish", () => {
  it("staff read each reason in Spanish, the provider's words beside it marked as English", async () => {
    answerFailedRefill();
    render.renderApp("/transactions/101", { as: member({ language: "es" }) });
    await screen.findByText("Su tarjeta no tiene fondos suficientes.", {}, { timeout: 60_000 });
    expect(
      screen.getByText("El operador rechazó la recarga. (se dejó de intentar tras 3 intentos)"),
    ).toBeInTheDocument();
    // The failed charge and the history: the codes' words, the reference kept.
    expect(screen.getAllByText("Su tarjeta fue rechazada.").length).toBeGreaterThanOrEqual(2);
    const timeline = document.querySelector<HTMLElement>(".ant-timeline")!;
    expect(within(timeline).getByText("txn-101-2: El operador rechazó la recarga.")).toBeInTheDocument();
    expect(
      within(timeline).getByText("El proceso que la tenía dejó de responder; otro proceso la tomó."),
    ).toBeInTheDocument();
    // The carrier's own words, for staff: English data, said so.
    const words = screen.getAllByText(CARRIER);
    for (const w of words) {
      expect(w).toHaveAttribute("lang", "en");
      expect(w).toHaveAttribute("data-user-content");
    }
    expect(words.length).toBe(2);
    expectNoEnglish(document.body, ENGLISH);
  });

  it("a customer reads the reasons in Spanish and never the provider's English", async () => {
    answerFailedRefill();
    render.renderApp("/transactions/101", { as: customer({ language: "es" }) });
    await screen.findByText("Su tarjeta no tiene fondos suficientes.", {}, { timeout: 60_000 });
    expect(screen.queryByText(CARRIER)).toBeNull();
    expectNoEnglish(document.body, ENGLISH);
  });
});
