import type { DB } from "../../../server/db/connection";
import { clientAs, companiesForFile, randomLetters } from "../helpers";

/** Shared by the customers tests (list.test.ts, writes.test.ts). */

/**
 * A fresh e-mail address. Letters only: the search test looks for digits, which must match phone numbers
 * and nothing else.
 */
export const unique = (prefix: string) => `${prefix}-${randomLetters()}@example.test`;

/** The PIN as stored: staff answers never carry it. */
export const storedPin = async (db: DB, id: number) =>
  (await db.selectFrom("users").select("pin").where("id", "=", id).executeTakeFirstOrThrow()).pin;

/** companiesForFile(), and `call`: the API as the home company's member (another token as the last argument). */
export async function customersForFile() {
  const world = await companiesForFile();
  return { ...world, call: clientAs(world.app, world.home.member.token) };
}
