import { z } from "zod";
import { formatCents, parseCents } from "../../common/money";

export { formatCents, parseCents };

/**
 * A request field holding money: accepts "25.00" or 25 and yields integer cents.
 * `min`/`max` are in cents.
 */
export function moneyField(opts: { min?: number; max?: number } = {}) {
  const { min = 0, max = 100_000_000 } = opts;
  return z.union([z.string(), z.number()]).transform((v, ctx) => {
    const cents = parseCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "A valid number is required, with at most 2 decimal places." });
      return z.NEVER;
    }
    if (cents < min) {
      ctx.addIssue({
        code: "custom",
        message: `Ensure this value is greater than or equal to ${formatCents(min)}.`,
      });
      return z.NEVER;
    }
    if (cents > max) {
      ctx.addIssue({
        code: "custom",
        message: `Ensure this value is less than or equal to ${formatCents(max)}.`,
      });
      return z.NEVER;
    }
    return cents;
  });
}

/** Tax on an amount at a decimal-string rate ("0.08875"), in exact integer arithmetic, half rounded up. */
export function taxOn(cents: number, rate: string): number {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate);
  if (!m) throw new Error(`bad tax rate ${rate}`);
  const scale = 1_000_000;
  const micro = Number(m[1]) * scale + Number((m[2] ?? "").padEnd(6, "0"));
  return Math.floor((cents * micro + scale / 2) / scale);
}
