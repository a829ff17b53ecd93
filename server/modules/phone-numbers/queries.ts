import { type Insertable, sql, type Updateable } from "kysely";
import { personAnswer, PERSON_COLUMNS } from "../../db/columns";
import type { DB } from "../../db/connection";
import { callersRows } from "../../db/lookups";
import type { PhoneNumbersTable } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { addDays, dayIn } from "../../../common/dates";
import { filters, parsers } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { likeLower, personMatch } from "../../http/lists/search";
import type { FilterDef, ListSpec } from "../../http/lists/spec";
import { type AuthContext, isStaff } from "../../security/caller";
import { PHONE_MESSAGES, type PhoneRow } from "./schemas";
import { operatorMoved } from "../../refills/line-operator";

/**
 * Phone lines' SQL. A customer sees their own active lines; staff the whole company's, including lines
 * deactivated because refills still refer to them.
 */

function scoped(db: DB, ctx: AuthContext, includeInactive = false) {
  return db
    .selectFrom("phone_numbers as pn")
    .innerJoin("users as u", "u.id", "pn.user_id")
    .leftJoin("carriers as c", "c.id", "pn.carrier_id")
    .leftJoin("plans as p", "p.id", "pn.plan_id")
    .$call(callersRows(ctx, "pn.company_id", "pn.user_id"))
    .$if(hidesInactive(ctx, includeInactive), (qb) => qb.where("pn.is_active", "=", true));
}

/** The caller's lines: the company's for staff; a customer's own, active ones unless told otherwise. */
const hidesInactive = (ctx: AuthContext, includeInactive = false) => !isStaff(ctx) && !includeInactive;

type Scoped = ReturnType<typeof scoped>;
/** The number's detected operator: staff's to see (operator ids stay off customers' answers, as carriers'). */
const operatorColumns = (staff: boolean) =>
  staff
    ? ([
        "pn.detected_operator_id",
        "pn.detected_operator_name",
        "pn.detected_at",
        "c.provider_operator_id",
      ] as const)
    : ([
        sql<string | null>`null`.as("detected_operator_id"),
        sql<string | null>`null`.as("detected_operator_name"),
        sql<string | null>`null`.as("detected_at"),
        sql<string | null>`null`.as("provider_operator_id"),
      ] as const);
const withColumns = (qb: Scoped, ctx: AuthContext) =>
  qb.select([
    ...operatorColumns(isStaff(ctx)),
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
    "pn.service_ends_on",
  ]);
type Selected = Awaited<ReturnType<ReturnType<typeof withColumns>["executeTakeFirstOrThrow"]>>;

/** A stored day ("YYYY-MM-DD"; PostgreSQL's date may come back as a Date). */
const storedDay = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

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
    ...personAnswer(r),
    is_active: r.is_active,
    created_at: r.created_at,
    service_ends_on: storedDay(r.service_ends_on),
    detected_operator:
      r.detected_operator_id === null || r.detected_at === null
        ? null
        : {
            id: r.detected_operator_id,
            name: r.detected_operator_name ?? "",
            detected_at: new Date(r.detected_at).toISOString(),
            moved: operatorMoved(r.provider_operator_id, r.detected_operator_id),
          },
  };
}

/** A term typed like a phone number ("555-0100", "(555)") also finds the digits; other terms add nothing here. */
const digitsSearch = (_eb: unknown, pattern: string) => {
  const term = pattern.slice(1, -1);
  const digits = term.replace(/\D/g, "");
  return digits && /^[\d\s\-().+]+$/.test(term) ? likeLower("pn.number", `%${digits}%`) : sql<boolean>`1 = 0`;
};

/** `?service_ends_within=7`: from the company's today to 7 days later, both included. */
const endsWithin: FilterDef<"phone_numbers as pn", number> = {
  parse: (raw, field) => {
    const days = parsers.id(raw, field);
    if (days > 366) throw badRequest({ [field]: PHONE_MESSAGES.daysRange });
    return days;
  },
  zoned: true,
  apply: (qb, days, scope) => {
    const today = dayIn(scope?.timeZone ?? "UTC");
    return qb
      .where("pn.service_ends_on", ">=", today)
      .where("pn.service_ends_on", "<=", addDays(today, days));
  },
};

/** Written against `phone_numbers as pn` alone: the owner is looked up in users; every ordering has an index. */
export const phoneListSpec: ListSpec<"phone_numbers as pn"> = {
  ordering: {
    number: "pn.number",
    created_at: "pn.created_at",
    nickname: "pn.nickname",
    service_ends_on: "pn.service_ends_on",
  },
  defaultOrdering: ["-created_at"],
  search: ["pn.number", digitsSearch, "pn.nickname", personMatch("pn.user_id")],
  filters: {
    carrier: filters.id("pn.carrier_id"),
    plan: filters.id("pn.plan_id"),
    user: filters.id("pn.user_id"),
    is_active: filters.boolean("pn.is_active"),
    created_after: filters.dateFrom("pn.created_at"),
    created_before: filters.dateTo("pn.created_at"),
    service_ends_after: filters.dateFrom("pn.service_ends_on", false),
    service_ends_before: filters.dateTo("pn.service_ends_on", false),
    service_ends_within: endsWithin,
  },
  idColumn: "pn.id",
  describe: {
    search: "number digits, nickname, customer name or e-mail",
    carrier: "carrier id(s), comma-separated (staff)",
    plan: "plan id(s) (staff)",
    user: "customer id(s) (staff)",
    is_active: "true/false (staff; customers only ever see active lines)",
    created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
    created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
    service_ends_after: "YYYY-MM-DD: lines whose service ends on that day or later",
    service_ends_before: "YYYY-MM-DD: lines whose service ends on that day or earlier",
    service_ends_within:
      "a number of days (0–366): lines whose service ends from today to that many days from today (the company's days)",
  },
};

/** The caller's lines without any join: what the list counts and pages through. */
function lineRows(db: DB, ctx: AuthContext) {
  return db
    .selectFrom("phone_numbers as pn")
    .$call(callersRows(ctx, "pn.company_id", "pn.user_id"))
    .$if(hidesInactive(ctx), (qb) => qb.where("pn.is_active", "=", true));
}

export const listPhones = callersList({
  spec: phoneListSpec,
  base: lineRows,
  rows: (db, ctx, ids) => withColumns(scoped(db, ctx).where("pn.id", "in", ids), ctx),
  serialize,
});

/** One of the caller's lines, as the list shows it; a customer's inactive ones only when asked. */
export async function phoneById(db: DB, ctx: AuthContext, id: number, includeInactive = false) {
  const row = await withColumns(scoped(db, ctx, includeInactive), ctx)
    .where("pn.id", "=", id)
    .executeTakeFirst();
  return row && serialize(row);
}

/** The line as stored, if the caller may see it. */
export const storedLine = (db: DB, ctx: AuthContext, id: number) =>
  scoped(db, ctx).selectAll("pn").where("pn.id", "=", id).executeTakeFirst();

/** Whoever has this number, in any company. */
export const lineByNumber = (db: DB, number: string) =>
  db
    .selectFrom("phone_numbers")
    .select(["id", "company_id", "user_id", "is_active"])
    .where("number", "=", number)
    .executeTakeFirst();

export async function insertLine(db: DB, values: Insertable<PhoneNumbersTable>): Promise<number> {
  const row = await db.insertInto("phone_numbers").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLine(db: DB, id: number, changes: Updateable<PhoneNumbersTable>): Promise<void> {
  await db.updateTable("phone_numbers").set(changes).where("id", "=", id).execute();
}

export async function deleteLine(db: DB, id: number): Promise<void> {
  await db.deleteFrom("phone_numbers").where("id", "=", id).execute();
}

/** Refills on record: transactions, or scheduled refills, refer to the line. */
export async function hasHistory(db: DB, id: number): Promise<{ transactions: boolean; scheduled: boolean }> {
  const refersToLine = async (table: "transactions" | "scheduled_refills") =>
    !!(await db.selectFrom(table).select("id").where("phone_number_id", "=", id).limit(1).executeTakeFirst());
  return {
    transactions: await refersToLine("transactions"),
    scheduled: await refersToLine("scheduled_refills"),
  };
}

/** Deactivates a line and pauses its scheduled refills, in the caller's transaction. */
export async function deactivate(trx: DB, id: number): Promise<void> {
  await trx.updateTable("phone_numbers").set({ is_active: false }).where("id", "=", id).execute();
  await trx
    .updateTable("scheduled_refills")
    .set({ is_active: false })
    .where("phone_number_id", "=", id)
    .execute();
}

/** The caller's line (a customer: their own; inactive ones only when asked), or 404. */
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
