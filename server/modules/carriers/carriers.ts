import { sql } from "kysely";
import { z } from "zod";
import type { ListSpec } from "../../http/drf";
import type { FieldErrors } from "../../http/errors";
import { fields } from "../../http/validation";
import { catalogBodies, catalogListSpec, catalogService, optionalCode } from "../../http/catalog";
import { carrierAnswer, type Carrier } from "../../../common/api";

/** Carriers (server/db/schema.ts): the networks whose lines the company tops up; each has plans. */

export { carrierAnswer };
export type { Carrier };

const carrierFields = {
  name: fields.requiredText(120),
  is_active: z.boolean(),
  provider_operator_id: optionalCode(64),
};
export const { createBody: carrierCreateBody, updateBody: carrierUpdateBody } = catalogBodies(carrierFields);
type CarrierCreate = z.output<typeof carrierCreateBody>;
type CarrierUpdate = z.output<typeof carrierUpdateBody>;

export const CARRIER_NAME_TAKEN = "A carrier with that name already exists.";

export const carrierListSpec: ListSpec = catalogListSpec({
  ordering: { name: "t.name", created_at: "t.created_at" },
  search: ["t.name"],
});

export const carriers = catalogService<Carrier, CarrierCreate, CarrierUpdate>({
  table: "carriers",
  object: "carrier",
  spec: carrierListSpec,
  select: (qb) =>
    qb.select([
      "t.id",
      "t.name",
      "t.is_active",
      "t.provider_operator_id",
      "t.created_at",
      sql<number>`(select count(*) from plans p where p.carrier_id = t.id and p.is_active = ${true})`.as(
        "plans_count",
      ),
    ]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    is_active: Boolean(r.is_active),
    provider_operator_id: r.provider_operator_id,
    plans_count: Number(r.plans_count),
    created_at: r.created_at,
  }),
  hideFromCustomers: (carrier) => ({ ...carrier, provider_operator_id: null }),
  // Names are unique per company whatever their case (a customer picks a carrier by its name). Compared
  // here rather than with SQL lower(), which SQLite applies to ASCII only; a company has few carriers.
  async check(db, ctx, input, current): Promise<FieldErrors> {
    if (input.name === undefined) return {};
    const wanted = input.name.toLocaleLowerCase("en-US");
    const others = await db
      .selectFrom("carriers")
      .select(["id", "name"])
      .where("company_id", "=", ctx.companyId)
      .where("id", "<>", current?.id ?? 0)
      .execute();
    return others.some((c) => c.name.toLocaleLowerCase("en-US") === wanted)
      ? { name: [CARRIER_NAME_TAKEN] }
      : {};
  },
  insertValues: (ctx, input) => ({
    company_id: ctx.companyId,
    name: input.name,
    is_active: input.is_active,
    provider_operator_id: input.provider_operator_id ?? null,
  }),
});
