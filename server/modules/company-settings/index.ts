import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audit } from "../audit/service";
import { uniqueAs } from "../../http/errors";
import { requireMember, requireOwner } from "../../http/auth";
import { emptyBodyAsObject, errorResponses } from "../../http/validation";
import { type CompanyAnswer, companyAnswer, companyUpdateBody } from "./schemas";

/**
 * GET /api/company/ (members: the company's name, slug, tax rate, time zone and phone menu number) and PATCH
 * (owners: those and the phone menu's Twilio auth token, which is stored and never returned nor audited).
 */
const companySettings: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["company"];

  const load = async (companyId: number): Promise<CompanyAnswer> => {
    const { twilio_auth_token, ...company } = await app.db
      .selectFrom("companies")
      .select(["id", "name", "slug", "tax_rate", "phone_menu_number", "twilio_auth_token", "time_zone"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    return { ...company, phone_menu_token_set: !!twilio_auth_token };
  };

  app.get(
    "/company/",
    {
      schema: {
        tags,
        summary: "The caller's company: name, slug, tax rate, time zone",
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
        summary: "Rename the company or change its tax rate or time zone (owners)",
        body: companyUpdateBody,
        response: { 200: companyAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = requireOwner(request);
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) {
        await app.db.transaction().execute(async (trx) => {
          // The phone menu finds its company by the called number: one company per number.
          await trx
            .updateTable("companies")
            .set(changes)
            .where("id", "=", ctx.companyId)
            .execute()
            .catch(
              uniqueAs({ phone_menu_number: "Another company already uses this number for its phone menu." }),
            );
          await audit(trx, ctx, "update", "company", ctx.companyId, changes);
        });
      }
      return load(ctx.companyId);
    },
  );
};

export default companySettings;
