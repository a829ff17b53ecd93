import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth";
import { emptyBodyAsObject, errorResponses, idParams } from "../../http/validation";
import { listQuerySchema } from "../../http/drf";
import { phoneCreateBody, phonePage, phoneRow, phoneUpdateBody } from "./schemas";
import { createPhone, getPhone, listPhones, phoneListSpec, removePhone, updatePhone } from "./service";

/** /api/phones/: customers' own lines; staff see and edit every customer's of their company. */
const phoneNumbers: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["phone numbers"];

  app.get(
    "/phones/",
    {
      schema: {
        tags,
        summary: "List phone lines (a customer's own active ones; staff: the company's)",
        querystring: listQuerySchema(phoneListSpec),
        response: { 200: phonePage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listPhones(app.db, requireUser(request), request),
  );

  app.post(
    "/phones/",
    {
      schema: {
        tags,
        summary: "Add a line (staff name the customer in `user`)",
        body: phoneCreateBody,
        response: { 201: phoneRow, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      const id = await createPhone(app.db, ctx, request.body);
      return reply.status(201).send(await getPhone(app.db, ctx, id));
    },
  );

  app.get(
    "/phones/:id/",
    {
      schema: {
        tags,
        summary: "One phone line",
        params: idParams,
        response: { 200: phoneRow, ...errorResponses(401, 404) },
      },
    },
    async (request) => getPhone(app.db, requireUser(request), request.params.id),
  );

  app.patch(
    "/phones/:id/",
    {
      schema: {
        tags,
        summary: "Change a line's number, carrier, plan or nickname; is_active=false deactivates it",
        params: idParams,
        body: phoneUpdateBody,
        response: { 200: phoneRow, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const ctx = requireUser(request);
      await updatePhone(app.db, ctx, request.params.id, request.body);
      // A customer who deactivates their line still gets the row back, once.
      return getPhone(app.db, ctx, request.params.id, { includeInactive: true });
    },
  );

  app.delete(
    "/phones/:id/",
    {
      schema: {
        tags,
        summary:
          "Remove a line: deleted, or deactivated (its scheduled refills paused) when refills refer to it",
        params: idParams,
        response: { 204: z.null().describe("Removed"), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await removePhone(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default phoneNumbers;
