import { TRANSACTION_MOVING } from "../../common/api/enums";
import { formatMoneyCents } from "../../common/money";
import type { DB } from "../db/connection";
import { type RowLock, withRowLock } from "../db/row-lock";
import type { ChargeKind, ChargeStatus } from "../db/schema";
import { audit } from "../db/audit-log";
import { type AuthContext, actorOf } from "../security/caller";
import { ApiError, badRequest, notFound, refused } from "../http/errors";
import { cardLabel } from "../integrations/payments/cards";
import type { PaymentsAdapter } from "../integrations/payments/types";
import { postRentalLines } from "./ledger";
import { REFUND_MESSAGES } from "./messages";
import { problemOf } from "../../common/problems";
import { failureColumns } from "../db/problems";
import { askProcessor, recordSucceeded, updatePending } from "./pending";

/**
 * Refunds (docs/engines.md, "Where money moves"): a refund is a row of `charges` of kind `refund` naming
 * the charge it gives money back from (`refund_of`), with the note saying why and the same method as that
 * charge: a card's refund goes through the processor under `refund-<charge>-<n>` (n counts that charge's
 * refunds), cash is given back at once. Never above what is left of the charge (its amount less its
 * succeeded and pending refunds); a charge whose every cent went back reads `refunded`.
 *
 * Two members pressing Refund at once take turns on the charge's row (withRowLock): the second sees the
 * first's pending refund and is refused, or finds nothing left. The processor is asked outside the
 * database transaction: the pending row is written under the lock, the processor asked, its answer
 * recorded. A processor that did not answer for sure leaves the refund pending and marked, and the next
 * press sends it again under the same key, so that money never goes back twice.
 */

/** Kinds of charge that take money in, and so can give it back. */
const REFUNDABLE_KINDS: ChargeKind[] = ["refill", "rental", "rental_payment", "deposit"];
/** How long a pending refund may wait for the processor's answer before a press sends it again. */
export const IN_FLIGHT_MS = 60_000;

export interface RefundInput {
  /** integer cents; default: what is left of the charge */
  amount?: number;
  note: string;
}

/** What another module adds to a refund of its charge (refund-and-close closes its refill). */
export interface RefundHooks {
  /** rows to lock as well, before the charge (callers keep the order device, rental, transaction, charge) */
  locks?: RowLock[];
  /** under the lock, before anything is written: throw to refuse */
  check?: (trx: DB, charge: RefundableCharge) => Promise<void>;
  /** in the database transaction that records the refund as succeeded */
  settled?: (trx: DB, refund: SettledRefund) => Promise<void>;
}

export interface SettledRefund {
  id: number;
  amount: number;
  method: "card" | "cash";
  /** "Visa •••• 4242", or null for cash */
  card: string | null;
  charge: RefundableCharge;
  /** what is left of the charge after it */
  left: number;
}

const CHARGE_COLUMNS = [
  "ch.id",
  "ch.company_id",
  "ch.user_id",
  "ch.kind",
  "ch.amount",
  "ch.status",
  "ch.method",
  "ch.transaction_id",
  "ch.rental_id",
  "ch.payment_method_id",
  "ch.brand",
  "ch.last4",
  "ch.processor_ref",
  "t.status as transaction_status",
] as const;

/** The company's charge, with its refill's status (a refill's charge waits while the engine moves it). */
export function companyCharge(db: DB, companyId: number, id: number) {
  return db
    .selectFrom("charges as ch")
    .leftJoin("transactions as t", "t.id", "ch.transaction_id")
    .select(CHARGE_COLUMNS)
    .where("ch.id", "=", id)
    .where("ch.company_id", "=", companyId)
    .executeTakeFirst();
}
export type RefundableCharge = NonNullable<Awaited<ReturnType<typeof companyCharge>>>;

/** The charge's refunds that hold money: succeeded ones and those waiting for the processor. */
async function heldByRefunds(db: DB, chargeId: number, statuses: ChargeStatus[] = ["succeeded", "pending"]) {
  const row = await db
    .selectFrom("charges")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("n"))
    .where("refund_of", "=", chargeId)
    .where("kind", "=", "refund")
    .where("status", "in", statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Why this charge's money cannot be given back from its page, whatever is left of it; null if it can. */
export function refusalOf(c: Pick<RefundableCharge, "kind" | "status" | "rental_id" | "transaction_status">) {
  if (!REFUNDABLE_KINDS.includes(c.kind)) return REFUND_MESSAGES.refundOfRefund;
  if (c.status === "refunded") return REFUND_MESSAGES.nothingLeft;
  if (c.status !== "succeeded") return REFUND_MESSAGES.notSucceeded;
  if (c.kind === "deposit" && c.rental_id !== null) return REFUND_MESSAGES.deposit;
  // A refill the engine is moving: its charge waits until it stops (a refund would race the top-up).
  if (c.transaction_status && TRANSACTION_MOVING.includes(c.transaction_status))
    return REFUND_MESSAGES.refillMoving;
  return null;
}

/** What is left of a charge to refund (its amount less its succeeded and pending refunds), and why not. */
export async function refundableOf(
  db: DB,
  c: RefundableCharge,
): Promise<{ left: number; refusal: string | null }> {
  const left = REFUNDABLE_KINDS.includes(c.kind)
    ? Math.max(0, c.amount - (await heldByRefunds(db, c.id)))
    : 0;
  if (left <= 0) return { left, refusal: null };
  return { left, refusal: refusalOf(c) ?? ((await isDisputed(db, c.id)) ? REFUND_MESSAGES.disputed : null) };
}

/**
 * Whether the customer's bank took the charge back (a dispute, lost or still open): the money is theirs
 * already, so a refund would pay it back twice. A dispute won or a warning closed leaves it refundable.
 */
export async function isDisputed(db: DB, chargeId: number): Promise<boolean> {
  const row = await db
    .selectFrom("disputes")
    .select("id")
    .where("charge_id", "=", chargeId)
    .where("status", "not in", ["won", "warning_closed", "prevented"])
    .executeTakeFirst();
  return row !== undefined;
}

/** The rows a refund of this charge locks: its rental's or refill's, then its own. */
export const locksOf = (c: RefundableCharge, extra: RowLock[] = []): RowLock[] => [
  ...(c.rental_id !== null ? [{ table: "rentals" as const, id: c.rental_id }] : []),
  ...(c.transaction_id !== null ? [{ table: "transactions" as const, id: c.transaction_id }] : []),
  ...extra.filter((l) => !(l.table === "transactions" && l.id === c.transaction_id)),
  { table: "charges", id: c.id },
];

const inFlight = (pending: { failure_code: string | null; created_at: string }, now: Date) =>
  pending.failure_code === null && now.getTime() - Date.parse(String(pending.created_at)) < IN_FLIGHT_MS;

/**
 * Whether a pending refund is on its way, so that another press is refused rather than sending it again:
 * the processor took it (its own reference, settled by its event) or its answer is still awaited.
 */
export const refundOnItsWay = (
  pending: { processor_ref: string | null; failure_code: string | null; created_at: string },
  now: Date,
) => pending.processor_ref !== null || inFlight(pending, now);

/** A refund the processor took and has not finished (`pending`): its reference kept, its event settles it. */
function recordRefundTaken(db: DB, refundId: number, ref: string) {
  return updatePending(db, refundId, { processor_ref: ref, ...failureColumns(null) });
}

/**
 * POST /api/charges/{id}/refund/ and refund-and-close: gives back `amount` (default: what is left) of the
 * company's charge `chargeId`. Answers the refund's id once it succeeded (cash at once). Refusals are 400
 * (`{amount}` above what is left, else `{detail}`), an unknown charge 404, a processor that did not answer
 * 502 (the refund stays pending and is resent under its key by the next call), a decline 400 with the
 * processor's words (the refund is recorded as failed).
 */
export async function refundCharge(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  chargeId: number,
  input: RefundInput,
  now = new Date(),
  hooks: RefundHooks = {},
): Promise<number> {
  const first = await companyCharge(db, ctx.companyId, chargeId);
  if (!first) throw notFound();
  const at = now.toISOString();
  const actor = actorOf(ctx);

  const written = await withRowLock(db, locksOf(first, hooks.locks), async (trx) => {
    const c = (await companyCharge(trx, ctx.companyId, chargeId))!;
    const refusal = refusalOf(c) ?? ((await isDisputed(trx, c.id)) ? REFUND_MESSAGES.disputed : null);
    if (refusal) throw refused(refusal);
    await hooks.check?.(trx, c);
    const pending = await trx
      .selectFrom("charges")
      .select(["id", "failure_code", "created_at", "processor_ref"])
      .where("refund_of", "=", c.id)
      .where("kind", "=", "refund")
      .where("status", "=", "pending")
      .orderBy("id")
      .executeTakeFirst();
    if (pending) {
      if (refundOnItsWay(pending, now)) throw refused(REFUND_MESSAGES.inFlight);
      return { id: pending.id, cash: false };
    }
    const { left } = await refundableOf(trx, c);
    if (left <= 0) throw refused(REFUND_MESSAGES.nothingLeft);
    const amount = input.amount ?? left;
    if (amount > left) throw badRequest({ amount: REFUND_MESSAGES.tooMuch(left) });
    if (c.method === "card" && !c.processor_ref) throw refused(REFUND_MESSAGES.noProcessorRef);
    const count = await trx
      .selectFrom("charges")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("refund_of", "=", c.id)
      .executeTakeFirstOrThrow();
    const cash = c.method === "cash";
    const row = await trx
      .insertInto("charges")
      .values({
        company_id: c.company_id,
        user_id: c.user_id,
        kind: "refund",
        amount,
        status: cash ? "succeeded" : "pending",
        transaction_id: c.transaction_id,
        rental_id: c.rental_id,
        payment_method_id: c.payment_method_id,
        method: c.method,
        brand: c.brand,
        last4: c.last4,
        processor_ref: null,
        idempotency_key: `refund-${c.id}-${Number(count.n) + 1}`,
        failure_message: null,
        created_by: actor,
        created_at: at,
        refund_of: c.id,
        note: input.note,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, ctx, "charge.refund", "charge", c.id, {
      refund: row.id,
      amount: formatMoneyCents(amount),
      method: c.method,
      note: input.note,
    });
    if (cash) await settle(trx, c, { id: row.id, amount, method: "cash" }, actor, at, hooks);
    return { id: row.id, cash };
  });
  if (written.cash) return written.id;
  await sendRefund(db, payments, written.id, actor, hooks, now);
  return written.id;
}

/** Asks the processor for a pending card refund and records its answer. */
async function sendRefund(
  db: DB,
  payments: PaymentsAdapter,
  refundId: number,
  actor: number,
  hooks: RefundHooks,
  now: Date,
) {
  const refund = await sendPendingRefund(db, payments, refundId);
  if (!refund) return;
  const c = (await companyCharge(db, refund.company_id, refund.refund_of!))!;
  await withRowLock(db, locksOf(c), async (trx) => {
    // Only the request that moved the refund out of pending settles it (the ledger counts it once).
    if (await recordSucceeded(trx, refund.id, refund.ref))
      await settle(
        trx,
        c,
        { id: refund.id, amount: refund.amount, method: "card" },
        actor,
        now.toISOString(),
        hooks,
      );
  });
}

/**
 * Sends the pending card refund `refundId` to the processor, to the charge it gives back from (a charge's
 * refund here, a rental's deposit refund from rentals/refund-deposit.ts). Made: answers the refund with its
 * own reference, which its caller settles its own way (./deposit.ts settles a deposit). Taken and not finished
 * (Stripe's `pending`): it stays pending with its reference, holding the money back, its refund event settles
 * it, and this answers null.
 */
export async function sendPendingRefund(db: DB, payments: PaymentsAdapter, refundId: number) {
  const refund = await db
    .selectFrom("charges as r")
    .innerJoin("charges as ch", "ch.id", "r.refund_of")
    .select(["r.id", "r.amount", "r.idempotency_key", "r.refund_of", "r.company_id", "ch.processor_ref"])
    .where("r.id", "=", refundId)
    .executeTakeFirstOrThrow();
  const { ref, pending } = await askProcessorToRefund(db, payments, {
    id: refund.id,
    amount: refund.amount,
    idempotency_key: refund.idempotency_key,
    chargeRef: refund.processor_ref!,
  });
  if (pending) {
    await recordRefundTaken(db, refund.id, ref);
    return null;
  }
  return { ...refund, ref };
}

/**
 * Asks the processor for a pending card refund (`chargeRef`: the refunded charge's reference) and answers
 * the refund's own reference, and whether the processor only took it (`pending`: not given back yet, its
 * event settles it) or made it. A decline is recorded on the refund (failed) and refused with the
 * processor's words; a processor that did not answer for sure is a 502, the refund marked so that the next
 * press sends it again under its key.
 */
async function askProcessorToRefund(
  db: DB,
  payments: PaymentsAdapter,
  refund: { id: number; amount: number; idempotency_key: string; chargeRef: string },
): Promise<{ ref: string; pending: boolean }> {
  const answer = await askProcessor(db, refund.id, () =>
    payments.refund({
      amount: refund.amount,
      chargeRef: refund.chargeRef,
      idempotencyKey: refund.idempotency_key,
    }),
  );
  if (answer.ok) return { ref: answer.ref, pending: answer.pending === true };
  if (!answer.transient) throw refused(answer.message);
  // Still pending, marked as not in flight: the next press sends it again under the same key.
  await updatePending(db, refund.id, failureColumns(problemOf("refund", answer.message)));
  throw new ApiError(502, { detail: answer.message });
}

/** A charge every cent of which went back: it reads `refunded` (a charge's refund here, a deposit's in ./deposit.ts). */
export function markRefunded(trx: DB, chargeId: number) {
  return trx
    .updateTable("charges")
    .set({ status: "refunded" })
    .where("id", "=", chargeId)
    .where("status", "=", "succeeded")
    .execute();
}

/**
 * A refund that succeeded, in the database transaction recording it: the charge reads `refunded` once every
 * cent went back, a rental's ledger gets its line (the money given back raises the balance), and the
 * caller's hook runs.
 */
export async function settle(
  trx: DB,
  c: RefundableCharge,
  refund: { id: number; amount: number; method: "card" | "cash" },
  actor: number | null,
  at: string,
  hooks: RefundHooks,
) {
  const left = c.amount - (await heldByRefunds(trx, c.id, ["succeeded"]));
  if (left <= 0) await markRefunded(trx, c.id);
  const card = refund.method === "card" ? cardLabel(c.brand, c.last4) : null;
  if (c.rental_id !== null && c.kind !== "deposit")
    await postRentalLines(
      trx,
      { id: c.rental_id, company_id: c.company_id },
      [
        {
          kind: "refund",
          card: refund.method === "card" ? c : null,
          paid_amount: -refund.amount,
          method: refund.method,
          charge_id: refund.id,
        },
      ],
      actor,
      at,
    );
  await hooks.settled?.(trx, { ...refund, card, charge: c, left });
}
