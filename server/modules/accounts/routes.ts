import type { FastifyPluginAsync } from "fastify";
import profileRoutes from "./profile.routes";
import resetRoutes from "./reset.routes";
import sessionRoutes from "./session.routes";
import signUpRoutes from "./signup.routes";
import twoFactorRoutes from "./two-factor.routes";

/** Accounts and sign-in (docs/api-conventions.md), mounted under /api. */
const accounts: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(signUpRoutes);
  await app.register(profileRoutes);
  await app.register(resetRoutes);
  await app.register(twoFactorRoutes);
};

export default accounts;
