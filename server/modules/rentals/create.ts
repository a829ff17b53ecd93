import { formatCents } from "../../../common/money";
import { problem } from "../../../common/problems";
import { paymentErrorColumns, rentalErrorColumns } from "../../db/problems";
import type { DB } from "../../db/connection";
import { findCustomer } from "../../db/lookups";
import { withRowLock } from "../../db/row-lock";
import { addError, ApiError, badRequest, type FieldErrors } from "../../http/errors";
import { invalidPk } from "../../http/ids";
import type { PaymentsAdapter } from "../../integrations/payments/types";
import { type AuthContext, isStaff, actorOf } from "../../security/caller";
import { audit } from "../../db/audit-log";
import { customerCard, usableCard } from "../../money/cards";
import { chargeCreation } from "../../money/charging";
import { holdsDeposit } from "../../money/deposit";
import { postRentalLines } from "../../money/ledger";
import { insertRentalCharge } from "../../money/rental-charges";
import { customerOnScreen } from "../../refills/place";
import { companyTaxRate } from "./catalogue";
import { daysLine, hasStock, type Quote, quoteOf } from "./quote";
import { type CostInput, RENTAL_MESSAGES } from "./schemas";

interface CreateInput extends CostInput {
  user: number;
  payment_method?: number;
  note?: string;
}
type Card = NonNullable<Awaited<ReturnType<typeof customerCard>>>;
type NewRental = { id: number; company_id: number; user_id: number };

/**
 * Rent Now (trigger manual, the customer for themselves, card required) and the desk's booking (trigger
 * member, for a customer of the company, card optional). Answers the new rental's id; a declined card
 * leaves it in `error` with payment_error, as does a Rent Now whose bank asks the customer to authenticate
 * (its charges pending under their PaymentIntents until authenticate.ts or Stripe's events end them).
 */
export async function createRental(
  db: DB,
  payments: PaymentsAdapter,
  ctx: AuthContext,
  input: CreateInput,
  trigger: "manual" | "member",
  now = new Date(),
): Promise<number> {
  const { q, card } = await checkBooking(db, ctx, input, trigger, now);
  const at = now.toISOString();
  const rentalId = await withRowLock(db, { table: "devices", id: q.device.id }, async (trx) => {
    if (!(await hasStock(trx, q.device, q.start, q.end, q.today)))
      throw badRequest({ device: RENTAL_MESSAGES.deviceUnavailable });
    // A card booking that ends within a hold's life holds its deposit on the card (money/deposit.ts).
    const hold = card !== null && q.deposit > 0 && holdsDeposit(q.today, q.end);
    const row = await insertRental(trx, ctx, input, q, card, trigger, at, hold);
    await openLedger(trx, ctx, row, q, at, hold);
    if (card) await insertCreationCharges(trx, ctx, row, q, card, at, hold);
    await audit(trx, ctx, "rental.create", "rental", row.id, {
      ...input,
      trigger,
      total: formatCents(q.amount + q.tax + q.deposit),
    });
    return row.id;
  });
  // The customer on Rent Now is on screen: their bank may ask them to authenticate in the browser. The
  // desk's booking is charged without the cardholder (DESIGN.md §17).
  const session = trigger === "manual" && customerOnScreen(ctx) ? "on" : "off";
  if (card) await chargeCreation(db, payments, rentalId, session);
  return rentalId;
}

export function refuseStaffRentNow(ctx: AuthContext) {
  if (isStaff(ctx)) throw new ApiError(403, { detail: RENTAL_MESSAGES.customersOnly });
}

/** The booking's customer (at the desk), quote and card, every field's error collected before refusing. */
async function checkBooking(
  db: DB,
  ctx: AuthContext,
  input: CreateInput,
  trigger: "manual" | "member",
  now: Date,
): Promise<{ q: Quote; card: Card | null }> {
  const errors: FieldErrors = {};
  if (trigger === "member") {
    const customer = await findCustomer(db, ctx.companyId, input.user);
    if (!customer) addError(errors, "user", invalidPk(input.user));
    else if (!customer.is_active) addError(errors, "user", RENTAL_MESSAGES.customerInactive);
  }
  const q = await quoteOf(db, ctx.companyId, input, now, errors);
  const card =
    input.payment_method === undefined
      ? null
      : usableCard(
          await customerCard(db, input.user, input.payment_method),
          input.payment_method,
          now,
          errors,
        );
  if (Object.keys(errors).length || !q) throw badRequest(errors);
  return { q, card };
}

function insertRental(
  trx: DB,
  ctx: AuthContext,
  input: CreateInput,
  q: Quote,
  card: Card | null,
  trigger: "manual" | "member",
  at: string,
  hold: boolean,
): Promise<NewRental> {
  return trx
    .insertInto("rentals")
    .values({
      company_id: ctx.companyId,
      user_id: input.user,
      device_id: q.device.id,
      country_id: q.country.id,
      plan_id: null,
      phone_number: null,
      start_date: q.start,
      end_date: q.end,
      // With a card it starts in error until the processor says paid: a request that dies before the
      // answer leaves a rental staff can retry (same keys, never charged twice), not an unpaid preorder.
      status: card ? "error" : "preorder",
      trigger,
      // The figures are the sums of the lines openLedger posts next (server/money/ledger.ts).
      amount: 0,
      tax_amount: 0,
      deposit_amount: 0,
      total_due_amount: 0,
      paid_amount: 0,
      balance: 0,
      payment_method_id: card?.id ?? null,
      ...paymentErrorColumns(card ? problem("payment_unconfirmed") : null),
      ...rentalErrorColumns(null),
      picked_up_at: null,
      returned_at: null,
      deposit_refunded_at: null,
      // Held: authorised after the rental part is paid (charging.ts chargeCreation → deposit.ts placeHold).
      deposit_hold_status: hold ? "pending" : null,
      deposit_hold_amount: hold ? q.deposit : null,
      note: input.note ?? "",
      created_by: actorOf(ctx),
      resolved_by: null,
      resolved_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning(["id", "company_id", "user_id"])
    .executeTakeFirstOrThrow();
}

/**
 * The booked days and the deposit owed: the rental's first ledger lines. A deposit held on the card is not
 * owed: its line comes when the processor authorised it.
 */
async function openLedger(trx: DB, ctx: AuthContext, row: NewRental, q: Quote, at: string, hold: boolean) {
  const taxRate = await companyTaxRate(trx, ctx.companyId);
  const booked = daysLine("days", {}, q.days, q.dailyRate, taxRate);
  await postRentalLines(
    trx,
    row,
    [booked, ...(q.deposit > 0 && !hold ? [{ kind: "deposit" as const, amount: q.deposit }] : [])],
    actorOf(ctx),
    at,
  );
}

/** The rental part (amount + tax) and the deposit (unless held), pending on the card until the processor answers. */
async function insertCreationCharges(
  trx: DB,
  ctx: AuthContext,
  row: NewRental,
  q: Quote,
  card: Card,
  at: string,
  hold: boolean,
) {
  if (q.amount + q.tax > 0)
    await insertRentalCharge(
      trx,
      actorOf(ctx),
      row,
      "rental",
      q.amount + q.tax,
      card,
      `rental-${row.id}-rental`,
      at,
    );
  if (q.deposit > 0 && !hold)
    await insertRentalCharge(
      trx,
      actorOf(ctx),
      row,
      "deposit",
      q.deposit,
      card,
      `rental-${row.id}-deposit`,
      at,
    );
}
