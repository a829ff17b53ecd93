import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOwner } from "../../http/auth";
import { emptyBodyAsObject, errorResponses, idParams } from "../../http/validation";
import { memberAnswer, memberInviteBody, memberListQuery, memberPage, memberUpdateBody } from "./schemas";
import { changeMember, getMember, inviteMember, listMembers, resendInvitation } from "./service";

/** /api/company/members/: the company's team, managed by its owners (a member or a customer gets 403). */
const members: FastifyPluginAsyncZod = async (app) => {
  // Who may call is decided before the body is read, as DRF does.
  app.addHook("preValidation", async (request) => void requireOwner(request));
  app.addHook("preValidation", emptyBodyAsObject);
  const tags = ["members"];

  app.get(
    "/company/members/",
    {
      schema: {
        tags,
        summary: "The company's members and owners: search, filters, ordering, pages",
        querystring: memberListQuery,
        response: { 200: memberPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMembers(app.db, requireOwner(request), request),
  );

  app.post(
    "/company/members/",
    {
      schema: {
        tags,
        summary: "Invite a member by e-mail (a link to choose a password, valid 7 days)",
        body: memberInviteBody,
        response: { 201: memberAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(app, requireOwner(request), request.body)),
  );

  app.get(
    "/company/members/:id/",
    {
      schema: {
        tags,
        summary: "One member",
        params: idParams,
        response: { 200: memberAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getMember(app.db, requireOwner(request), request.params.id),
  );

  app.patch(
    "/company/members/:id/",
    {
      schema: {
        tags,
        summary: "Rename, promote/demote, deactivate/reactivate; the last owner stays",
        params: idParams,
        body: memberUpdateBody,
        response: { 200: memberAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeMember(app, requireOwner(request), request.params.id, request.body),
  );

  app.delete(
    "/company/members/:id/",
    {
      schema: {
        tags,
        summary: "Deactivate a member: no more sign-in, sessions end; never yourself nor the last owner",
        params: idParams,
        response: { 204: z.null().describe("Deactivated"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await changeMember(app, requireOwner(request), request.params.id, { is_active: false }, "deactivate");
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/company/members/:id/resend-invite/",
    {
      schema: {
        tags,
        summary: "Send the invitation again (a new link) while the member has not chosen a password",
        params: idParams,
        response: {
          200: memberAnswer,
          ...errorResponses(400, 401, 403, 404),
          503: z.object({ detail: z.string() }).describe("The mail server refused the message"),
        },
      },
    },
    async (request) => resendInvitation(app, requireOwner(request), request.params.id),
  );
};

export default members;
