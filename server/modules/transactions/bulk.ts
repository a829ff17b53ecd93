import type { FastifyRequest } from "fastify";
import { BULK_MAX_ROWS } from "../../../common/api";
import type { BulkAnswer, BulkRowOutcome } from "../../../common/api/bulk";
import type { DB } from "../../db/connection";
import { ApiError, badRequest } from "../../http/errors";
import type { RowAction } from "../../http/routes";
import type { AuthContext } from "../../security/caller";
import { listTransactions } from "./queries";
import { TRANSACTION_MESSAGES, type TransactionBulkBody } from "./schemas";

/**
 * Bulk retry and resolve (docs/api-conventions.md): the one-by-one action (retry.ts, resolve.ts) on each refill
 * asked for, so that its rules, events and audit rows are exactly those of one by one, and one outcome
 * reported per refill.
 */

/**
 * The refills asked for: the ids sent, each once, in their order; or every row GET /api/transactions/ shows
 * under `filters` (read as the CSV export reads the list: the same criteria and ordering). More than
 * BULK_MAX_ROWS matching is a 400 naming `filters`, as is a malformed filter (`filters.status`).
 */
async function targetIds(db: DB, ctx: AuthContext, body: TransactionBulkBody): Promise<number[]> {
  if (body.ids) return [...new Set(body.ids)];
  // The list reads its criteria from a request's query string: the filters are that query.
  const query = { query: body.filters ?? {} } as unknown as FastifyRequest;
  const ids: number[] = [];
  try {
    for await (const row of listTransactions.everyRow(db, ctx, query)) {
      if (ids.length === BULK_MAX_ROWS) throw badRequest({ filters: TRANSACTION_MESSAGES.bulkTooMany });
      ids.push(row.id);
    }
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode !== 400 || "filters" in err.body) throw err;
    const named = Object.entries(err.body).map(([field, errors]) => [`filters.${field}`, errors]);
    throw new ApiError(400, Object.fromEntries(named));
  }
  return ids;
}

/** A row's refusal as the one-by-one action answers it (`{detail}`, or the first field error). */
function refusalOf(body: Record<string, unknown>): string {
  if (typeof body.detail === "string") return body.detail;
  const first = Object.values(body)[0];
  return String(Array.isArray(first) ? first[0] : first);
}

/**
 * Runs `action` on each refill asked for. Each row is its own database transaction (the action's), on
 * purpose: one refill's refusal must not undo the others. A refill of another company, or none, is
 * `not_found`, as one by one answers 404; a refusal (400) is `refused` with its sentence. `status` is each
 * refill's status once all have run.
 */
export async function bulkAction(
  db: DB,
  ctx: AuthContext,
  body: TransactionBulkBody,
  done: "retried" | "resolved",
  action: RowAction,
): Promise<BulkAnswer> {
  const ids = await targetIds(db, ctx, body);
  const results: BulkRowOutcome[] = [];
  for (const id of ids) {
    try {
      await action(db, ctx, id);
      results.push({ id, outcome: done });
    } catch (err) {
      if (!(err instanceof ApiError) || (err.statusCode !== 400 && err.statusCode !== 404)) throw err;
      results.push(
        err.statusCode === 404
          ? { id, outcome: "not_found" }
          : { id, outcome: "refused", detail: refusalOf(err.body) },
      );
    }
  }
  const statuses = new Map<number, BulkRowOutcome["status"]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("transactions")
      .select(["id", "status"])
      .where("company_id", "=", ctx.companyId)
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const r of rows) statuses.set(r.id, r.status);
  }
  for (const r of results) if (r.outcome !== "not_found") r.status = statuses.get(r.id);
  const count = results.filter((r) => r.outcome === done).length;
  return { results, done: count, refused: results.length - count };
}
