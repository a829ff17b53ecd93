import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyExistsAnswer, companyExistsBody, signUpAnswer, signUpBody } from "./schemas";
import { companyExists, signUpCustomer } from "./signup";
import { clientOf } from "./sessions";
import { perIp, publicPost } from "../../http/throttle";

/** Public registration of a customer for a company, and the slug check the sign-up page makes first. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  publicPost(
    app,
    "/user/create/",
    {
      summary: "Register a customer of the company with that slug; answers with a token (signed in)",
      body: signUpBody,
      answer: signUpAnswer,
      created: true,
      perIp: perIp(app, 20, "1 hour"),
    },
    (body, request) => signUpCustomer(app.db, body, clientOf(request)),
  );

  publicPost(
    app,
    "/company/exists/",
    {
      summary: "Whether a company with this slug exists",
      body: companyExistsBody,
      answer: companyExistsAnswer,
      perIp: perIp(app, 60, "1 minute"),
    },
    ({ slug }) => companyExists(app.db, slug),
  );
};

export default signUpRoutes;
