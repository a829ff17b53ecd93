import { z } from "zod";
import type { ListSpec } from "../../http/drf";
import type { FieldErrors } from "../../http/errors";
import { moneyField } from "../../http/money";
import { formatCents } from "../../../common/money";
import { fields } from "../../http/validation";
import { catalogBodies, catalogListSpec, catalogService } from "../../http/catalog";
import { countryAnswer, type Country } from "../../../common/api";
import { countryCode } from "../../../common/countries";

/** Destination countries of a rental (server/db/schema.ts, docs/engines.md), each with a daily surcharge. */

export const COUNTRY_CODE_TAKEN = "A country with that code already exists.";
export const COUNTRY_CODE_INVALID = "Enter an ISO 3166-1 alpha-2 country code, such as US or MX.";

export { countryCode };

export { countryAnswer };
export type { Country };

const countryFields = {
  name: fields.requiredText(120),
  code: z.string().transform((raw, ctx) => {
    const code = countryCode(raw);
    if (code === null) ctx.addIssue({ code: "custom", message: COUNTRY_CODE_INVALID });
    return code ?? "";
  }),
  daily_rate: moneyField({ min: 0 }).describe('"2.00" or 2; 0 for no surcharge'),
  is_active: z.boolean(),
};
export const { createBody: countryCreateBody, updateBody: countryUpdateBody } = catalogBodies(countryFields);
type CountryCreate = z.output<typeof countryCreateBody>;
type CountryUpdate = z.output<typeof countryUpdateBody>;

export const countryListSpec: ListSpec = catalogListSpec({
  ordering: { name: "t.name", code: "t.code", daily_rate: "t.daily_rate", created_at: "t.created_at" },
  search: ["t.name", "t.code"],
});

export const countries = catalogService<Country, CountryCreate, CountryUpdate>({
  table: "countries",
  object: "country",
  spec: countryListSpec,
  select: (qb) => qb.select(["t.id", "t.name", "t.code", "t.daily_rate", "t.is_active", "t.created_at"]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    daily_rate: formatCents(r.daily_rate),
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }),
  async check(db, ctx, input, current): Promise<FieldErrors> {
    if (input.code === undefined || input.code === current?.code) return {};
    const taken = await db
      .selectFrom("countries")
      .select("id")
      .where("company_id", "=", ctx.companyId)
      .where("code", "=", input.code)
      .executeTakeFirst();
    return taken ? { code: [COUNTRY_CODE_TAKEN] } : {};
  },
  uniqueViolation: { code: [COUNTRY_CODE_TAKEN] },
});
