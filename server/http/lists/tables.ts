import type { ExpressionBuilder, SelectQueryBuilder, StringReference } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A list's tables, named as its queries name them in `selectFrom` and joins: "transactions as t", or a
 * union such as "scheduled_refills as sr" | "phone_numbers as pn" when the list's query joins. A list's
 * spec and filters are typed by them, so that a column a list orders, filters or searches by that its
 * tables lack fails to compile.
 */
export type TableName = keyof Database & string;
export type ListTables = TableName | `${TableName} as ${string}`;

/** The names a list's tables go by in its query ("t" for "transactions as t"). */
export type AliasOf<TE> = TE extends `${string} as ${infer A}` ? A : TE & string;
type RowOf<TE, A> = TE extends `${infer T} as ${infer B}`
  ? B extends A
    ? T extends TableName
      ? Database[T]
      : never
    : never
  : TE extends A & TableName
    ? Database[TE]
    : never;

/** Every table, as Kysely sees them inside a query over `TE`: the aliased ones under their alias. */
export type ListDB<TE extends ListTables> = Omit<Database, AliasOf<TE>> & {
  [A in AliasOf<TE>]: RowOf<TE, A>;
};
/** A column of the list's tables: "t.created_at" (or "created_at" when only one of them has it). */
export type Column<TE extends ListTables> = StringReference<ListDB<TE>, AliasOf<TE>>;
/** A list's query over its tables, as its filters receive it. */
export type ListQuery<TE extends ListTables> = SelectQueryBuilder<ListDB<TE>, AliasOf<TE>, object>;
export type ListExpressions<TE extends ListTables> = ExpressionBuilder<ListDB<TE>, AliasOf<TE>>;

/**
 * Any list's query, as the kit's own clauses see it: tables and columns by name. The names it writes
 * come from specs, whose types checked them against the list's tables where the spec is declared.
 */
export type AnyTables = { [table: string]: { [column: string]: unknown } };
export type UntypedQuery<O = unknown> = SelectQueryBuilder<AnyTables, string, O>;
