import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordRoutes } from "../../http/routes";
import {
  recoveryCodesAnswer,
  twoFactorConfirmBody,
  twoFactorProofBody,
  twoFactorSetupAnswer,
} from "./schemas";
import { confirmTotp, renewRecoveryCodes, setUpTotp, turnOffTotp } from "./two-factor";

/**
 * A staff member's second factor, from their profile (issue 39): set up (key and QR code), confirm with a
 * first code (answers the recovery codes), new recovery codes, turn off. Staff acting as themselves only:
 * a customer, or a member under a hijack token, gets 403.
 */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/user/two-factor/", tag: "accounts", caller: "member" });
  routes.call({
    method: "POST",
    summary: "Start setting up an authenticator app: its key as a QR code and as text (confirm with a code)",
    path: "setup/",
    answer: twoFactorSetupAnswer,
    errors: [400],
    handler: (ctx) => setUpTotp(app.db, ctx),
  });
  routes.call({
    method: "POST",
    summary:
      "Confirm the app with its first code: two-factor sign-in is on, ten recovery codes answered once, other sessions end",
    path: "confirm/",
    body: twoFactorConfirmBody,
    answer: recoveryCodesAnswer,
    handler: (ctx, { body }) => confirmTotp(app.db, ctx, body.code),
  });
  routes.call({
    method: "POST",
    summary: "Ten new recovery codes (the earlier ones stop working): the password and a code",
    path: "recovery-codes/",
    body: twoFactorProofBody,
    answer: recoveryCodesAnswer,
    handler: (ctx, { body }) => renewRecoveryCodes(app.db, ctx, body),
  });
  routes.call({
    method: "POST",
    summary:
      "Turn two-factor sign-in off (refused when the company requires it): the password and a code; other sessions end",
    path: "disable/",
    body: twoFactorProofBody,
    answer: z.null().describe("Turned off"),
    status: 204,
    handler: async (ctx, { body }) => {
      await turnOffTotp(app.db, ctx, body);
      return null;
    },
  });
};

export default twoFactorRoutes;
