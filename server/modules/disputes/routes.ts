import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordRoutes } from "../../http/routes";
import { stripeObjects } from "../../integrations/payments/stripe-events";
import { simulatedObjects } from "../../payments-events/simulated";
import { sendEvidence } from "./evidence";
import { getDisputeDetail, listDisputes } from "./queries";
import { disputeAnswer, disputeDetailAnswer, disputeEvidenceBody } from "./schemas";

/**
 * Disputes (staff): chargebacks of the company's card charges as Stripe reports them (server/payments-events/
 * keeps them), and the evidence sent for them.
 */
const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // The evidence goes to Stripe, or to the simulated processor that played the dispute.
  const stripe =
    config.payments === "stripe" && config.stripeSecretKey
      ? stripeObjects({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase, log: app.log })
      : config.payments === "simulated"
        ? simulatedObjects(app.db)
        : null;
  const routes = recordRoutes(app, { path: "/disputes/", tag: "disputes", caller: "member" });
  routes.list({
    summary: "Disputes of the company's card charges (staff)",
    row: disputeAnswer,
    read: listDisputes,
  });
  routes.retrieve({
    summary: "One dispute, with its evidence: as sent, else compiled from what the product knows",
    row: disputeDetailAnswer,
    handler: (ctx, id) => getDisputeDetail(app.db, ctx, id),
  });
  routes.action("evidence", {
    summary: "Send the dispute's evidence to Stripe; `submit: true` submits it for the bank's review (final)",
    body: disputeEvidenceBody,
    row: disputeDetailAnswer,
    responses: {
      502: z.object({ detail: z.string() }).describe("Stripe could not be reached or refused it"),
    },
    handler: (ctx, id, body) => sendEvidence(app.db, stripe, ctx, id, body),
  });
};

export default disputeRoutes;
