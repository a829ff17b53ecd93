import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { memberAnswer, memberInviteBody, memberUpdateBody } from "./schemas";
import { getMember, listMembers } from "./queries";
import { changeMember } from "./change";
import { inviteMember } from "./invite";
import { resendInvitation } from "./resend-invitation";

/** /api/company/members/: the company's team, managed by its owners (a member or a customer gets 403). */
const members: FastifyPluginAsyncZod = async (app) => {
  // The kit decides who may call before the body is read, as DRF does.
  const routes = recordRoutes(app, {
    path: "/company/members/",
    tag: "members",
    caller: "owner",
    row: memberAnswer,
  });

  routes.list({
    summary: "The company's members and owners: search, filters, ordering, pages",
    read: listMembers,
  });
  routes.create({
    summary: "Invite a member by e-mail (a link to choose a password, valid 7 days)",
    body: memberInviteBody,
    handler: (ctx, body) => inviteMember(app, ctx, body),
    rings: true,
  });
  routes.retrieve({
    summary: "One member",
    handler: (ctx, id) => getMember(app.db, ctx, id),
  });
  routes.update({
    summary: "Rename, promote/demote, deactivate/reactivate; the last owner stays",
    body: memberUpdateBody,
    handler: (ctx, id, body) => changeMember(app, ctx, id, body),
  });
  routes.remove({
    summary: "Deactivate a member: no more sign-in, sessions end; never yourself nor the last owner",
    outcome: "Deactivated",
    errors: [400],
    handler: (ctx, id) => changeMember(app, ctx, id, { is_active: false }, "deactivate"),
  });
  routes.action("resend-invite", {
    summary: "Send the invitation again (a new link) while the member has not chosen a password",
    handler: (ctx, id) => resendInvitation(app, ctx, id),
    rings: true,
  });
};

export default members;
