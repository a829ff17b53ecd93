import { z } from "zod";
import { component } from "./component";
import { DEVICE_KINDS, RENTAL_FEE_KINDS } from "./enums";

/** Answers of the catalogue: carriers and their plans, rentable devices and destination countries. */

export const carrierAnswer = component("Carrier", {
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  provider_operator_id: z
    .string()
    .nullable()
    .describe("the operator's id at the top-up provider (null for customers)"),
  plans_count: z.number().int().describe("active plans"),
  created_at: z.string(),
});
export type Carrier = z.infer<typeof carrierAnswer>;

export const planAnswer = component("Plan", {
  id: z.number().int(),
  carrier: z.number().int().describe("the carrier's id"),
  carrier_name: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.string().describe('price in USD, e.g. "25.00"'),
  validity_days: z.number().int(),
  is_active: z.boolean(),
  provider_product_id: z
    .string()
    .nullable()
    .describe("the product's id at the top-up provider (null for customers)"),
  cost: z
    .string()
    .nullable()
    .describe(
      "what a top-up of the plan costs the company at the top-up provider, USD, after its discount " +
        "(null when not set, and for customers): each refill keeps it as its cost when the provider does not say",
    ),
  created_at: z.string(),
});
export type Plan = z.infer<typeof planAnswer>;

export const deviceAnswer = component("Device", {
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  daily_rate: z.string().describe('USD per day, e.g. "4.50"'),
  deposit: z.string().describe('USD held while rented, e.g. "100.00"'),
  stock: z.number().int().describe("units owned: overlapping rentals cannot exceed it"),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Device = z.infer<typeof deviceAnswer>;

export const countryAnswer = component("Country", {
  id: z.number().int(),
  name: z.string(),
  code: z.string().describe("ISO 3166-1 alpha-2, upper case"),
  daily_rate: z.string().describe('surcharge in USD per rental day, e.g. "2.00"'),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Country = z.infer<typeof countryAnswer>;

export const rentalFeeAnswer = component("RentalFee", {
  id: z.number().int(),
  kind: z.enum(RENTAL_FEE_KINDS),
  name: z.string(),
  amount: z.string().describe('USD, e.g. "40.00"; a late return\'s is per day late'),
  taxable: z.boolean().describe("whether the company's tax rate applies"),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type RentalFee = z.infer<typeof rentalFeeAnswer>;
