import { z } from "zod";
import { component } from "./component";
import { PROBLEM_CODES } from "../problems";

/**
 * Why a payment, a refund, a top-up or a rental's provisioning did not go through (common/problems.ts): a
 * code whose words are the reader's catalogue's, its values, and the provider's own text for staff.
 */
export const problemAnswer = component("Problem", {
  code: z
    .enum(PROBLEM_CODES)
    .describe(
      "what went wrong: the engine's reasons (no_card, card_expired…), the processor's decline codes (card_declined, insufficient_funds, expired_card…), the top-up's failure kinds (topup_refused, wallet_short…), or a side's generic code (payment_failed, refund_failed, topup_failed) whose details say why",
    ),
  params: z
    .object({
      tries: z
        .number()
        .int()
        .optional()
        .describe("the engine gave up after this many transient errors in a row"),
    })
    .describe("the code's values"),
  details: z
    .string()
    .nullable()
    .describe("the provider's own words (English), when they said more than the code; for staff"),
});
export type ProblemAnswer = z.infer<typeof problemAnswer>;
