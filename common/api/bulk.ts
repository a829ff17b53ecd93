import { z } from "zod";
import { component } from "./component";
import { TRANSACTION_STATUSES } from "./enums";

/** POST /api/transactions/bulk/retry/ and /bulk/resolve/: what became of each refill asked for. */
export const bulkRowOutcome = component("BulkRowOutcome", {
  id: z.number().int(),
  outcome: z
    .enum(["retried", "resolved", "refused", "not_found"])
    .describe(
      "retried / resolved: done; refused: its state allows no such action; not_found: not the company's",
    ),
  status: z.enum(TRANSACTION_STATUSES).optional().describe("the refill's status after the call"),
  detail: z.string().optional().describe("refused: the sentence the one-by-one action answers"),
});
export type BulkRowOutcome = z.infer<typeof bulkRowOutcome>;

export const bulkAnswer = component("BulkOutcome", {
  results: z.array(bulkRowOutcome).describe("one per refill asked for, in the order asked (ids) or listed"),
  done: z.number().int().describe("how many were retried or resolved"),
  refused: z.number().int().describe("how many were refused or not found"),
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;
