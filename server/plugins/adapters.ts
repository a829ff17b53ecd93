import type { FastifyInstance } from "fastify";
import { createMailer, type Mailer } from "../integrations/mail/mailer";
import { createSms, type SmsSender } from "../integrations/sms";
import { createPayments, type PaymentsAdapter } from "../integrations/payments";
import { createTopups, type TopupsAdapter } from "../integrations/topups";
import { walletKeeping } from "../db/topup-wallets";
import { type RefillBell, refillBell } from "../jobs/refill-bell";
import { timed } from "../metrics/timed";

declare module "fastify" {
  interface FastifyInstance {
    /** the payment processor PAYMENTS names: one for the whole app, as the mailer */
    payments: PaymentsAdapter;
    /** the top-up aggregator TOPUPS names (lines' operator look-ups, the simulated wallet's funds) */
    topups: TopupsAdapter;
    mailer: Mailer;
    /** the SMS provider SMS names; the messages outbox's sender uses it and the mailer (server/messages/) */
    sms: SmsSender;
    /** rung once a refill is queued, so that workers take it at once (jobs/refill-bell.ts) */
    refillBell: RefillBell;
  }
}

/**
 * The providers the API's routes call, built once from the config and decorated on the app (the worker
 * builds its own in server/jobs/index.ts). Routes reach them as `app.payments`, `app.topups`, `app.mailer`
 * and `app.refillBell`. Each provider's calls are timed into the app's metrics (provider_call_duration_seconds):
 * register after plugins/metrics.ts.
 */
export function decorateAdapters(app: FastifyInstance): void {
  const calls = app.instruments.providerCalls;
  app.decorate("payments", timed(createPayments(app.config, app.log), calls, "payments"));
  app.decorate("topups", timed(createTopups(app.config, walletKeeping(app.db)), calls, "topups"));
  app.decorate("mailer", timed(createMailer(app.config, app.log), calls, "mail"));
  app.decorate("sms", timed(createSms(app.config, app.log), calls, "sms"));
  app.decorate("refillBell", refillBell(app.db, app.config.databaseUrl, app.log));
  app.addHook("onClose", async () => app.refillBell.close());
}
