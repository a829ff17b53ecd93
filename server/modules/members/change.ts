import { auditChanges } from "../../../common/audit";
import type { FastifyInstance } from "fastify";
import type { UserUpdate } from "../../db/schema";
import { audit } from "../../db/audit-log";
import type { AuthContext } from "../../security/caller";
import { badRequest } from "../../http/errors";
import { endSessionsOf } from "../../security/sessions";
import { lockCompany } from "../../db/lookups";
import { activeOwnerCount, getMember, updateMemberRow } from "./queries";
import { LAST_OWNER, type MemberAnswer, type MemberUpdate, NOT_YOURSELF } from "./schemas";

/**
 * PATCH and DELETE. A company always keeps one active owner, and an owner never deactivates themself.
 * The owner check runs inside the write's transaction, with the company row locked on PostgreSQL, so
 * that two owners demoting each other at once cannot both succeed.
 */
export async function changeMember(
  app: FastifyInstance,
  ctx: AuthContext,
  id: number,
  input: MemberUpdate,
  action: "update" | "deactivate" = "update",
): Promise<MemberAnswer> {
  const current = await getMember(app.db, ctx, id);
  if (input.is_active === false && id === ctx.user.id) throw badRequest({ non_field_errors: NOT_YOURSELF });

  const changes: UserUpdate = {};
  for (const key of ["first_name", "last_name", "is_company_owner", "is_active"] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (!Object.keys(changes).length) return current;
  const losesOwner =
    current.is_company_owner &&
    current.is_active &&
    (changes.is_company_owner === false || changes.is_active === false);

  await app.db.transaction().execute(async (trx) => {
    if (losesOwner && app.dialect === "postgres") await lockCompany(trx, ctx.companyId);
    await updateMemberRow(trx, id, changes);
    if (losesOwner && (await activeOwnerCount(trx, ctx.companyId)) === 0)
      throw badRequest({ non_field_errors: LAST_OWNER });
    if (changes.is_active === false) await endSessionsOf(trx, id);
    await audit(trx, ctx, action, "member", id, { changes: auditChanges(current, changes) });
  });
  return getMember(app.db, ctx, id);
}
