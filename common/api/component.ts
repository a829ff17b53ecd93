import { z } from "zod";

/**
 * An answer the OpenAPI document names: `schema`, registered under `id` (`Card`), so that every route
 * answering it refers to `#/components/schemas/Card` and a page of it is named after it (`pageOf`).
 */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  z.globalRegistry.add(schema, { id });
  return schema;
}

/** An answer object of these fields that the document names `id`: `component("Card", { id: …, … })`. */
export function component<S extends z.core.$ZodLooseShape>(id: string, fields: S) {
  return named(id, z.object(fields));
}

/** `base`'s fields, then these, named `id`: a detail answer extending its list's row (`base.extend`). */
export function extendedComponent<Base extends z.core.$ZodLooseShape, S extends z.core.$ZodLooseShape>(
  id: string,
  base: z.ZodObject<Base>,
  fields: S,
) {
  return named(id, base.extend(fields));
}
