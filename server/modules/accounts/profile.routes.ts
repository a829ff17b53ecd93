import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { loadProfile, updateProfile } from "./profile";
import { profileAnswer, profileUpdateBody } from "./schemas";

/** The signed-in user's own profile (the customer's, under a hijack token). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/user/me/", tag: "accounts", caller: "user" });
  routes.call({
    method: "GET",
    summary: "The signed-in user's profile, flags and company",
    answer: profileAnswer,
    handler: (ctx) => loadProfile(app.db, ctx),
  });
  routes.call({
    method: "PATCH",
    summary: "Update the profile; a new password needs current_password and ends the other sessions",
    body: profileUpdateBody,
    answer: profileAnswer,
    errors: [403],
    handler: async (ctx, { body }) => {
      await updateProfile(app.db, ctx, body);
      return loadProfile(app.db, ctx);
    },
  });
};

export default profileRoutes;
