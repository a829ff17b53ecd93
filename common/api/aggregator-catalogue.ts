import { z } from "zod";
import { component } from "./component";

/**
 * The top-up aggregator's catalogue as owners import it (DESIGN.md §18, issue 37 item 4): a country's
 * operators with the fixed amounts they sell, marked with the carrier and plans an import made of them; and
 * what changed at the aggregator since, for owners to accept one by one (nothing reprices itself).
 */

export const catalogueAmountAnswer = component("CatalogueAmount", {
  product_key: z
    .string()
    .describe("`<operator id>:<face value>`, the plan's provider_product_id once imported"),
  face_value: z.string().describe('what a top-up sends, in USD: "10.00"'),
  local_amount: z.string().nullable().describe("what the line receives, in `local_currency`; null: not said"),
  local_currency: z.string().nullable(),
  description: z.string().nullable().describe("the aggregator's words for the amount"),
  cost: z.string().describe("what a top-up of it costs the company after the operator's discount, USD"),
  plan: z.number().int().nullable().describe("the plan imported from it, or null"),
  plan_price: z.string().nullable().describe("that plan's price (what customers pay), or null"),
});
export type CatalogueAmount = z.infer<typeof catalogueAmountAnswer>;

export const catalogueOperatorAnswer = component("CatalogueOperator", {
  operator_id: z.string(),
  name: z.string(),
  local_currency: z.string().nullable(),
  discount_percent: z.number().describe("percent of each top-up the aggregator keeps back for the company"),
  carrier: z.number().int().nullable().describe("the company's carrier with this operator id, or null"),
  carrier_name: z.string().nullable(),
  amounts: z.array(catalogueAmountAnswer),
});
export type CatalogueOperator = z.infer<typeof catalogueOperatorAnswer>;

export const catalogueOfferAnswer = component("CatalogueOffer", {
  country: z.string().describe("ISO 3166 alpha-2"),
  operators: z.array(catalogueOperatorAnswer),
});
export type CatalogueOffer = z.infer<typeof catalogueOfferAnswer>;

export const catalogueImportAnswer = component("CatalogueImport", {
  carriers_created: z.number().int(),
  plans_created: z.number().int(),
  plans_kept: z.number().int().describe("amounts already imported: left as they are, price included"),
});
export type CatalogueImport = z.infer<typeof catalogueImportAnswer>;

/** What changed at the aggregator since the import. */
export const CATALOGUE_CHANGE_KINDS = [
  "operator_gone",
  "amount_gone",
  "cost_changed",
  "new_operator",
  "new_amount",
] as const;
export type CatalogueChangeKind = (typeof CATALOGUE_CHANGE_KINDS)[number];

export const catalogueChangeAnswer = component("CatalogueChange", {
  id: z.string().describe("names the change in accept/ and dismiss/"),
  kind: z
    .enum(CATALOGUE_CHANGE_KINDS)
    .describe(
      "operator_gone: accepting deactivates the carrier; amount_gone: deactivates the plan; cost_changed: " +
        "writes the new cost (the price stays); new_operator: adds the carrier; new_amount: adds a plan at " +
        "the price the owner gives",
    ),
  country: z.string(),
  operator_id: z.string(),
  operator_name: z.string(),
  carrier: z.number().int().nullable(),
  plan: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  face_value: z.string().nullable().describe("USD; null for an operator's change"),
  local_amount: z.string().nullable(),
  local_currency: z.string().nullable(),
  cost_before: z.string().nullable().describe("cost_changed: the cost at import (or last accepted)"),
  cost_after: z.string().nullable().describe("cost_changed, new_amount: the aggregator's cost now"),
  price: z.string().nullable().describe("the plan's price, for a change to a plan"),
  dismissable: z.boolean().describe("new operators and amounts may be dismissed instead of accepted"),
});
export type CatalogueChange = z.infer<typeof catalogueChangeAnswer>;

export const catalogueChangesAnswer = component("CatalogueChanges", {
  countries: z.array(z.string()).describe("the countries whose imported carriers were compared"),
  changes: z.array(catalogueChangeAnswer).describe("every change at once: a company's catalogue is short"),
});
export type CatalogueChanges = z.infer<typeof catalogueChangesAnswer>;
