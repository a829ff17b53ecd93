import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth";
import { emptyBodyAsObject, errorResponses, idParams } from "../../http/validation";
import {
  scheduledRefillCreateBody,
  scheduledRefillListQuery,
  scheduledRefillPage,
  scheduledRefillRow,
  scheduledRefillUpdateBody,
} from "./schemas";
import {
  createScheduledRefill,
  getScheduledRefill,
  listScheduledRefills,
  removeScheduledRefill,
  updateScheduledRefill,
} from "./service";

/** /api/scheduled-refills/: monthly refills; customers their own lines', staff the company's. */
const scheduledRefills: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["scheduled refills"];

  app.get(
    "/scheduled-refills/",
    {
      schema: {
        tags,
        summary: "List scheduled refills, soonest first",
        querystring: scheduledRefillListQuery,
        response: { 200: scheduledRefillPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listScheduledRefills(app.db, requireUser(request), request),
  );

  app.post(
    "/scheduled-refills/",
    {
      schema: {
        tags,
        summary: "Schedule a monthly refill; next_run_on is the next date with that day of the month (UTC)",
        body: scheduledRefillCreateBody,
        response: { 201: scheduledRefillRow, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      const id = await createScheduledRefill(app.db, ctx, request.body);
      return reply.status(201).send(await getScheduledRefill(app.db, ctx, id));
    },
  );

  app.get(
    "/scheduled-refills/:id/",
    {
      schema: {
        tags,
        summary: "One scheduled refill",
        params: idParams,
        response: { 200: scheduledRefillRow, ...errorResponses(401, 404) },
      },
    },
    async (request) => getScheduledRefill(app.db, requireUser(request), request.params.id),
  );

  app.patch(
    "/scheduled-refills/:id/",
    {
      schema: {
        tags,
        summary: "Edit; {is_active:false} pauses, {is_active:true} resumes and recomputes next_run_on",
        params: idParams,
        body: scheduledRefillUpdateBody,
        response: { 200: scheduledRefillRow, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const ctx = requireUser(request);
      await updateScheduledRefill(app.db, ctx, request.params.id, request.body);
      return getScheduledRefill(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    "/scheduled-refills/:id/",
    {
      schema: {
        tags,
        summary: "Delete a scheduled refill (its past transactions stay)",
        params: idParams,
        response: { 204: z.null().describe("Deleted"), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await removeScheduledRefill(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default scheduledRefills;
