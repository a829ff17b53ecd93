import type { DB } from "../../db/connection";
import type { FieldErrors } from "../../http/errors";
import type { AuthContext } from "../../security/caller";
import { COUNTRY_CODE_TAKEN, type Country, type CountryCreate, type CountryUpdate } from "./schemas";

/** The check a country's create and update share (the catalogue kit runs it before writing). */

export async function checkCountryCode(
  db: DB,
  ctx: AuthContext,
  input: CountryCreate | CountryUpdate,
  current: Country | null,
): Promise<FieldErrors> {
  if (input.code === undefined || input.code === current?.code) return {};
  const taken = await db
    .selectFrom("countries")
    .select("id")
    .where("company_id", "=", ctx.companyId)
    .where("code", "=", input.code)
    .executeTakeFirst();
  return taken ? { code: [COUNTRY_CODE_TAKEN] } : {};
}
