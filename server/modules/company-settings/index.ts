import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audit } from "../../http/audit";
import { requireMember, requireOwner } from "../../http/auth";
import { emptyBodyAsObject, errorResponses } from "../../http/validation";
import { type CompanyAnswer, companyAnswer, companyUpdateBody } from "./schemas";

/** GET /api/company/ (members: the company's name, slug and tax rate) and PATCH (owners: name, tax rate). */
const companySettings: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["company"];

  const load = (companyId: number): Promise<CompanyAnswer> =>
    app.db
      .selectFrom("companies")
      .select(["id", "name", "slug", "tax_rate"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();

  app.get(
    "/company/",
    {
      schema: {
        tags,
        summary: "The caller's company: name, slug, tax rate",
        response: { 200: companyAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => load(requireMember(request).companyId),
  );

  app.patch(
    "/company/",
    {
      // Who may call is decided before the body is read, as DRF does.
      preValidation: async (request) => void requireOwner(request),
      schema: {
        tags,
        summary: "Rename the company or change its tax rate (owners)",
        body: companyUpdateBody,
        response: { 200: companyAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = requireOwner(request);
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        await app.db.transaction().execute(async (trx) => {
          await trx.updateTable("companies").set(changes).where("id", "=", ctx.companyId).execute();
          await audit(trx, ctx, "update", "company", ctx.companyId, changes);
        });
      }
      return load(ctx.companyId);
    },
  );
};

export default companySettings;
