import type { FastifyInstance } from "fastify";
import { createMailer, type Mailer } from "../integrations/mail/mailer";
import { createPayments, type PaymentsAdapter } from "../integrations/payments";
import { type RefillBell, refillBell } from "../jobs/refill-bell";

declare module "fastify" {
  interface FastifyInstance {
    /** the payment processor PAYMENTS names: one for the whole app, as the mailer */
    payments: PaymentsAdapter;
    mailer: Mailer;
    /** rung once a refill is queued, so that workers take it at once (jobs/refill-bell.ts) */
    refillBell: RefillBell;
  }
}

/**
 * The providers the API's routes call, built once from the config and decorated on the app (the worker
 * builds its own in server/jobs/index.ts). Routes reach them as `app.payments`, `app.mailer` and
 * `app.refillBell`.
 */
export function decorateAdapters(app: FastifyInstance): void {
  app.decorate("payments", createPayments(app.config, app.log));
  app.decorate("mailer", createMailer(app.config, app.log));
  app.decorate("refillBell", refillBell(app.db, app.config.databaseUrl, app.log));
  app.addHook("onClose", async () => app.refillBell.close());
}
