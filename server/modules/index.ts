import type { FastifyPluginAsync } from "fastify";
import accounts from "./accounts";
import health from "./health/routes";

/** Every API area, each a Fastify plugin registered under /api. Add a module here to mount it. */
export const apiModules: FastifyPluginAsync[] = [health, accounts];
