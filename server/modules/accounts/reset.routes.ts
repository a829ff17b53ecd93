import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/validation";
import { sendPasswordReset, setPasswordWithToken } from "./one-time-tokens";
import { detailAnswer, resetConfirmBody, resetRequestAnswer, resetRequestBody } from "./schemas";
import { perAccount, perIp } from "./throttle";

/** Forgot password: ask for a link by e-mail, then set a new password with the link's key. */
const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mail goes out after the answer, so that a known address takes no longer than an unknown one.
  // Closing the app waits for what is still on its way.
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    "/user/reset-password/",
    {
      schema: {
        tags: ["accounts"],
        summary: "E-mail a password reset link (same answer whether the address has an account)",
        security: [],
        body: resetRequestBody,
        response: { 200: resetRequestAnswer, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perIp(app, 10, "15 minutes") },
      preHandler: perAccount(app, "reset-email", 3, "15 minutes", (b: { email: string }) => b.email),
    },
    async (request) => {
      const { email } = request.body;
      const job = sendPasswordReset(app, email).catch((err: unknown) => {
        request.log.error({ err }, "password reset mail failed");
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return { email };
    },
  );

  app.post(
    "/user/reset-password/confirm/",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the key of a reset, invitation or welcome link",
        security: [],
        body: resetConfirmBody,
        response: { 200: detailAnswer, ...errorResponses(400, 429) },
      },
      config: { rateLimit: perIp(app, 20, "15 minutes") },
    },
    async (request) => {
      await setPasswordWithToken(app.db, request.body.token, request.body.password);
      return { detail: "Password has been reset." };
    },
  );
};

export default resetRoutes;
