import { screen } from "@testing-library/react";
import type { TransactionEvent } from "@common/api";
import { api, http, json, server } from "../msw";
import { makeDetail } from "./harness";

/**
 * Every code a person's step in a refill's history may say, with its values and free text, and the words
 * the refill's page shows for it in English and in Spanish (resources/transactions/labels.ts
 * transactionEventText).
 */
export const EVENT_CODES: Array<[string, Partial<TransactionEvent>, string, string]> = [
  ["refill_now", { step: "create", code: "refill_now", params: {} }, "Refill Now.", "Recargar ahora."],
  ["phone_menu", { step: "create", code: "phone_menu", params: {} }, "Phone menu.", "Menú telefónico."],
  [
    "scheduled",
    { step: "create", code: "scheduled", params: { schedule: 7, date: "2026-12-01" } },
    "Scheduled refill #7 for 2026-12-01.",
    "Recarga programada n.º 7 del 2026-12-01.",
  ],
  [
    "retried",
    { step: "retry", code: "retried", params: { status: "error" } },
    "Queued again; it was Error.",
    "En cola de nuevo; estaba en Error.",
  ],
  [
    "card_assigned",
    {
      step: "assign_card",
      code: "card_assigned",
      params: { card: "Visa •••• 5151", requeued: true, made_default: true },
      message: "Customer asked on the phone.",
    },
    "Visa •••• 5151 assigned; queued again. It is now the customer's default card.",
    "Visa •••• 5151 asignada; en cola de nuevo. Ahora es la tarjeta predeterminada del cliente.",
  ],
  [
    "customer_chose",
    { step: "pay", code: "customer_chose", params: { card: "Visa •••• 4242" } },
    "The customer chose Visa •••• 4242; queued again.",
    "El cliente eligió Visa •••• 4242; en cola de nuevo.",
  ],
  [
    "bank_confirmed",
    { step: "authenticate", code: "bank_confirmed", params: {} },
    "The customer confirmed the payment with their bank; queued again.",
    "El cliente confirmó el pago con su banco; en cola de nuevo.",
  ],
  [
    "bank_refused",
    { step: "authenticate", outcome: "failed", code: "bank_refused", params: {} },
    "The customer's bank did not confirm the payment.",
    "El banco del cliente no confirmó el pago.",
  ],
  [
    "refunded_and_closed",
    {
      step: "resolve",
      code: "refunded_and_closed",
      params: { refund: 12, amount: "25.00", card: "Visa •••• 4242" },
      message: "Number was never active.",
    },
    "Closed with refund #12: $25.00 back to Visa •••• 4242.",
    "Cerrada con el reembolso n.º 12: $25.00 devueltos a Visa •••• 4242.",
  ],
  [
    "refunded_and_closed in cash",
    {
      step: "resolve",
      code: "refunded_and_closed",
      params: { refund: 13, amount: "1008.00", card: null },
      message: "Number was never active.",
    },
    "Closed with refund #13: $1,008.00 back in cash.",
    "Cerrada con el reembolso n.º 13: $1,008.00 devueltos en efectivo.",
  ],
];

/** The refill's page whose history is the one event; answers the page's call. */
export function answerHistoryOf(event: Partial<TransactionEvent>) {
  const one: TransactionEvent = {
    id: 1,
    attempt: 1,
    step: "retry",
    outcome: "done",
    code: null,
    params: null,
    message: null,
    actor: 9,
    actor_name: "Morgan Member",
    created_at: "2026-11-20T10:00:00Z",
    ...event,
  };
  const detail = makeDetail({ events: [one] });
  server.use(http.get(api("/api/transactions/101/"), () => json(detail)));
}

/** The refill's page drawn: the timeline that holds its history. */
export async function timelineWith(text: string): Promise<HTMLElement> {
  await screen.findByText(text, {}, { timeout: 60_000 });
  return document.querySelector<HTMLElement>(".ant-timeline")!;
}
