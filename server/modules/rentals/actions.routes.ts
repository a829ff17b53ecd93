import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember, requireUser } from "../../http/auth";
import { errorResponses, idParams } from "../../http/validation";
import { createPayments } from "../../integrations/payments";
import { getRentalDetail } from "./detail";
import {
  addPaymentBody,
  availabilityAnswer,
  availabilityQuery,
  costAnswer,
  costBody,
  createAsCustomerBody,
  createAsMemberBody,
  endPreviewAnswer,
  refundBody,
  rentalDetailAnswer,
  resolveBody,
  returnBody,
  updateBody,
} from "./schemas";
import {
  addPayment,
  assignRentalCard,
  availabilityOf,
  costOf,
  createRental,
  endPreview,
  refundDeposit,
  refuseStaffRentNow,
  resolveRental,
  retryRental,
  returnRental,
  updateRental,
  visibleRental,
} from "./service";

/** The write side of rentals (service.ts): quote, Rent Now, the desk's booking and its actions. */
const rentalActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPayments(app.config, app.log);
  const tags = ["rentals"];
  const unreachable = z
    .object({ detail: z.string() })
    .describe("The payment processor did not answer; try again (the same charge is resent)");
  const detail = { 200: rentalDetailAnswer, ...errorResponses(400, 401, 403, 404) };

  app.post(
    "/rental/devices/cost/",
    {
      schema: {
        tags,
        summary:
          "Price of a rental: days × (device + country daily rate), tax, deposit; refuses unavailable dates",
        body: costBody,
        response: { 200: costAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => costOf(app.db, requireUser(request), request.body),
  );

  app.get(
    "/rental/devices/:id/availability/",
    {
      schema: {
        tags,
        summary: "The days in a window a new booking of the device may not include (Rent Now's date picker)",
        params: idParams,
        querystring: availabilityQuery,
        response: { 200: availabilityAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      availabilityOf(app.db, requireUser(request), request.params.id, request.query.from, request.query.to),
  );

  app.post(
    "/rental/rentals/create/as-customer/",
    {
      schema: {
        tags,
        summary:
          "Rent Now (customers): charges amount + tax + deposit on the card; 201 preorder, or error with payment_error",
        body: createAsCustomerBody,
        response: { 201: rentalDetailAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      refuseStaffRentNow(ctx);
      const id = await createRental(app.db, payments, ctx, { ...request.body, user: ctx.user.id }, "manual");
      return reply.status(201).send(await getRentalDetail(app.db, ctx, id));
    },
  );

  app.post(
    "/rental/rentals/create/as-member/",
    {
      schema: {
        tags,
        summary:
          "Members: book a device for a customer; with a card it is charged now, without one the balance stays due",
        body: createAsMemberBody,
        response: { 201: rentalDetailAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ctx = requireMember(request);
      const id = await createRental(app.db, payments, ctx, request.body, "member");
      return reply.status(201).send(await getRentalDetail(app.db, ctx, id));
    },
  );

  app.patch(
    "/rental/rentals/:id/update",
    {
      schema: {
        tags,
        summary:
          "Members: status (one step along preorder → ready_for_pickup → picked_up → returned, or error → resolved), end date, total due with a reason, note, line, plan",
        params: idParams,
        body: updateBody,
        response: detail,
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await updateRental(app.db, ctx, request.params.id, request.body);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );

  app.post(
    "/rental/rentals/add-payment/",
    {
      schema: {
        tags,
        summary: "Members: a card or cash payment lowering the balance (never more than the balance)",
        body: addPaymentBody,
        response: { ...detail, 502: unreachable },
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      const id = await addPayment(app.db, payments, ctx, request.body);
      return getRentalDetail(app.db, ctx, id);
    },
  );

  app.get(
    "/rental/rentals/:id/end-preview",
    {
      schema: {
        tags,
        summary:
          "What returning it today would cost: extra days, their tax, the refundable deposit, the balance after",
        params: idParams,
        response: { 200: endPreviewAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      endPreview(app.db, await visibleRental(app.db, requireUser(request), request.params.id)),
  );

  app.post(
    "/rental/rentals/return/",
    {
      schema: {
        tags,
        summary: "Members: the device is back; days past the end date are added to the total due",
        body: returnBody,
        response: detail,
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      const id = await returnRental(app.db, ctx, request.body);
      return getRentalDetail(app.db, ctx, id);
    },
  );

  app.post(
    "/rental/rentals/:id/refund",
    {
      schema: {
        tags,
        summary: "Members: the deposit (or part of it) back to the card that paid it, once",
        params: idParams,
        body: refundBody,
        response: { ...detail, 502: unreachable },
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await refundDeposit(app.db, payments, ctx, request.params.id, request.body.amount);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );

  app.post(
    "/rental/:id/resolve/",
    {
      schema: {
        tags,
        summary: "Members: close a rental in error as resolved, with an optional note",
        params: idParams,
        body: resolveBody,
        response: detail,
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await resolveRental(app.db, ctx, request.params.id, request.body.note);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );

  app.post(
    "/rental/:id/retry/",
    {
      schema: {
        tags,
        summary: "Members: charge what is still due on a rental in error; paid → preorder",
        params: idParams,
        response: { ...detail, 502: unreachable },
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await retryRental(app.db, payments, ctx, request.params.id);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );

  app.post(
    "/rental/:id/assign-cc-to-user/",
    {
      schema: {
        tags,
        summary: "Members: make the rental's card the customer's default card",
        params: idParams,
        response: detail,
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await assignRentalCard(app.db, ctx, request.params.id);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );
};

export default rentalActionRoutes;
