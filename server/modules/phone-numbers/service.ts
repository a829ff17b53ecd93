import { type SelectQueryBuilder, sql } from "kysely";
import type { DB } from "../../db/connection";
import { audit } from "../audit/service";
import { type AuthContext, isStaff } from "../../security/caller";
import { filters, likeLower, type ListSpec, callersList, relatedMatch } from "../../http/drf";
import {
  addError,
  badRequest,
  type FieldErrors,
  isUniqueViolation,
  MESSAGES,
  notFound,
} from "../../http/errors";
import { normalizePhoneNumber, PHONE_MESSAGES } from "./number";
import { fullName } from "../../../common/names";
import { PERSON_COLUMNS } from "../../db/columns";
import { callersRows, findCarrier, findCustomer, findPlan } from "../../db/lookups";
import { invalidPk } from "../../http/ids";
import type { PhoneCreate, PhoneRow, PhoneUpdate } from "./schemas";

/**
 * Phone lines . A customer sees and manages their own active lines; staff the
 * whole company's, including lines deactivated because refills still refer to them.
 */

function scoped(db: DB, ctx: AuthContext, includeInactive = false) {
  return db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .leftJoin("carriers as c", "c.id", "pn.carrier_id")
    .leftJoin("plans as p", "p.id", "pn.plan_id")
    .$call(callersLines(ctx, includeInactive));
}

/** The caller's lines: the company's for staff; a customer's own, active ones unless told otherwise. */
const callersLines =
  (ctx: AuthContext, includeInactive = false) =>
  <Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q => {
    const own = callersRows(ctx, "pn.company_id", "pn.user_id")(qb);
    return isStaff(ctx) || includeInactive ? own : (own.where(sql.ref("pn.is_active"), "=", true) as Q);
  };

type Scoped = ReturnType<typeof scoped>;
const withColumns = (qb: Scoped) =>
  qb.select([
    "pn.id",
    "pn.number",
    "pn.nickname",
    "pn.carrier_id",
    "c.name as carrier_name",
    "pn.plan_id",
    "p.name as plan_name",
    "pn.user_id",
    ...PERSON_COLUMNS,
    "pn.is_active",
    "pn.created_at",
  ]);
type Selected = Awaited<ReturnType<ReturnType<typeof withColumns>["executeTakeFirstOrThrow"]>>;

function serialize(r: Selected): PhoneRow {
  return {
    id: r.id,
    number: r.number,
    nickname: r.nickname,
    carrier: r.carrier_id,
    carrier_name: r.carrier_name,
    plan: r.plan_id,
    plan_name: r.plan_name,
    user: r.user_id,
    user_name: fullName(r.first_name, r.last_name),
    user_email: r.email,
    is_active: r.is_active,
    created_at: r.created_at,
  };
}

/** A term typed like a phone number ("555-0100", "(555)") also finds the digits; other terms add nothing here. */
const digitsSearch = (_eb: unknown, pattern: string) => {
  const term = pattern.slice(1, -1);
  const digits = term.replace(/\D/g, "");
  return digits && /^[\d\s\-().+]+$/.test(term) ? likeLower("pn.number", `%${digits}%`) : sql<boolean>`1 = 0`;
};

/** Written against `phone_numbers as pn` alone: the owner is looked up in users; every ordering has an index. */
export const phoneListSpec: ListSpec = {
  ordering: { number: "pn.number", created_at: "pn.created_at", nickname: "pn.nickname" },
  defaultOrdering: ["-created_at"],
  search: [
    "pn.number",
    digitsSearch,
    "pn.nickname",
    relatedMatch("pn.user_id", "users", ["first_name", "last_name", "email"]),
  ],
  filters: {
    carrier: filters.id("pn.carrier_id"),
    plan: filters.id("pn.plan_id"),
    user: filters.id("pn.user_id"),
    is_active: filters.boolean("pn.is_active"),
  },
  idColumn: "pn.id",
  describe: {
    search: "number digits, nickname, customer name or e-mail",
    carrier: "carrier id(s), comma-separated (staff)",
    plan: "plan id(s) (staff)",
    user: "customer id(s) (staff)",
    is_active: "true/false (staff; customers only ever see active lines)",
  },
};

/** The caller's lines without any join: what the list counts and pages through. */
function lineRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("phone_numbers as pn").$call(callersLines(ctx));
}

export const listPhones = callersList({
  spec: phoneListSpec,
  base: lineRows,
  rows: (db, ctx, ids) => withColumns(scoped(db, ctx).where("pn.id", "in", ids)),
  serialize,
});

export async function getPhone(
  db: DB,
  ctx: AuthContext,
  id: number,
  opts: { includeInactive?: boolean } = {},
): Promise<PhoneRow> {
  const row = await withColumns(scoped(db, ctx, opts.includeInactive))
    .where("pn.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return serialize(row);
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
    if (plan && (!plan.is_active || !plan.is_carrier_active) && plan.id !== current?.plan_id)
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

  const existing = await db
    .selectFrom("phone_numbers")
    .select(["id", "company_id", "user_id", "is_active"])
    .where("number", "=", number)
    .executeTakeFirst();
  const values = { ...line, nickname: input.nickname ?? "" };
  let id: number;
  if (existing) {
    if (existing.is_active || existing.user_id !== userId || existing.company_id !== ctx.companyId)
      throw taken();
    await db
      .updateTable("phone_numbers")
      .set({ ...values, is_active: true })
      .where("id", "=", existing.id)
      .execute();
    id = existing.id;
  } else {
    try {
      const row = await db
        .insertInto("phone_numbers")
        .values({
          ...values,
          company_id: ctx.companyId,
          user_id: userId,
          number,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }
  if (isStaff(ctx))
    await audit(db, ctx, "phone_number.create", "phone_number", id, { user: userId, phone: number });
  return id;
}

/** Refills on record: transactions, or scheduled refills, refer to the line. */
async function hasHistory(db: DB, id: number): Promise<{ transactions: boolean; scheduled: boolean }> {
  const t = await db
    .selectFrom("transactions")
    .select("id")
    .where("phone_number_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  const s = await db
    .selectFrom("scheduled_refills")
    .select("id")
    .where("phone_number_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  return { transactions: !!t, scheduled: !!s };
}

/** Deactivates a line and pauses its scheduled refills, in the caller's transaction. */
async function deactivate(trx: DB, id: number): Promise<void> {
  await trx.updateTable("phone_numbers").set({ is_active: false }).where("id", "=", id).execute();
  await trx
    .updateTable("scheduled_refills")
    .set({ is_active: false })
    .where("phone_number_id", "=", id)
    .execute();
}

/** PATCH /api/phones/{id}/. The owner never changes; the number only while no refill refers to it. */
export async function updatePhone(db: DB, ctx: AuthContext, id: number, input: PhoneUpdate): Promise<void> {
  const current = await scoped(db, ctx).selectAll("pn").where("pn.id", "=", id).executeTakeFirst();
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
      await trx.updateTable("phone_numbers").set(changes).where("id", "=", id).execute();
      if (input.is_active === false && current.is_active) await deactivate(trx, id);
      if (input.is_active === true && !current.is_active)
        await trx.updateTable("phone_numbers").set({ is_active: true }).where("id", "=", id).execute();
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
  const row = await scoped(db, ctx).select("pn.id").where("pn.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const outcome = await db.transaction().execute(async (trx) => {
    const history = await hasHistory(trx, id);
    if (history.transactions || history.scheduled) {
      await deactivate(trx, id);
      return "deactivated" as const;
    }
    await trx.deleteFrom("phone_numbers").where("id", "=", id).execute();
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
