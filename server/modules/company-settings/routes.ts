import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors";
import { pathId } from "../../http/ids";
import { recordRoutes } from "../../http/routes";
import { LOGO_MAX_BYTES, logoAt } from "./logo";
import { companyAnswer, companyUpdateBody, LOGO_MESSAGES } from "./schemas";
import { deleteLogo } from "./delete-logo";
import { readCompany } from "./queries";
import { updateCompany } from "./update";
import { uploadLogo } from "./upload-logo";

/**
 * GET /api/company/ (members: the company's name, slug, tax rate, time zone and phone menu number) and PATCH
 * (owners: those and the phone menu's Twilio auth token, which is stored and never returned nor audited).
 */
/**
 * The upload's bytes: the body as sent; a JSON or form body (a client that did not send the file) is its
 * text, which is no image; nothing at all (an empty body reads as `{}`) is empty.
 */
function uploadedBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (body == null || (typeof body === "object" && Object.keys(body).length === 0)) return Buffer.alloc(0);
  return Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
}

/** What a logo is stored and answered as (logo.ts re-encodes any other format it reads into one of them). */
const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"];

const companySettings: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/company/", tag: "company", caller: "member" });

  routes.call({
    method: "GET",
    summary: "The caller's company: name, slug, tax rate, time zone",
    answer: companyAnswer,
    handler: (ctx) => readCompany(app.db, ctx.companyId),
  });
  routes.call({
    method: "PATCH",
    summary: "Rename the company or change its tax rate or time zone (owners)",
    caller: "owner",
    body: companyUpdateBody,
    answer: companyAnswer,
    handler: (ctx, { body }) => updateCompany(app.db, app.dialect, ctx, body),
  });

  // The logo travels as the file's own bytes, whatever Content-Type the browser gives it (the server reads
  // the content to know what it is). Only the logo route reads such bodies: JSON stays JSON.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  routes.call({
    method: "PUT",
    summary:
      "Upload the company's logo (owners): the image file's bytes as the body, PNG, JPEG or WebP, ≤ 2 MB",
    description:
      "Sized down to at most 256 px high; answers the company with `logo_url`, the new logo's address.",
    path: "logo/",
    caller: "owner",
    rawBody: { types: LOGO_TYPES, schema: { type: "string", format: "binary" } },
    answer: companyAnswer,
    // The bytes are no JSON document: uploadLogo reads them, and a bad file is a 400 beside `logo`.
    errors: [400],
    // Beyond 2 MB the body is not read at all; the owner is told why beside the field, as for a bad file.
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        return reply.status(400).send({ logo: [LOGO_MESSAGES.tooLarge] });
      return app.errorHandler(error, request, reply);
    },
    handler: (ctx, { request }) => uploadLogo(app.db, ctx, uploadedBytes(request.body)),
  });
  routes.call({
    method: "DELETE",
    summary: "Remove the company's logo (owners)",
    path: "logo/",
    caller: "owner",
    answer: companyAnswer,
    handler: (ctx) => deleteLogo(app.db, ctx),
  });

  routes.call({
    method: "GET",
    summary: "A company's logo (public): the address `logo_url` gives, immutable",
    path: "logo/:company/:hash/",
    caller: "public",
    params: z.object({
      company: pathId(),
      hash: z.string().regex(/^[0-9a-f]{1,64}$/),
    }),
    answer: z.string().meta({ format: "binary" }).describe("the image, in the format it was stored in"),
    produces: LOGO_TYPES,
    handler: async (_ctx, { params, reply }) => {
      const logo = await logoAt(app.db, params.company, params.hash);
      if (!logo) throw notFound();
      return reply
        .header("content-type", logo.content_type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(logo.bytes));
    },
  });
};

export default companySettings;
