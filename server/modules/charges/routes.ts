import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordRoutes } from "../../http/routes";
import { getChargeDetail } from "./detail";
import { listCharges } from "./queries";
import { CHARGE_CSV } from "./export";
import { refundCharge } from "../../money/refund";
import { chargeAnswer, chargeDetailAnswer, chargeRefundBody } from "./schemas";

/**
 * Charges: the list for everyone signed in (customers their own); one charge's details, and refunds, for
 * staff only.
 */
const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  const routes = recordRoutes(app, { path: "/charges/", tag: "charges", caller: "user" });

  routes.list({
    summary: "Charges (payments, deposits, refunds)",
    row: chargeAnswer,
    read: listCharges,
  });
  routes.csv({
    list: listCharges,
    cells: CHARGE_CSV,
    name: "charges",
  });
  routes.retrieve({
    summary: "One charge (staff), with its refunds or the charge it refunds",
    caller: "member",
    row: chargeDetailAnswer,
    handler: (ctx, id) => getChargeDetail(app.db, ctx, id),
  });

  routes.action("refund", {
    summary:
      "Members: give back (part of) a succeeded charge — to its card through the processor, or in cash — " +
      "never more than is left of it; answers the refund (201)",
    caller: "member",
    body: chargeRefundBody,
    row: chargeDetailAnswer,
    status: 201,
    responses: {
      502: z
        .object({ detail: z.string() })
        .describe("The processor did not answer; the same refund is sent again by the next call"),
    },
    // The answer is the new refund, not the charge refunded.
    handler: async (ctx, id, body) =>
      getChargeDetail(app.db, ctx, await refundCharge(app.db, payments, ctx, id, body)),
  });
};

export default chargeRoutes;
