import type { Kysely } from "kysely";
import {
  ENGLISH_PROBLEM_WORDS as EN,
  parseStoredProblem,
  type Problem,
  type ProblemSide,
  problemFromRow,
  problemLine,
  problemText,
} from "../../../common/problems";

/**
 * Provider and engine messages as codes (issue 33, item 9): why a refill's payment or top-up, a charge, or a
 * rental's payment or provisioning did not go through was an English sentence in a row ("Your card was
 * declined.", "… (gave up after 5 tries)", "txn-7: Carrier rejected the top-up: number not active."). Each
 * becomes a code and its values (`<column>_code`, `<column>_params`, JSON; common/problems.ts), and the old
 * column keeps only the provider's own text where it said more than the code's words ("details", for staff).
 * The engine's lines in a refill's history take the same code in `transaction_events.code` and `params`
 * (with `next_at` and `reference`), `message` keeping the details; a lease taken over reads `lease_reclaimed`.
 *
 * The sentences stored are read once, here: the known ones become their code; any other keeps its side's
 * generic code (payment_failed, refund_failed, topup_failed, provisioning_failed) with the text as details.
 * `down` writes the English sentences back.
 */

const RECLAIMED =
  "The worker holding it stopped answering; its lease ran out and another worker took it over.";

/** Each table's sentence columns and the side their texts come from. */
const COLUMNS: Array<{ table: string; column: string; code: string; params: string; side: ProblemSide }> = [
  {
    table: "transactions",
    column: "payment_error",
    code: "payment_error_code",
    params: "payment_error_params",
    side: "payment",
  },
  {
    table: "transactions",
    column: "refill_error",
    code: "refill_error_code",
    params: "refill_error_params",
    side: "topup",
  },
  {
    table: "charges",
    column: "failure_message",
    code: "failure_code",
    params: "failure_params",
    side: "payment",
  },
  {
    table: "rentals",
    column: "payment_error",
    code: "payment_error_code",
    params: "payment_error_params",
    side: "payment",
  },
  {
    table: "rentals",
    column: "rental_error",
    code: "rental_error_code",
    params: "rental_error_params",
    side: "rental",
  },
];

const paramsJson = (p: Problem) => JSON.stringify(p.params);

export async function up(db: Kysely<any>): Promise<void> {
  for (const c of COLUMNS) {
    await db.schema.alterTable(c.table).addColumn(c.code, "varchar(32)").execute();
    await db.schema.alterTable(c.table).addColumn(c.params, "varchar(200)").execute();
    const rows = await db
      .selectFrom(c.table)
      .select(["id", c.column])
      .where(c.column, "is not", null)
      .execute();
    for (const row of rows) {
      // A refund's failure is a refund's: its generic code says so.
      const side = c.table === "charges" && (await isRefund(db, row.id)) ? "refund" : c.side;
      const p = parseStoredProblem(side, String(row[c.column]));
      await db
        .updateTable(c.table)
        .set({ [c.code]: p.code, [c.params]: paramsJson(p), [c.column]: p.details })
        .where("id", "=", row.id)
        .execute();
    }
  }

  const events = await db
    .selectFrom("transaction_events")
    .select(["id", "step", "outcome", "message"])
    .where("code", "is", null)
    .where("message", "is not", null)
    .where((eb) =>
      eb.or([
        eb("step", "=", "charge").and("outcome", "!=", "ok"),
        eb("step", "=", "topup").and("outcome", "!=", "ok"),
        eb("outcome", "=", "reclaimed"),
      ]),
    )
    .execute();
  for (const e of events) {
    const set =
      e.outcome === "reclaimed"
        ? { code: "lease_reclaimed", params: "{}", message: e.message === RECLAIMED ? null : e.message }
        : (() => {
            const p = parseStoredProblem(e.step === "charge" ? "payment" : "topup", e.message, true);
            return { code: p.code, params: paramsJson(p), message: p.details };
          })();
    await db.updateTable("transaction_events").set(set).where("id", "=", e.id).execute();
  }
}

async function isRefund(db: Kysely<any>, id: number): Promise<boolean> {
  const row = await db.selectFrom("charges").select("kind").where("id", "=", id).executeTakeFirst();
  return row?.kind === "refund";
}

/** The English sentences again, as the server wrote them before this migration. */
export async function down(db: Kysely<any>): Promise<void> {
  const events = await db
    .selectFrom("transaction_events")
    .select(["id", "code", "params", "message"])
    .where("code", "is not", null)
    .where((eb) => eb.or([eb("step", "in", ["charge", "topup"]), eb("outcome", "=", "reclaimed")]))
    .execute();
  for (const e of events) {
    const message =
      e.code === "lease_reclaimed"
        ? (e.message ?? RECLAIMED)
        : (() => {
            const p = problemFromRow(e.code, e.params, e.message);
            return p ? problemLine(EN, p, true) : e.message;
          })();
    await db
      .updateTable("transaction_events")
      .set({ code: null, params: null, message })
      .where("id", "=", e.id)
      .execute();
  }

  for (const c of COLUMNS) {
    const rows = await db
      .selectFrom(c.table)
      .select(["id", c.column, c.code, c.params])
      .where(c.code, "is not", null)
      .execute();
    for (const row of rows) {
      const p = problemFromRow(row[c.code], row[c.params], row[c.column]);
      if (!p) continue;
      await db
        .updateTable(c.table)
        .set({ [c.column]: problemText(EN, p, true) })
        .where("id", "=", row.id)
        .execute();
    }
    await db.schema.alterTable(c.table).dropColumn(c.params).execute();
    await db.schema.alterTable(c.table).dropColumn(c.code).execute();
  }
}
