import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth";
import { errorResponses } from "../../http/validation";
import { loadProfile, updateProfile } from "./profile";
import { profileAnswer, profileUpdateBody } from "./schemas";

/** The signed-in user's own profile (the customer's, under a hijack token). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/me/",
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user's profile, flags and company",
        response: { 200: profileAnswer, ...errorResponses(401) },
      },
    },
    async (request) => loadProfile(app.db, requireUser(request)),
  );

  app.patch(
    "/user/me/",
    {
      schema: {
        tags: ["accounts"],
        summary: "Update the profile; a new password needs current_password and ends the other sessions",
        body: profileUpdateBody,
        response: { 200: profileAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = requireUser(request);
      await updateProfile(app.db, ctx, request.body);
      return loadProfile(app.db, ctx);
    },
  );
};

export default profileRoutes;
