import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";

/** A worker counts as alive when it beat within this window (workers beat every few seconds). */
const WORKER_STALE_MS = 60_000;

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ ok: z.boolean(), dialect: z.enum(["sqlite", "postgres"]) }),
  worker: z.object({ alive: z.number().int(), last_beat_at: z.string().nullable() }),
  time: z.string(),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health/",
    {
      schema: {
        tags: ["service"],
        summary: "Database and worker heartbeat",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      let dbOk = true;
      let alive = 0;
      let last: string | null = null;
      try {
        await sql`select 1`.execute(app.db);
        const beats = await app.db.selectFrom("worker_heartbeats").select("beat_at").execute();
        const since = now.getTime() - WORKER_STALE_MS;
        alive = beats.filter((b) => Date.parse(b.beat_at) >= since).length;
        last =
          beats
            .map((b) => b.beat_at)
            .sort()
            .at(-1) ?? null;
      } catch (err) {
        app.log.error({ err }, "health check: database unreachable");
        dbOk = false;
      }
      const body = {
        status: dbOk ? ("ok" as const) : ("degraded" as const),
        database: { ok: dbOk, dialect: app.dialect },
        worker: { alive, last_beat_at: last },
        time: now.toISOString(),
      };
      return reply.status(dbOk ? 200 : 503).send(body);
    },
  );
};

export default health;
