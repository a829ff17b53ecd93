import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { DB } from "../../db/connection";
import type { AuthContext } from "../../security/caller";
import { applyCriteria, listCriteria, param, zoneCriteria } from "./criteria";
import { orderingOf } from "./paging";
import type { CallersList } from "./readers";
import { resolveSearch } from "./search";
import type { ListTables } from "./tables";

/** Rows fetched per round trip while a list is read to its end. */
const CHUNK = 500;

/**
 * Every row a list request asks for — its filters, search and ordering, no page — serialized as the list
 * answers them, read from the database in chunks (a cursor on PostgreSQL, a stepped statement on SQLite),
 * so that a million rows pass through without being held. The request's criteria are checked at the
 * first `next()`: a bad filter is a 400 before anything is sent.
 */
export async function* everyRow<TE extends ListTables, Row extends { id: number }, Out>(
  db: DB,
  ctx: AuthContext,
  request: FastifyRequest,
  def: CallersList<TE, Row, Out>,
): AsyncGenerator<Out> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const criteria = listCriteria(def.spec, query);
  const scope = { companyId: ctx.companyId };
  if (criteria.patterns.length) await resolveSearch(db, def.spec, criteria, scope);
  await zoneCriteria(db, def.spec, criteria, scope);
  if (criteria.nothing) return;
  const filtered = applyCriteria(def.base(db, ctx), def.spec, criteria, scope);
  const idColumn: string = def.spec.idColumn ?? "id";
  let rows = def.rows(db, ctx, filtered.clearSelect().select(sql.ref<number>(idColumn).as("id")));
  for (const [column, direction] of orderingOf(def.spec, param(query, "ordering")))
    rows = rows.orderBy(sql.ref(column), direction);
  for await (const row of rows.stream(CHUNK)) yield def.serialize(row);
}
