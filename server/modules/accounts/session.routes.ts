import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, MESSAGES } from "../../http/errors";
import { recordRoutes } from "../../http/routes";
import {
  emailSignInBody,
  phoneSignInBody,
  sessionRow,
  signInAnswer,
  tokenBody,
  TWO_FACTOR_MESSAGES,
  twoFactorSignInBody,
} from "./schemas";
import { phoneKey } from "../../../common/phone";
import {
  clientOf,
  endSession,
  signIn,
  hijack,
  type SignInMethod,
  userByPassword,
  userByPhonePin,
} from "./sessions";
import type { FastifyRequest } from "fastify";
import type { User } from "../../db/schema";
import { accountLimiter, perAccount, perIp, PIN_LIMITS, publicPost } from "../../http/throttle";
import { throttled } from "../../http/errors";
import { challengeUser, completeChallenge, startChallenge } from "./two-factor";
import { endOneSession, endOtherSessions, listSessions } from "./active-sessions";

const badCredentials = () => badRequest({ non_field_errors: MESSAGES.badCredentials });

/** Sign-in (e-mail + password, phone + PIN), sign-out and a member's hijack of a customer's session. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInPerIp = perIp(app, 20, "1 minute");
  /**
   * A session for the user the credentials found, audited with the way in and the address it came from;
   * none found is the one answer for every wrong guess. An account with a second factor gets a challenge
   * instead, which the code completes (POST /api/user/token/two-factor/).
   */
  const tokenFor = async (user: User | null, method: SignInMethod, request: FastifyRequest) => {
    if (!user) throw badCredentials();
    const client = clientOf(request);
    if (user.totp_secret)
      return {
        two_factor_required: true as const,
        challenge: await startChallenge(app.db, user, method, client),
      };
    return {
      token: await signIn(app.db, user, { method, address: request.ip, userAgent: client.userAgent }),
    };
  };
  /** Codes are counted per person, whichever challenge they come with: 5 tries in 15 minutes, then 429. */
  const codeTries = accountLimiter(app, "signin-code", 5, "15 minutes");

  publicPost(
    app,
    "/user/token/",
    {
      summary:
        "Sign in with e-mail and password: the token, or for an account with a second factor a challenge the code completes",
      body: emailSignInBody,
      answer: signInAnswer,
      perIp: signInPerIp,
      perAccount: perAccount(app, "signin-email", 10, "15 minutes", (b: { email: string }) => b.email),
    },
    async ({ email, password }, request) =>
      tokenFor(await userByPassword(app.db, email, password), "password", request),
  );

  publicPost(
    app,
    "/phones/token/",
    {
      summary: "Sign in with phone number and PIN (an account with a second factor answers a challenge)",
      body: phoneSignInBody,
      answer: signInAnswer,
      perIp: signInPerIp,
      perAccount: PIN_LIMITS.map((l) =>
        perAccount(app, l.name, l.max, l.timeWindow, (b: { phone_number: string }) =>
          phoneKey(b.phone_number),
        ),
      ),
    },
    async ({ phone_number, pin }, request) =>
      tokenFor(await userByPhonePin(app.db, phone_number, pin), "pin", request),
  );

  publicPost(
    app,
    "/user/token/two-factor/",
    {
      summary:
        "Complete a sign-in with a second factor: the challenge and the app's code (or a recovery code, once each)",
      body: twoFactorSignInBody,
      answer: tokenBody,
      perIp: signInPerIp,
    },
    async ({ challenge, code }, request) => {
      const found = await challengeUser(app.db, challenge);
      if (!found) throw badRequest({ challenge: TWO_FACTOR_MESSAGES.challengeExpired });
      const wait = await codeTries(request, `user:${found.user.id}`);
      if (wait !== null) throw throttled(wait);
      return { token: await completeChallenge(app.db, found, code, clientOf(request)) };
    },
  );

  const routes = recordRoutes(app, { path: "/user/", tag: "accounts", caller: "user" });
  routes.call({
    method: "GET",
    summary: "The caller's own sessions (device, address, created, last used), the calling one marked",
    path: "sessions/",
    answer: z.array(sessionRow),
    errors: [403],
    handler: (ctx) => listSessions(app.db, ctx),
  });
  routes.call({
    method: "DELETE",
    summary: "End one of the caller's own sessions",
    path: "sessions/:id/",
    answer: z.null().describe("Ended"),
    status: 204,
    errors: [403],
    handler: async (ctx, { params }) => {
      await endOneSession(app.db, ctx, params.id);
      return null;
    },
  });
  routes.call({
    method: "POST",
    summary: "End every session of the caller but the calling one",
    path: "sessions/end-others/",
    answer: z.null().describe("Ended"),
    status: 204,
    errors: [403],
    handler: async (ctx) => {
      await endOtherSessions(app.db, ctx);
      return null;
    },
  });
  routes.call({
    method: "POST",
    summary: "Sign out: the calling token (own or hijack) stops working",
    path: "logout/",
    answer: z.null().describe("Signed out"),
    status: 204,
    handler: async (ctx) => {
      await endSession(app.db, ctx.tokenId);
      return null;
    },
  });
  routes.call({
    method: "POST",
    summary: "A member takes over a customer's session (token valid 1 hour)",
    path: "/company/customers/:id/hijack/",
    caller: "member",
    answer: tokenBody,
    handler: async (member, { params }) => ({ token: await hijack(app.db, member, params.id) }),
  });
};

export default sessionRoutes;
