import { z } from "zod";
import { formatCents, parseCents } from "../../common/money";
import { VALIDATION_MESSAGES } from "./validation-messages";

export const MONEY_MESSAGES = {
  invalid: "A valid number is required, with at most 2 decimal places.",
} as const;

/**
 * A request field holding money: accepts "25.00" or 25 and yields integer cents.
 * `min`/`max` are in cents.
 */
export function moneyField(opts: { min?: number; max?: number } = {}) {
  const { min = 0, max = 100_000_000 } = opts;
  return z.union([z.string(), z.number()]).transform((v, ctx) => {
    const cents = parseCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: MONEY_MESSAGES.invalid });
      return z.NEVER;
    }
    if (cents < min) {
      ctx.addIssue({
        code: "custom",
        message: VALIDATION_MESSAGES.min(formatCents(min)),
      });
      return z.NEVER;
    }
    if (cents > max) {
      ctx.addIssue({
        code: "custom",
        message: VALIDATION_MESSAGES.max(formatCents(max)),
      });
      return z.NEVER;
    }
    return cents;
  });
}
