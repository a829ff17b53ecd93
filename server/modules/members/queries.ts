import type { Language } from "../../../common/languages";
import type { DB } from "../../db/connection";
import type { UserUpdate } from "../../db/schema";
import { filters } from "../../http/lists/filters";
import type { ListSpec } from "../../http/lists/spec";
import { companyPeople, PERSON_ORDERING } from "../../people/people";
import { listPage } from "../../http/lists/paging";
import { listReader } from "../../http/lists/readers";
import { notFound } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { type MemberAnswer, type MemberInvite, memberListQuery } from "./schemas";

/**
 * Members' SQL: the list spec, the company's staff (`users as u`, is_company_member=true) and the writes of
 * their rows.
 */

export const memberListSpec: ListSpec<"users as u"> = {
  ordering: PERSON_ORDERING,
  defaultOrdering: ["-created_at"],
  search: ["u.first_name", "u.last_name", "u.email"],
  filters: {
    is_active: filters.boolean("u.is_active"),
    is_company_owner: filters.boolean("u.is_company_owner"),
    created_after: filters.dateFrom("u.created_at"),
    created_before: filters.dateTo("u.created_at"),
  },
  idColumn: "u.id",
};

/** The company's staff (`users as u`, members and owners): what every read here starts from. */
export const scoped = (db: DB, companyId: number) => companyPeople(db, companyId, "staff");

/** The columns a member's answer is read from. */
export const COLUMNS = [
  "u.id",
  "u.email",
  "u.first_name",
  "u.last_name",
  "u.is_company_owner",
  "u.is_active",
  "u.created_at",
  "u.last_login",
  "u.password_hash",
] as const;

/** A member as read: the password hash only to tell whether the invitation is pending. */
export type MemberRow = Omit<MemberAnswer, "invitation_pending"> & { password_hash: string | null };

/** Reads one member of the company with the answer's columns. */
export const memberRow = (db: DB, companyId: number, id: number) =>
  scoped(db, companyId).select(COLUMNS).where("u.id", "=", id).executeTakeFirst();

/** Writes a new member of the company: no password (the invitation sets it), active. */
/** A new member speaks `language` (their inviter's) until they choose theirs in their profile. */
export const insertMember = (trx: DB, companyId: number, input: MemberInvite, language: Language) =>
  trx
    .insertInto("users")
    .values({
      company_id: companyId,
      language,
      email: input.email,
      password_hash: null,
      first_name: input.first_name,
      last_name: input.last_name,
      is_company_member: true,
      is_company_owner: input.is_company_owner,
      is_active: true,
      created_at: new Date().toISOString(),
    })
    .returning(["id", "email", "first_name", "is_company_owner"])
    .executeTakeFirstOrThrow();

/** Writes the changes to the member's row of users. */
export async function updateMemberRow(trx: DB, id: number, changes: UserUpdate): Promise<void> {
  await trx.updateTable("users").set(changes).where("id", "=", id).execute();
}

/** Reads how many active owners the company has. */
export async function activeOwnerCount(trx: DB, companyId: number): Promise<number> {
  const owners = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .where("is_company_owner", "=", true)
    .where("is_active", "=", true)
    .executeTakeFirstOrThrow();
  return Number(owners.n);
}

/** The password hash is read only to tell whether the invitation is still pending; it never leaves here. */
function serialize({ password_hash, ...row }: MemberRow): MemberAnswer {
  return { ...row, invitation_pending: password_hash === null };
}

export const listMembers = listReader(memberListQuery, (db, ctx, request) =>
  listPage({
    request,
    db,
    scope: { companyId: ctx.companyId },
    base: scoped(db, ctx.companyId),
    spec: memberListSpec,
    select: (qb) => qb.select(COLUMNS),
    serialize,
  }),
);

export async function getMember(db: DB, ctx: AuthContext, id: number): Promise<MemberAnswer> {
  const row = await memberRow(db, ctx.companyId, id);
  if (!row) throw notFound();
  return serialize(row as MemberRow);
}
