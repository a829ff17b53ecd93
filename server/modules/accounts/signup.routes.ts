import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/validation";
import { companyExistsAnswer, companyExistsBody, signUpAnswer, signUpBody } from "./schemas";
import { companyExists, signUpCustomer } from "./signup";
import { perIp } from "./throttle";

/** Public registration of a customer for a company, and the slug check the sign-up page makes first. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/create/",
    {
      schema: {
        tags: ["accounts"],
        summary: "Register a customer of the company with that slug; answers with a token (signed in)",
        security: [],
        body: signUpBody,
        response: { 201: signUpAnswer, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perIp(app, 20, "1 hour") },
    },
    async (request, reply) => reply.status(201).send(await signUpCustomer(app.db, request.body)),
  );

  app.post(
    "/company/exists/",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether a company with this slug exists",
        security: [],
        body: companyExistsBody,
        response: { 200: companyExistsAnswer, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perIp(app, 60, "1 minute") },
    },
    async (request) => ({ exists: await companyExists(app.db, request.body.slug) }),
  );
};

export default signUpRoutes;
