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
