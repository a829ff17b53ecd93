import { z } from "zod";
import { formatCents, parseCents } from "../../common/money";
import { VALIDATION_MESSAGES } from "./validation-messages";

export const MONEY_MESSAGES = {
  invalid: "A valid number is required, with at most 2 decimal places.",
} as const;

type Bounds = { min?: number; max?: number };

/** The cents a request's "25.00" or 25 stands for, within `min`/`max` (cents), or an issue naming why not. */
function centsWithin({ min = 0, max = 100_000_000 }: Bounds) {
  return (v: string | number, ctx: z.RefinementCtx): number => {
    const cents = parseCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: MONEY_MESSAGES.invalid });
      return z.NEVER;
    }
    if (cents < min) {
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.min(formatCents(min)) });
      return z.NEVER;
    }
    if (cents > max) {
      ctx.addIssue({ code: "custom", message: VALIDATION_MESSAGES.max(formatCents(max)) });
      return z.NEVER;
    }
    return cents;
  };
}

/**
 * A request field holding money: accepts "25.00" or 25 and yields integer cents.
 * `min`/`max` are in cents.
 */
export function moneyField(opts: Bounds = {}) {
  return z.union([z.string(), z.number()]).transform(centsWithin(opts));
}

/**
 * A money field that may be cleared with null. Each alternative carries its own `nullable` (rather than
 * `moneyField().nullable()`, whose document puts `nullable` beside `anyOf` with no type, which OpenAPI 3.0
 * leaves undefined and Redocly refuses).
 */
export function nullableMoneyField(opts: Bounds = {}) {
  const cents = centsWithin(opts);
  return z
    .union([z.string().nullable(), z.number().nullable()])
    .transform((v, ctx) => (v === null ? null : cents(v, ctx)));
}
