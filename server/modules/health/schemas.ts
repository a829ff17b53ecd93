import { z } from "zod";
import { component } from "../../../common/api/component";

export const healthSchema = component("Health", {
  /** ok; degraded: the database does not answer; stalled: refills wait past the limit and no worker runs */
  status: z.enum(["ok", "degraded", "stalled"]),
  database: z.object({ ok: z.boolean(), dialect: z.enum(["sqlite", "postgres"]) }),
  worker: z.object({ alive: z.number().int(), last_beat_at: z.string().nullable() }),
  queue: z.object({
    /** refills in_queue, due or backing off */
    depth: z.number().int(),
    /** of those, the ones a worker may take now */
    due: z.number().int(),
    /** how long the longest-waiting due refill has waited for a worker (null: none is due) */
    oldest_waiting_seconds: z.number().int().nullable(),
    /** the wait past which, with no live worker, the service is stalled */
    limit_seconds: z.number().int(),
  }),
  time: z.string(),
});

export type Health = z.infer<typeof healthSchema>;
