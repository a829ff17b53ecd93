import type { DB } from "../../db/connection";
import { findCarrier, findCustomer, findPlan, onSale } from "../../db/lookups";
import {
  addError,
  badRequest,
  type FieldErrors,
  isUniqueViolation,
  MESSAGES,
  notFound,
} from "../../http/errors";
import { invalidPk } from "../../http/ids";
import { type AuthContext, isStaff } from "../../security/caller";
import { normalizePhoneNumber } from "../../../common/phone";
import { audit } from "../audit/service";
import {
  deactivate,
  deleteLine,
  hasHistory,
  insertLine,
  lineByNumber,
  phoneById,
  storedLine,
  updateLine,
} from "./queries";
import { PHONE_MESSAGES, type PhoneCreate, type PhoneRow, type PhoneUpdate } from "./schemas";

/**
 * Phone lines' rules: who may add a line for whom, which carrier and plan a write leaves on it, and when a
 * removed line is only deactivated (refills refer to it).
 */

export async function getPhone(
  db: DB,
  ctx: AuthContext,
  id: number,
  opts: { includeInactive?: boolean } = {},
): Promise<PhoneRow> {
  const row = await phoneById(db, ctx, id, opts.includeInactive);
  if (!row) throw notFound();
  return row;
}

interface Line {
  carrier_id: number | null;
  plan_id: number | null;
}

/**
 * The carrier and plan a write leaves on the line. A plan sent without a carrier brings its carrier along;
 * a new carrier drops a plan it does not offer; a plan sent with a carrier must be that carrier's. Newly
 * chosen carriers and plans must be active; ones already on the line may stay after being retired.
 */
async function carrierAndPlan(
  db: DB,
  companyId: number,
  input: { carrier?: number | null; plan?: number | null },
  current: Line | null,
  errors: FieldErrors,
): Promise<Line> {
  let carrierId = input.carrier !== undefined ? input.carrier : (current?.carrier_id ?? null);
  let planId = input.plan !== undefined ? input.plan : (current?.plan_id ?? null);

  if (input.carrier != null) {
    const carrier = await findCarrier(db, companyId, input.carrier);
    if (!carrier) addError(errors, "carrier", invalidPk(input.carrier));
    else if (!carrier.is_active && carrier.id !== current?.carrier_id)
      addError(errors, "carrier", "This carrier is not active.");
  }
  if (input.plan != null) {
    const plan = await findPlan(db, companyId, input.plan);
    if (!plan) addError(errors, "plan", invalidPk(input.plan));
    else if (input.carrier === undefined) carrierId = plan.carrier_id;
    else if (plan.carrier_id !== carrierId)
      addError(errors, "plan", "This plan does not belong to the chosen carrier.");
    if (plan && !onSale(plan) && plan.id !== current?.plan_id)
      addError(errors, "plan", "This plan is not active.");
  } else if (input.plan === undefined && input.carrier !== undefined && planId !== null) {
    const kept = await findPlan(db, companyId, planId);
    if (!kept || kept.carrier_id !== carrierId) planId = null;
  }
  return { carrier_id: carrierId, plan_id: planId };
}

function checkedNumber(raw: string, errors: FieldErrors): string {
  const number = normalizePhoneNumber(raw);
  if (!number) addError(errors, "number", PHONE_MESSAGES.invalid);
  return number ?? "";
}

const taken = () => badRequest({ number: PHONE_MESSAGES.taken });

/**
 * The line a new customer gives with their details (staff's "New customer", the sign-up), read as POST
 * /api/phones/ reads a number: blank is none; a number that is not one, or is already anyone's line, is
 * refused under `field`. Checked before the customer is written; `addFirstLine` writes it with them.
 */
export async function firstLineNumber(
  db: DB,
  raw: string | null | undefined,
  field: string,
  errors: FieldErrors,
): Promise<string | undefined> {
  if (!raw?.trim()) return undefined;
  const number = normalizePhoneNumber(raw);
  if (!number) addError(errors, field, PHONE_MESSAGES.invalid);
  else if (await lineByNumber(db, number)) addError(errors, field, PHONE_MESSAGES.taken);
  return number ?? undefined;
}

/** The new customer's line (no carrier or plan yet), inside the transaction that writes the customer. */
export async function addFirstLine(
  trx: DB,
  line: { companyId: number; userId: number; number: string },
  field: string,
): Promise<number> {
  return insertLine(trx, {
    company_id: line.companyId,
    user_id: line.userId,
    number: line.number,
    carrier_id: null,
    plan_id: null,
    nickname: "",
    created_at: new Date().toISOString(),
  }).catch((err: unknown) => {
    // Someone else added the number since it was checked.
    if (isUniqueViolation(err)) throw badRequest({ [field]: PHONE_MESSAGES.taken });
    throw err;
  });
}

/**
 * POST /api/phones/. Customers add lines for themselves; staff for a customer they name in `user`.
 * A customer re-adding a line they removed gets it back (it was only deactivated); any other existing
 * number is taken, whichever company has it.
 */
export async function createPhone(db: DB, ctx: AuthContext, input: PhoneCreate): Promise<number> {
  const errors: FieldErrors = {};
  let userId = ctx.user.id;
  if (isStaff(ctx)) {
    if (input.user === undefined) addError(errors, "user", MESSAGES.required);
    else if (!(await findCustomer(db, ctx.companyId, input.user)))
      addError(errors, "user", invalidPk(input.user));
    else userId = input.user;
  }
  const number = checkedNumber(input.number, errors);
  const line = await carrierAndPlan(db, ctx.companyId, input, null, errors);
  if (Object.keys(errors).length) throw badRequest(errors);

  const existing = await lineByNumber(db, number);
  const values = { ...line, nickname: input.nickname ?? "" };
  let id: number;
  if (existing) {
    if (existing.is_active || existing.user_id !== userId || existing.company_id !== ctx.companyId)
      throw taken();
    await updateLine(db, existing.id, { ...values, is_active: true });
    id = existing.id;
  } else {
    try {
      id = await insertLine(db, {
        ...values,
        company_id: ctx.companyId,
        user_id: userId,
        number,
        created_at: new Date().toISOString(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }
  if (isStaff(ctx))
    await audit(db, ctx, "phone_number.create", "phone_number", id, { user: userId, phone: number });
  return id;
}

/** PATCH /api/phones/{id}/. The owner never changes; the number only while no refill refers to it. */
export async function updatePhone(db: DB, ctx: AuthContext, id: number, input: PhoneUpdate): Promise<void> {
  const current = await storedLine(db, ctx, id);
  if (!current) throw notFound();

  const errors: FieldErrors = {};
  let number = current.number;
  if (input.number !== undefined) {
    number = checkedNumber(input.number, errors);
    if (number && number !== current.number && (await hasHistory(db, id)).transactions)
      addError(errors, "number", PHONE_MESSAGES.hasHistory);
  }
  const line = await carrierAndPlan(db, ctx.companyId, input, current, errors);
  if (Object.keys(errors).length) throw badRequest(errors);

  const changes = { ...line, number, nickname: input.nickname ?? current.nickname };
  try {
    await db.transaction().execute(async (trx) => {
      await updateLine(trx, id, changes);
      if (input.is_active === false && current.is_active) await deactivate(trx, id);
      if (input.is_active === true && !current.is_active) await updateLine(trx, id, { is_active: true });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  if (isStaff(ctx))
    await audit(db, ctx, "phone_number.update", "phone_number", id, {
      ...input,
      number: undefined,
      phone: number,
    });
}

/**
 * DELETE /api/phones/{id}/: a line that refills refer to is deactivated (its scheduled refills paused),
 * so that the history keeps it; any other line is deleted.
 */
export async function removePhone(db: DB, ctx: AuthContext, id: number): Promise<"deleted" | "deactivated"> {
  if (!(await storedLine(db, ctx, id))) throw notFound();
  const outcome = await db.transaction().execute(async (trx) => {
    const history = await hasHistory(trx, id);
    if (history.transactions || history.scheduled) {
      await deactivate(trx, id);
      return "deactivated" as const;
    }
    await deleteLine(trx, id);
    return "deleted" as const;
  });
  if (isStaff(ctx))
    await audit(
      db,
      ctx,
      `phone_number.${outcome === "deleted" ? "delete" : "deactivate"}`,
      "phone_number",
      id,
    );
  return outcome;
}
