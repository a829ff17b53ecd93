import type { Config } from "../config";
import { listMaintenanceJob } from "../db/list-counts";
import { createPayments } from "../integrations/payments";
import { stripeObjects } from "../integrations/payments/stripe-events";
import { paymentEventsJob } from "../payments-events/job";
import { simulatedObjects } from "../payments-events/simulated";
import { createTopups, type TopupsAdapter } from "../integrations/topups";
import type { Metrics } from "../metrics/registry";
import { timed } from "../metrics/timed";
import { createRefillEngine } from "./refills/engine";
import { rentalRemindersJob } from "./rental-reminders";
import { schedulerJob } from "./scheduler";
import type { Job } from "./worker";
import type { FastifyBaseLogger } from "fastify";
import { createMailer } from "../integrations/mail/mailer";
import { createSms } from "../integrations/sms";
import { messagesJob, type MessageTransports } from "../messages/sender";

/**
 * The jobs every worker runs, in order: the scheduler queues due scheduled refills, then the refill engine
 * works the queue with the providers PAYMENTS and TOPUPS name and watches its successful top-ups for a
 * reversal, rental reminders are written in each
 * company's morning, then the messages outbox is sent (through
 * `transports`: the API's own mailer, SMS sender and top-up adapter for an in-process worker; else built
 * from the config — a worker process passes its top-up adapter built with its database, where the wallet is kept).
 * With `metrics` (the API's, for an in-process worker, or worker-main's own), the providers' calls are
 * timed and the engine and the scheduler record what they do there.
 */
export function createJobs(
  config: Config,
  log: FastifyBaseLogger,
  metrics?: Metrics,
  transports?: Partial<Omit<MessageTransports, "log">> & { topups?: TopupsAdapter },
): Job[] {
  const payments = createPayments(config, log);
  const own = (topups: TopupsAdapter) => (metrics ? timed(topups, metrics.providerCalls, "topups") : topups);
  // The app's adapter (already timed) when it runs the worker, so that both keep one wallet cache.
  const topups = transports?.topups ?? own(createTopups(config));
  const worker = metrics?.worker();
  const timedPayments = metrics ? timed(payments, metrics.providerCalls, "payments") : payments;
  const engine = createRefillEngine({
    payments: timedPayments,
    topups,
    leaseMs: config.refillLeaseMs,
    metrics: worker,
  });
  // Last: folds the list count deltas (PostgreSQL) and refreshes planner statistics now and then.
  const dialect = /^postgres(ql)?:\/\//.test(config.databaseUrl) ? "postgres" : "sqlite";
  const messages = messagesJob({
    mailer: transports?.mailer ?? createMailer(config, log),
    sms: transports?.sms ?? createSms(config, log),
    log,
    publicUrl: config.publicUrl,
  });
  // With Stripe, its events (stored by the webhook) are handled after the refills they may queue again;
  // simulated, the events the simulated processor played, through the same handlers.
  const events =
    config.payments === "stripe" && config.stripeSecretKey
      ? [
          paymentEventsJob(
            stripeObjects({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase, log }),
            timedPayments,
          ),
        ]
      : config.payments === "simulated"
        ? [paymentEventsJob(simulatedObjects, timedPayments)]
        : [];
  return [
    schedulerJob(worker),
    engine.job,
    engine.reversals,
    ...events,
    rentalRemindersJob(),
    messages,
    listMaintenanceJob(dialect),
  ];
}
