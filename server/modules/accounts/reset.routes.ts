import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  describeKey,
  sendPasswordReset,
  setPasswordWithToken,
  setPinWithToken,
} from "../../security/one-time-tokens";
import {
  detailAnswer,
  pinCheckAnswer,
  pinCheckBody,
  pinConfirmBody,
  resetCheckAnswer,
  resetCheckBody,
  resetConfirmBody,
  resetRequestAnswer,
  resetRequestBody,
} from "./schemas";
import { perAccount, perIp, publicPost } from "../../http/throttle";

/**
 * Forgot password: ask for a link by e-mail, then set a new password with the link's key. A customer's PIN
 * link (sent by staff, POST /api/company/customers/{id}/pin-reset/) is read and used here too.
 */
const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mail goes out after the answer, so that a known address takes no longer than an unknown one.
  // Closing the app waits for what is still on its way.
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });

  publicPost(
    app,
    "/user/reset-password/",
    {
      summary: "E-mail a password reset link (same answer whether the address has an account)",
      body: resetRequestBody,
      answer: resetRequestAnswer,
      perIp: perIp(app, 10, "15 minutes"),
      perAccount: perAccount(app, "reset-email", 3, "15 minutes", (b: { email: string }) => b.email),
    },
    async ({ email }, request) => {
      const job = sendPasswordReset(app, email).catch((err: unknown) => {
        request.log.error({ err }, "password reset mail failed");
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return { email };
    },
  );

  publicPost(
    app,
    "/user/reset-password/check/",
    {
      summary:
        "Whose account a reset, invitation or welcome link is for, without using it (400 when it can no longer be used)",
      body: resetCheckBody,
      answer: resetCheckAnswer,
      perIp: perIp(app, 30, "15 minutes"),
    },
    async ({ token }) => describeKey(app.db, token),
  );

  publicPost(
    app,
    "/user/reset-password/confirm/",
    {
      summary: "Set a new password with the key of a reset, invitation or welcome link",
      body: resetConfirmBody,
      answer: detailAnswer,
      perIp: perIp(app, 20, "15 minutes"),
    },
    async ({ token, password }) => {
      await setPasswordWithToken(app.db, token, password);
      return { detail: "Password has been reset." };
    },
  );

  publicPost(
    app,
    "/user/pin-reset/check/",
    {
      summary: "Whose account a PIN link is for, without using it (400 when it can no longer be used)",
      body: pinCheckBody,
      answer: pinCheckAnswer,
      perIp: perIp(app, 30, "15 minutes"),
    },
    async ({ token }) => {
      const { purpose: _p, ...owner } = await describeKey(app.db, token, ["pin"]);
      return owner;
    },
  );

  publicPost(
    app,
    "/user/pin-reset/confirm/",
    {
      summary: "Set a new phone sign-in PIN with the key of a PIN link (works once)",
      body: pinConfirmBody,
      answer: detailAnswer,
      perIp: perIp(app, 20, "15 minutes"),
    },
    async ({ token, pin }) => {
      await setPinWithToken(app.db, token, pin);
      return { detail: "PIN has been set." };
    },
  );
};

export default resetRoutes;
