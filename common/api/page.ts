import { z } from "zod";

/** A DRF page of rows: `{count, next, previous, results}` (`next`/`previous`: absolute URLs or null). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(row),
  });
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
