import { sql } from "kysely";
import { addDays, isCalendarDay, startOfDayIn } from "../../../common/dates";
import type { Database } from "../../db/schema";
import { badRequest } from "../errors";
import { isPlainId } from "../ids";
import type { FilterDef, ListScope, Parser } from "./spec";
import type { Column, ListQuery, ListTables, TableName, UntypedQuery } from "./tables";

/** Typed filters: each reads one query parameter and narrows the query with bound values only. */

/** What a malformed filter value is told, beside the filter's name. */
export const FILTER_MESSAGES = {
  boolean: (raw: string) => `"${raw}" is not a valid boolean.`,
  wholeNumber: "Enter a whole number.",
  date: "Enter a valid date.",
  choice: (value: string) => `Select a valid choice. ${value} is not one of the available choices.`,
} as const;

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off"]);

export const parsers = {
  boolean: (raw: string, field: string): boolean => {
    const v = raw.trim().toLowerCase();
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    throw badRequest({ [field]: FILTER_MESSAGES.boolean(raw) });
  },
  id: (raw: string, field: string): number => {
    if (!isPlainId(raw.trim())) throw badRequest({ [field]: FILTER_MESSAGES.wholeNumber });
    return Number(raw.trim());
  },
  ids: (raw: string, field: string): number[] =>
    raw
      .split(",")
      .filter(Boolean)
      .map((p) => parsers.id(p, field)),
  date: (raw: string, field: string): string => {
    const v = raw.trim();
    if (!isCalendarDay(v)) throw badRequest({ [field]: FILTER_MESSAGES.date });
    return v;
  },
  choices:
    (choices: readonly string[]) =>
    (raw: string, field: string): string[] => {
      const values = raw
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      for (const v of values)
        if (!choices.includes(v)) throw badRequest({ [field]: FILTER_MESSAGES.choice(v) });
      return values;
    },
};

/** A where clause written by column name; the column's type was checked where the filter was declared. */
const narrow = <TE extends ListTables>(qb: ListQuery<TE>, clause: (q: UntypedQuery) => UntypedQuery) =>
  clause(qb as unknown as UntypedQuery) as unknown as ListQuery<TE>;

/** The instant a day begins for the list's company (UTC's when the list has no company). */
const dayStart = (day: string, scope?: ListScope) => startOfDayIn(scope?.timeZone ?? "UTC", day);

/**
 * A filter by a day (`?created_after=2026-01-01`), narrowed by `where`. `zoned`: the column holds moments,
 * so the day is the company's and `scope` brings its time zone.
 */
const dayFilter = <TE extends ListTables>(
  zoned: boolean,
  where: (q: UntypedQuery, day: string, scope?: ListScope) => UntypedQuery,
): FilterDef<TE, string> => ({
  parse: parsers.date,
  zoned,
  apply: (qb, day, scope) => narrow(qb, (q) => where(q, day, scope)),
});

/*
 * Each filter takes its tables (TE) from the spec it is declared in (`NoInfer`: never from the column),
 * so that a column those tables lack fails to compile.
 */
export const filters = {
  /** `?status=error` or `?status=error,action_required` */
  choice: <TE extends ListTables>(
    column: NoInfer<Column<TE>>,
    choices: readonly string[],
  ): FilterDef<TE, string[]> => ({
    parse: parsers.choices(choices),
    apply: (qb, values) => (values.length ? narrow(qb, (q) => q.where(sql.ref(column), "in", values)) : qb),
  }),
  /** `?plan=3` or `?plan=3,4` (also used for `a__b` lookups such as `plan__carrier` → `p.carrier_id`) */
  id: <TE extends ListTables>(column: NoInfer<Column<TE>>): FilterDef<TE, number[]> => ({
    parse: parsers.ids,
    apply: (qb, ids) => (ids.length ? narrow(qb, (q) => q.where(sql.ref(column), "in", ids)) : qb),
  }),
  /**
   * `?plan__carrier=3`: rows whose `column` names a row of `table` whose `via` column holds one of the ids,
   * through a subquery, so that the list's own table needs no join
   */
  idThrough: <TE extends ListTables, T extends TableName>(
    column: NoInfer<Column<TE>>,
    table: T,
    via: keyof Database[T] & string,
  ): FilterDef<TE, number[]> => ({
    parse: parsers.ids,
    apply: (qb, ids) =>
      ids.length
        ? narrow(qb, (q) =>
            q.where((eb) =>
              eb(
                sql.ref(column),
                "in",
                eb
                  .selectFrom(`${table as string} as fp`)
                  .select("fp.id")
                  .where(sql.ref(`fp.${via}`), "in", ids),
              ),
            ),
          )
        : qb,
  }),
  /** `?is_active=true` on a boolean column */
  boolean: <TE extends ListTables>(column: NoInfer<Column<TE>>): FilterDef<TE, boolean> => ({
    parse: parsers.boolean,
    apply: (qb, v) => narrow(qb, (q) => q.where(sql.ref(column), "=", v)),
  }),
  /** `?payment_error=true`: the text column holds something; `false`: it is empty */
  present: <TE extends ListTables>(column: NoInfer<Column<TE>>): FilterDef<TE, boolean> => ({
    parse: parsers.boolean,
    apply: (qb, v) =>
      narrow(qb, (q) =>
        v
          ? q.where(sql.ref(column), "is not", null).where(sql.ref(column), "<>", "")
          : q.where((eb) => eb.or([eb(sql.ref(column), "is", null), eb(sql.ref(column), "=", "")])),
      ),
  }),
  /**
   * `?created_after=2026-01-01`: from the start of that day. On a timestamp column the day is the
   * company's (docs/engines.md, "The company's day"): from its local midnight, as a UTC instant; on a
   * calendar-day column (`timestamp` false) the day itself.
   */
  dateFrom: <TE extends ListTables>(column: NoInfer<Column<TE>>, timestamp = true) =>
    dayFilter<TE>(timestamp, (q, day, scope) =>
      q.where(sql.ref(column), ">=", timestamp ? dayStart(day, scope) : day),
    ),
  /** `?created_before=2026-01-31`: up to the end of that day, the whole day included (as dateFrom). */
  dateTo: <TE extends ListTables>(column: NoInfer<Column<TE>>, inclusiveTimestamp = true) =>
    dayFilter<TE>(inclusiveTimestamp, (q, day, scope) =>
      inclusiveTimestamp
        ? q.where(sql.ref(column), "<", dayStart(addDays(day, 1), scope))
        : q.where(sql.ref(column), "<=", day),
    ),
  /** anything else: parse with one of `parsers`, apply with your own where clause */
  custom: <TE extends ListTables, T>(
    parse: Parser<T>,
    apply: (qb: ListQuery<TE>, value: T) => ListQuery<TE>,
  ): FilterDef<TE, T> => ({ parse, apply }),
};
