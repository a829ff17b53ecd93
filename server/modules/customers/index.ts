import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../http/auth";
import { emptyBodyAsObject, errorResponses, idParams } from "../../http/validation";
import { customerAnswer, customerCreateBody, customerPage, customerUpdateBody } from "./schemas";
import { listQuerySchema } from "../../http/drf";
import {
  createCustomer,
  customerListSpec,
  deactivateCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "./service";

/**
 * /api/company/customers/ (members and owners). Taking over a customer's session is
 * POST /api/company/customers/{id}/hijack/, in the accounts module.
 */
const customers: FastifyPluginAsyncZod = async (app) => {
  // Who may call is decided before the body is read, as DRF does: a customer gets 403 whatever they send.
  app.addHook("preValidation", async (request) => void requireMember(request));
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["customers"];

  app.get(
    "/company/customers/",
    {
      schema: {
        tags,
        summary: "The company's customers: search, filters, ordering, pages",
        querystring: listQuerySchema(customerListSpec),
        response: { 200: customerPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCustomers(app.db, requireMember(request), request),
  );

  app.post(
    "/company/customers/",
    {
      schema: {
        tags,
        summary: "Create a customer (no password); the welcome e-mail lets them choose one",
        body: customerCreateBody,
        response: { 201: customerAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ctx = requireMember(request);
      return reply.status(201).send(await createCustomer(app, ctx, request.body));
    },
  );

  app.get(
    "/company/customers/:id/",
    {
      schema: {
        tags,
        summary: "One customer",
        params: idParams,
        response: { 200: customerAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCustomer(app.db, requireMember(request), request.params.id),
  );

  app.patch(
    "/company/customers/:id/",
    {
      schema: {
        tags,
        summary: "Update a customer; is_active=true reactivates",
        params: idParams,
        body: customerUpdateBody,
        response: { 200: customerAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateCustomer(app.db, requireMember(request), request.params.id, request.body),
  );

  app.delete(
    "/company/customers/:id/",
    {
      schema: {
        tags,
        summary: "Deactivate a customer: no more sign-in, sessions end, history stays",
        params: idParams,
        response: { 204: z.null().describe("Deactivated"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deactivateCustomer(app.db, requireMember(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default customers;
