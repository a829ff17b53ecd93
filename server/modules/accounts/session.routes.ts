import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, MESSAGES } from "../../http/errors";
import { recordRoutes } from "../../http/routes";
import { emailSignInBody, phoneSignInBody, tokenBody } from "./schemas";
import { phoneKey } from "../../../common/phone";
import { endSession, signIn, hijack, type SignInMethod, userByPassword, userByPhonePin } from "./sessions";
import type { FastifyRequest } from "fastify";
import type { User } from "../../db/schema";
import { perAccount, perIp, PIN_LIMITS, publicPost } from "../../http/throttle";

const badCredentials = () => badRequest({ non_field_errors: MESSAGES.badCredentials });

/** Sign-in (e-mail + password, phone + PIN), sign-out and a member's hijack of a customer's session. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInPerIp = perIp(app, 20, "1 minute");
  /**
   * A session for the user the credentials found, audited with the way in and the address it came from;
   * none found is the one answer for every wrong guess.
   */
  const tokenFor = async (user: User | null, method: SignInMethod, request: FastifyRequest) => {
    if (!user) throw badCredentials();
    return { token: await signIn(app.db, user, { method, address: request.ip }) };
  };

  publicPost(
    app,
    "/user/token/",
    {
      summary: "Sign in with e-mail and password",
      body: emailSignInBody,
      answer: tokenBody,
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
      summary: "Sign in with phone number and PIN",
      body: phoneSignInBody,
      answer: tokenBody,
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

  const routes = recordRoutes(app, { path: "/user/", tag: "accounts", caller: "user" });
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
