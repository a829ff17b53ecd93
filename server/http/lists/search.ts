import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from "kysely";
import type { DB } from "../../db/connection";
import type { Database } from "../../db/schema";
import type { ListCriteria, ListScope, ListSpec, RelatedSearch, SearchTarget } from "./spec";
import type { AnyTables, Column, ListExpressions, ListTables, TableName } from "./tables";

/** `search=`: every space-separated term must match one of the spec's targets. */

/** `lower(column) like pattern escape '\'`, for SearchExpressions over related tables. */
export const likeLower = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/**
 * `column in (select id from table where company_id = :company and (lower(c1) like :p or …))`: the
 * subquery is uncorrelated, so the database runs it once and then looks the matches up by index, instead
 * of testing every row of the big table (docs/api-conventions.md).
 */
export const relatedMatch = <TE extends ListTables, T extends TableName>(
  column: NoInfer<Column<TE>>,
  table: T,
  textColumns: Array<keyof Database[T] & string>,
  companyColumn?: keyof Database[T] & string,
): RelatedSearch<TE> => ({
  column,
  lookup: (qc, pattern, scope) => {
    // The table is a parameter; its columns were checked against it above.
    let related = (qc as unknown as Kysely<AnyTables>)
      .selectFrom(`${table as string} as related`)
      .select("related.id")
      .$castTo<{ id: number }>()
      .where((inner) => inner.or(textColumns.map((c) => likeLower(`related.${c}`, pattern))));
    if (scope)
      related = related.where(sql.ref(`related.${companyColumn ?? "company_id"}`), "=", scope.companyId);
    return related;
  },
});

/** The person a row names in `column` (a user id), found by first name, last name or e-mail. */
export const personMatch = <TE extends ListTables>(column: NoInfer<Column<TE>>): RelatedSearch<TE> =>
  relatedMatch<TE, "users">(column, "users", ["first_name", "last_name", "email"]);

/** Never true: what a search term that matches nothing anywhere narrows a query with. */
export const NO_MATCH = sql<SqlBool>`1 = 0`;

const isRelated = <TE extends ListTables>(t: SearchTarget<TE>): t is RelatedSearch<TE> =>
  typeof t === "object";

/** The OR of one term's targets that apply, or null when none does. */
export function termExpression<TE extends ListTables>(
  eb: ExpressionBuilder<AnyTables, string>,
  spec: ListSpec<TE>,
  criteria: ListCriteria,
  i: number,
  scope?: ListScope,
): Expression<SqlBool> | null {
  const pattern = criteria.patterns[i];
  const arms = spec.search!.flatMap((t, j): Expression<SqlBool>[] => {
    if (typeof t === "string") return [likeLower(t, pattern)];
    if (isRelated(t)) {
      if (criteria.empty.has(`${i}:${j}`)) return [];
      // An expression builder builds the same subquery a Kysely instance would.
      return [eb(sql.ref(t.column), "in", t.lookup(eb as unknown as Kysely<Database>, pattern, scope))];
    }
    // The spec's expressions were written against its tables, which the list's query selects from.
    const e = t(eb as unknown as ListExpressions<TE>, pattern, scope, criteria.terms[i]);
    return e ? [e] : [];
  });
  return arms.length === 0 ? null : arms.length === 1 ? arms[0] : eb.or(arms);
}

/**
 * Asks the small tables first: which related targets find nothing for which term. Those leave the term's
 * OR, and a term left with no target at all means the list is empty (no query of the big table).
 */
export async function resolveSearch<TE extends ListTables>(
  db: DB,
  spec: ListSpec<TE>,
  criteria: ListCriteria,
  scope?: ListScope,
): Promise<void> {
  const targets = spec.search ?? [];
  for (let i = 0; i < criteria.patterns.length; i++) {
    for (let j = 0; j < targets.length; j++) {
      const t = targets[j];
      if (!isRelated(t)) continue;
      const found = await t.lookup(db, criteria.patterns[i], scope).limit(1).execute();
      if (!found.length) criteria.empty.add(`${i}:${j}`);
    }
    if (!termExpression(expressionBuilder<AnyTables, string>(), spec, criteria, i, scope))
      criteria.nothing = true;
  }
}
