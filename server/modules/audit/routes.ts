import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditEntryAnswer } from "../../../common/api/audit-log";
import { recordRoutes } from "../../http/routes";
import { listAuditEntries } from "./queries";

/** /api/audit-log/: who did what, when, as whom, to which record; the company's owners read it. */
const auditLog: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/audit-log/", tag: "audit-log", caller: "owner" });
  routes.list({
    summary: "The company's audit log (owners): staff actions and writes made while viewing as a customer",
    row: auditEntryAnswer,
    read: listAuditEntries,
  });
};

export default auditLog;
