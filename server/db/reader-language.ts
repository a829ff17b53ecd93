import type { AuthContext } from "../security/caller";
import type { DB } from "./connection";

/**
 * The language the panel speaks to the caller: their profile's; under a hijack the member's own, as the panel
 * keeps it (src/i18n/index.ts, adoptProfileLanguage), never the customer's they are viewing.
 */
export async function readerLanguage(db: DB, ctx: AuthContext): Promise<string> {
  if (ctx.hijackedBy === null) return ctx.user.language;
  const member = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", ctx.hijackedBy)
    .executeTakeFirst();
  return member?.language ?? ctx.user.language;
}
