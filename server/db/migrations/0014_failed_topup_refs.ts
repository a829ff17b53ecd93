import type { Kysely } from "kysely";

/**
 * A refill whose last top-up failed kept the carrier's reference of that failed try, so that its page read as
 * if the line had been topped up (issue 33). The engine no longer stores one (jobs/refills/topup.ts); the
 * rows it wrote before lose theirs. The attempt's own reference stays in the refill's history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("transactions")
    .set({ provider_ref: null })
    .where("refill_error", "is not", null)
    .where("status", "!=", "success")
    .where("provider_ref", "is not", null)
    .execute();
}

/** The references are gone: nothing to put back. */
export async function down(): Promise<void> {}
