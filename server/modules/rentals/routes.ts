import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember, requireUser } from "../../http/auth";
import { answerCreated, answerWith, recordRoutes } from "../../http/routes";
import { errorResponses, idParams } from "../../http/validation";
import { getRentalDetail } from "./detail";
import {
  addPaymentBody,
  availabilityAnswer,
  availabilityQuery,
  costAnswer,
  costBody,
  createAsCustomerBody,
  createAsMemberBody,
  assignCardBody,
  endDatePreviewAnswer,
  endDatePreviewQuery,
  endPreviewAnswer,
  payBody,
  refundBody,
  rentalAnswer,
  rentalCountersAnswer,
  rentalDetailAnswer,
  resolveBody,
  returnBody,
  updateBody,
} from "./schemas";
import { createRental, refuseStaffRentNow } from "./create";
import { countRentalsByStatus, listRentals, visibleRental } from "./queries";
import { exportedRentals, RENTAL_CSV } from "./export";
import { availabilityOf, costOf } from "./quote";
import { addPayment, refundDeposit } from "./payments";
import { endPreview, returnRental } from "./return";
import { assignRentalCard, payRental, resolveRental, retryRental } from "./staff-actions";
import { endDatePreview, updateRental } from "./update";

/**
 * Rentals over HTTP: the list and one rental (staff see the company's, a customer their own), then the
 * writes — quote, Rent Now, the desk's booking and its actions (the rules: quote.ts, create.ts, update.ts,
 * return.ts, payments.ts, staff-actions.ts).
 */
const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/rental/rentals/", tag: "rentals", caller: "user" });

  routes.list({
    summary:
      "Rentals, filtered, searched, ordered and paginated (send hide_returned=true to hide returned ones)",
    row: rentalAnswer,
    read: listRentals,
  });
  routes.csv({
    list: exportedRentals,
    cells: RENTAL_CSV,
    name: "rentals",
  });
  routes.counters({
    name: "rentals",
    row: rentalCountersAnswer,
    list: listRentals,
    count: countRentalsByStatus,
  });
  routes.retrieve({
    summary: "One rental, with its charges, deposit state and (while picked up) the end preview",
    row: rentalDetailAnswer,
    handler: (ctx, id) => getRentalDetail(app.db, ctx, id),
  });

  const payments = app.payments;
  const tags = ["rentals"];
  const unreachable = z
    .object({ detail: z.string() })
    .describe("The payment processor did not answer; try again (the same charge is resent)");
  const detail = { 200: rentalDetailAnswer, ...errorResponses(400, 401, 403, 404) };
  // Staff's calls refuse anybody else before their body is read (403 before 400), as DRF does.
  const membersFirst = { preValidation: async (request: FastifyRequest) => void requireMember(request) };

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

  // Bookings answer 201 and the new rental's detail; a member's refuses anybody else before its body is read.
  const booking = (as: "customer" | "member") =>
    recordRoutes(app, {
      path: `/rental/rentals/create/as-${as}/`,
      tag: "rentals",
      caller: as === "member" ? "member" : "user",
      refuseBeforeBody: true,
      row: rentalDetailAnswer,
    });
  const answerNew = answerCreated((ctx, id) => getRentalDetail(app.db, ctx, id));
  booking("customer").create({
    summary:
      "Rent Now (customers): charges amount + tax + deposit on the card; 201 preorder, or error with payment_error",
    body: createAsCustomerBody,
    // Staff are refused by refuseStaffRentNow (403).
    errors: [403],
    handler: answerNew((ctx, body) => {
      refuseStaffRentNow(ctx);
      return createRental(app.db, payments, ctx, { ...body, user: ctx.user.id }, "manual");
    }),
  });
  booking("member").create({
    summary:
      "Members: book a device for a customer; with a card it is charged now, without one the balance stays due",
    body: createAsMemberBody,
    handler: answerNew((ctx, body) => createRental(app.db, payments, ctx, body, "member")),
  });

  app.patch(
    "/rental/rentals/:id/update",
    {
      ...membersFirst,
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
      ...membersFirst,
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
      ...membersFirst,
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
      ...membersFirst,
      schema: {
        tags,
        summary:
          "Members: the deposit (or part of it) back to the card that paid it or in cash, once; settles the deposit in the ledger",
        params: idParams,
        body: refundBody,
        response: { ...detail, 502: unreachable },
      },
    },
    async (request) => {
      const ctx = requireMember(request);
      await refundDeposit(app.db, payments, ctx, request.params.id, request.body);
      return getRentalDetail(app.db, ctx, request.params.id);
    },
  );

  // Staff's actions on a rental in error live under /api/rental/{id}/ (the product's paths); they and the
  // customer's Pay answer the rental's detail, read again.
  const answerDetail = answerWith((ctx, id) => getRentalDetail(app.db, ctx, id));
  const staffActions = recordRoutes(app, {
    path: "/rental/",
    tag: "rentals",
    caller: "member",
    refuseBeforeBody: true,
  });
  staffActions.action("resolve", {
    summary: "Members: close a rental in error as resolved, saying why (note required)",
    body: resolveBody,
    row: rentalDetailAnswer,
    handler: answerDetail((ctx, id, body) => resolveRental(app.db, ctx, id, body.note)),
  });
  staffActions.action("retry", {
    summary: "Members: charge what is still due on a rental in error; paid → preorder",
    row: rentalDetailAnswer,
    responses: { 502: unreachable },
    handler: answerDetail((ctx, id) => retryRental(app.db, payments, ctx, id)),
  });
  staffActions.action("assign-cc-to-user", {
    summary:
      "Members: put a card of the customer's on the rental (charging what is due when it is in error); the default card changes only with make_default",
    body: assignCardBody,
    row: rentalDetailAnswer,
    responses: { 502: unreachable },
    handler: answerDetail((ctx, id, body) => assignRentalCard(app.db, payments, ctx, id, body)),
  });
  routes.action("pay", {
    summary:
      "The customer: pay their own rental whose payment failed with the card they choose; a decline answers on payment_method",
    body: payBody,
    row: rentalDetailAnswer,
    // Staff are refused by payRental itself (403).
    errors: [403],
    responses: { 502: unreachable },
    handler: answerDetail((ctx, id, body) => payRental(app.db, payments, ctx, id, body.payment_method)),
  });

  app.get(
    "/rental/rentals/:id/end-date-preview/",
    {
      ...membersFirst,
      schema: {
        tags,
        summary:
          "Members: what a new end date would do to the price, the total due and the balance, and the deposit that would cover it",
        params: idParams,
        querystring: endDatePreviewQuery,
        response: { 200: endDatePreviewAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      endDatePreview(app.db, requireMember(request), request.params.id, request.query.end_date),
  );
};

export default rentalRoutes;
