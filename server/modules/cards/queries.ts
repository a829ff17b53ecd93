import type { Insertable } from "kysely";
import type { DB } from "../../db/connection";
import type { PaymentMethodsTable } from "../../db/schema";
import { notFound } from "../../http/errors";
import { filters } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import type { CardRow } from "./schemas";

/** Saved cards' SQL: a user's active cards, the default flag, and the scheduled refills that charge a card. */

export const columns = ["id", "brand", "last4", "exp_month", "exp_year", "is_default", "created_at"] as const;
export type Stored = Pick<CardRow, (typeof columns)[number]>;

export const cardListSpec: ListSpec<"payment_methods"> = {
  ordering: { created_at: "created_at", exp_year: "exp_year", is_default: "is_default" },
  defaultOrdering: ["-is_default", "-created_at"],
  filters: {
    created_after: filters.dateFrom("created_at"),
    created_before: filters.dateTo("created_at"),
  },
};

/** Reads the user's active cards: what the list pages through, and where one card of theirs is looked for. */
export const scoped = (db: DB, userId: number) =>
  db.selectFrom("payment_methods").where("user_id", "=", userId).where("is_active", "=", true);

/** Reads one active card of the user, or 404 (another customer's card does not exist for them). */
export const activeCardOf = (db: DB, userId: number, id: number) =>
  scoped(db, userId)
    .select([...columns])
    .where("id", "=", id)
    .executeTakeFirstOrThrow(notFound);

/** Reads what the processor is told of the card's owner (users: e-mail, name, Stripe Customer). */
export const cardOwner = (db: DB, userId: number) =>
  db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "stripe_customer_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();

/** Writes the user's processor Customer (users.stripe_customer_id). */
export async function setProcessorCustomer(
  trx: DB,
  userId: number,
  processorCustomer: string,
): Promise<void> {
  await trx
    .updateTable("users")
    .set({ stripe_customer_id: processorCustomer })
    .where("id", "=", userId)
    .execute();
}

/** Writes a new card row and reads it back as the list shows it. */
export const insertCard = (trx: DB, values: Insertable<PaymentMethodsTable>) =>
  trx
    .insertInto("payment_methods")
    .values(values)
    .returning([...columns])
    .executeTakeFirstOrThrow();

/** Reads whether an active scheduled refill charges the card. */
export const activeScheduleCharging = (trx: DB, cardId: number) =>
  trx
    .selectFrom("scheduled_refills")
    .select("id")
    .where("payment_method_id", "=", cardId)
    .where("is_active", "=", true)
    .executeTakeFirst();

/** Writes payment_method_id=null on the scheduled refills that named the card. */
export async function releaseFromSchedules(trx: DB, cardId: number): Promise<void> {
  await trx
    .updateTable("scheduled_refills")
    .set({ payment_method_id: null })
    .where("payment_method_id", "=", cardId)
    .execute();
}

/** Writes the card removed: inactive and no longer the default. */
export async function deactivateCard(trx: DB, id: number): Promise<void> {
  await trx
    .updateTable("payment_methods")
    .set({ is_active: false, is_default: false })
    .where("id", "=", id)
    .execute();
}

/** Reads the user's newest active card. */
export const newestActiveCard = (trx: DB, userId: number) =>
  scoped(trx, userId).select("id").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();
