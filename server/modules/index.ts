import type { FastifyPluginAsync } from "fastify";
import accounts from "./accounts";
import companySettings from "./company-settings";
import customers from "./customers";
import health from "./health/routes";
import members from "./members";

/** Every API area, each a Fastify plugin registered under /api. Add a module here to mount it. */
export const apiModules: FastifyPluginAsync[] = [health, accounts, customers, members, companySettings];
