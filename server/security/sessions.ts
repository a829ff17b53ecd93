import type { DB } from "../db/connection";

/** Sign-in sessions (auth_tokens) that end when something about their person changes. */

/**
 * After a password change or reset: every session of the user ends — their own tokens but `keepTokenId`,
 * and the hijack tokens they opened as a member.
 */
export async function endSessionsOf(
  db: DB,
  userId: number,
  keepTokenId: number | null = null,
): Promise<void> {
  await db
    .deleteFrom("auth_tokens")
    .where((eb) =>
      eb.or([
        keepTokenId === null
          ? eb("user_id", "=", userId)
          : eb.and([eb("user_id", "=", userId), eb("id", "<>", keepTokenId)]),
        eb("hijacked_by", "=", userId),
      ]),
    )
    .execute();
}

/**
 * After a PIN is removed or replaced from outside the person's own session (staff's "Remove PIN", a PIN
 * link): the sessions that began with that PIN end — and those of before sessions were told apart
 * (`signed_in_with` null), which may have. Sessions opened with the password, and hijack tokens, stay.
 */
export async function endPinSessionsOf(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom("auth_tokens")
    .where("user_id", "=", userId)
    .where("hijacked_by", "is", null)
    .where((eb) => eb.or([eb("signed_in_with", "=", "pin"), eb("signed_in_with", "is", null)]))
    .execute();
}
