import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../http/auth";
import { recordRoutes } from "../../http/routes";
import { errorResponses, idParams } from "../../http/validation";
import { getChargeDetail } from "./detail";
import { listCharges } from "./queries";
import { CHARGE_CSV } from "./export";
import { refundCharge } from "./refund";
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

  app.post(
    "/charges/:id/refund/",
    {
      // A customer is refused before the body is read (403 before 400, as DRF).
      preValidation: async (request) => void requireMember(request),
      schema: {
        tags: ["charges"],
        summary:
          "Members: give back (part of) a succeeded charge — to its card through the processor, or in cash — " +
          "never more than is left of it; answers the refund (201)",
        params: idParams,
        body: chargeRefundBody,
        response: {
          201: chargeDetailAnswer,
          ...errorResponses(400, 401, 403, 404),
          502: z
            .object({ detail: z.string() })
            .describe("The processor did not answer; the same refund is sent again by the next call"),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireMember(request);
      const refundId = await refundCharge(app.db, payments, ctx, request.params.id, request.body);
      reply.status(201);
      return getChargeDetail(app.db, ctx, refundId);
    },
  );
};

export default chargeRoutes;
