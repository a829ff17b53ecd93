import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember, requireOwner } from "../../http/auth";
import { errorResponses } from "../../http/validation";
import { companyAnswer, companyUpdateBody } from "./schemas";
import { readCompany, updateCompany } from "./service";

/**
 * GET /api/company/ (members: the company's name, slug, tax rate, time zone and phone menu number) and PATCH
 * (owners: those and the phone menu's Twilio auth token, which is stored and never returned nor audited).
 */
const companySettings: FastifyPluginAsyncZod = async (app) => {
  const tags = ["company"];

  app.get(
    "/company/",
    {
      schema: {
        tags,
        summary: "The caller's company: name, slug, tax rate, time zone",
        response: { 200: companyAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => readCompany(app.db, requireMember(request).companyId),
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
    async (request) => updateCompany(app.db, app.dialect, requireOwner(request), request.body),
  );
};

export default companySettings;
