import type { DB } from "../../db/connection";
import { failureFields } from "../../db/problems";
import type { AuthContext } from "../../security/caller";
import type { PaymentsAdapter } from "../../integrations/payments";
import { notFound } from "../../http/errors";
import { formatCents } from "../../../common/money";
import { cardLabel } from "../../integrations/payments/cards";
import { fullName } from "../../../common/names";
import { namesOf } from "../../db/lookups";
import { authenticateAction, chargesFor } from "../../money/charges";
import { scopedTransactions, selectTransaction, serializeTransaction, transactionEvents } from "./queries";
import type { TransactionDetail } from "./schemas";
import { refundOffer } from "./refund-and-close";

/**
 * GET /api/transactions/{id}/: the transaction as the list shows it, plus its charges, the engine's and
 * staff's steps with their outcomes and errors, and who created and resolved it. Scoped as the list is.
 * Waiting for the customer's authentication, `next_action` says so; with `payments` (the routes' adapter)
 * the customer reads the processor's secret for the browser's step, fetched now and never stored.
 */
export async function getTransactionDetail(
  db: DB,
  ctx: AuthContext,
  id: number,
  payments?: PaymentsAdapter,
): Promise<TransactionDetail> {
  const row = await selectTransaction(scopedTransactions(db, ctx).where("t.id", "=", id))
    .select(["t.next_attempt_at", "t.lease_until", "t.transient_errors", "t.reversed_at"])
    .executeTakeFirst();
  if (!row) throw notFound();
  const [charges, events, nameOf] = await Promise.all([
    chargesFor(db, ctx.companyId, "transaction_id", id),
    transactionEvents(db, id),
    namesOf(db, ctx.companyId, [row.created_by, row.resolved_by]),
  ]);
  const waiting =
    row.status === "action_required"
      ? charges.findLast((c) => c.status === "pending" && c.processor_ref !== null)
      : undefined;
  const nextAction = await authenticateAction(ctx, payments, waiting?.processor_ref);
  return {
    ...serializeTransaction(row),
    created_by_name: nameOf(row.created_by),
    resolved_by_name: nameOf(row.resolved_by),
    next_attempt_at: row.next_attempt_at,
    lease_until: row.status === "in_progress" ? row.lease_until : null,
    transient_errors: row.transient_errors,
    reversed_at: row.reversed_at,
    charges: charges.map((c) => ({
      id: c.id,
      kind: c.kind,
      status: c.status,
      amount: formatCents(c.amount),
      card_label: c.brand && c.last4 ? cardLabel(c.brand, c.last4) : null,
      processor_ref: c.processor_ref,
      idempotency_key: c.idempotency_key,
      ...failureFields(c),
      created_at: c.created_at,
    })),
    events: events.map((e) => ({
      id: e.id,
      attempt: e.attempt,
      step: e.step,
      outcome: e.outcome,
      code: e.code,
      params: e.params === null ? null : JSON.parse(e.params),
      message: e.message,
      actor: e.actor_id,
      actor_name: e.actor_id === null ? null : fullName(e.first_name ?? "", e.last_name ?? ""),
      created_at: e.created_at,
    })),
    ...(await refundOffer(db, ctx, row)),
    // The engine charges a refill's card unless a charge of it succeeded (docs/engines.md).
    assign_card_charge_amount: formatCents(row.charge_id === null ? row.amount : 0),
    next_action: nextAction,
  };
}
