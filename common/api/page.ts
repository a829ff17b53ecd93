import { z } from "zod";
import { named } from "./component";

const pages = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A DRF page of rows: `{count, next, previous, results}` (`next`/`previous`: absolute URLs or null). The
 * page of a row named in the OpenAPI document (`Transaction`) is one schema, named as drf-spectacular names
 * it (`PaginatedTransactionList`), so every list of it refers to one component.
 */
export function pageOf<T extends z.ZodType>(row: T) {
  const known = pages.get(row) as ReturnType<typeof pageSchema<T>> | undefined;
  if (known) return known;
  const id = z.globalRegistry.get(row)?.id;
  if (!id) return pageSchema(row);
  const page = named(`Paginated${id}List`, pageSchema(row));
  pages.set(row, page);
  return page;
}

function pageSchema<T extends z.ZodType>(row: T) {
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
