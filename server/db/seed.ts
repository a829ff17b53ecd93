import type { FastifyBaseLogger } from "fastify";
import type { DB } from "./connection";

/** Placeholder replaced by the demo seed (in progress). Seeds nothing yet. */
export async function seedIfEmpty(_db: DB, _log: FastifyBaseLogger): Promise<boolean> {
  return false;
}
