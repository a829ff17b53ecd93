import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerCreated, answerWith, recordRoutes } from "../../http/routes";
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
  authenticateBody,
  endDatePreviewAnswer,
  endDatePreviewQuery,
  endPreviewAnswer,
  payBody,
  plannerAnswer,
  plannerQuery,
  refundBody,
  rentalAnswer,
  rentalCountersAnswer,
  rentalDetailAnswer,
  resolveBody,
  returnBody,
  swapUnitBody,
  pickUpBody,
  updateBody,
} from "./schemas";
import { swapRentalUnit } from "./units";
import { plannerOf } from "./planner";
import { createRental, refuseStaffRentNow } from "./create";
import { countRentalsByStatus, listRentals, visibleRental } from "./queries";
import { exportedRentals, RENTAL_CSV } from "./export";
import { availabilityOf, costOf } from "./quote";
import { addPayment } from "./add-payment";
import { refundDeposit } from "./refund-deposit";
import { endPreview, returnRental } from "./return";
import { assignRentalCard } from "./assign-card";
import { payRental } from "./pay";
import { authenticateRental } from "./authenticate";
import { resolveRental } from "./resolve";
import { settleHold } from "../../money/deposit";
import { retryRental } from "./retry";
import { endDatePreview, updateRental } from "./update";

/**
 * Rentals over HTTP: the list and one rental (staff see the company's, a customer their own), then the
 * writes — quote, Rent Now, the desk's booking and its actions (the rules: quote.ts, create.ts, update.ts,
 * return.ts, add-payment.ts, refund-deposit.ts, retry.ts, pay.ts, authenticate.ts, assign-card.ts, resolve.ts).
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
    handler: (ctx, id) => getRentalDetail(app.db, ctx, id, new Date(), app.payments),
  });

  const payments = app.payments;
  const unreachable = z
    .object({ detail: z.string() })
    .describe("The payment processor did not answer; try again (the same charge is resent)");
  // The desk's writes and staff's actions answer the rental's detail, read again.
  const answerDetail = answerWith((ctx, id) => getRentalDetail(app.db, ctx, id, new Date(), payments));
  // A booking, a payment or a return answers the rental's id; it is answered with the rental's detail.
  const answerRental = answerCreated((ctx, id) => getRentalDetail(app.db, ctx, id, new Date(), payments));

  routes.listAction("cost", {
    summary:
      "Price of a rental: days × (device + country daily rate), tax, deposit; refuses unavailable dates",
    path: "/rental/devices/cost/",
    body: costBody,
    row: costAnswer,
    handler: (ctx, body) => costOf(app.db, ctx, body),
  });
  routes.call({
    method: "GET",
    summary: "The days in a window a new booking of the device may not include (Rent Now's date picker)",
    path: "/rental/devices/:id/availability/",
    query: availabilityQuery,
    answer: availabilityAnswer,
    handler: (ctx, { params, query }) => availabilityOf(app.db, ctx, params.id, query.from, query.to),
  });

  routes.call({
    method: "GET",
    summary:
      "Members: the planner — each device's units as rows, the rentals overlapping from..to (two weeks by default) as bars on their unit",
    path: "/rental/planner/",
    caller: "member",
    query: plannerQuery,
    answer: plannerAnswer,
    handler: (ctx, { query }) => plannerOf(app.db, ctx, query.from, query.to),
  });

  routes.create({
    summary:
      "Rent Now (customers): charges amount + tax + deposit on the card; 201 preorder, or error with payment_error",
    path: "create/as-customer/",
    body: createAsCustomerBody,
    row: rentalDetailAnswer,
    // Staff are refused by refuseStaffRentNow (403).
    errors: [403],
    handler: answerRental((ctx, body) => {
      refuseStaffRentNow(ctx);
      return createRental(app.db, payments, ctx, { ...body, user: ctx.user.id }, "manual");
    }),
  });
  routes.create({
    summary:
      "Members: book a device for a customer; with a card it is charged now, without one the balance stays due",
    path: "create/as-member/",
    caller: "member",
    body: createAsMemberBody,
    row: rentalDetailAnswer,
    handler: answerRental((ctx, body) => createRental(app.db, payments, ctx, body, "member")),
  });

  routes.update({
    summary:
      "Members: status (one step along preorder → ready_for_pickup → picked_up → returned, or error → resolved), end date, total due with a reason, note, line, plan",
    path: ":id/update",
    caller: "member",
    body: updateBody,
    row: rentalDetailAnswer,
    handler: answerDetail((ctx, id, body) => updateRental(app.db, payments, ctx, id, body)),
  });
  // The desk's payment and return name the rental in their body (SPEC.md's paths).
  routes.listAction("add-payment", {
    summary: "Members: a card or cash payment lowering the balance (never more than the balance)",
    caller: "member",
    body: addPaymentBody,
    row: rentalDetailAnswer,
    errors: [404],
    responses: { 502: unreachable },
    handler: answerRental((ctx, body) => addPayment(app.db, payments, ctx, body)),
  });
  routes.retrieve({
    summary:
      "What returning it today would cost: extra days, their tax, the refundable deposit, the balance after",
    path: ":id/end-preview",
    row: endPreviewAnswer,
    handler: async (ctx, id) => endPreview(app.db, await visibleRental(app.db, ctx, id)),
  });
  routes.listAction("return", {
    summary: "Members: the device is back; days past the end date are added to the total due",
    caller: "member",
    body: returnBody,
    row: rentalDetailAnswer,
    errors: [404],
    handler: answerRental((ctx, body) => returnRental(app.db, payments, ctx, body)),
  });
  routes.action("pick-up", {
    summary:
      "Members: a ready rental picked up with a unit (by id, by the barcode or serial typed or scanned, or the first free one); the same as the update to picked_up",
    path: ":id/pick-up/",
    caller: "member",
    body: pickUpBody,
    row: rentalDetailAnswer,
    handler: answerDetail((ctx, id, body) =>
      updateRental(app.db, payments, ctx, id, { ...body, status: "picked_up" }),
    ),
  });
  routes.action("swap-unit", {
    summary:
      "Members: another unit for a picked-up rental (by id, barcode or serial, or the first free one); the one taken back goes available or to maintenance",
    path: ":id/swap-unit/",
    caller: "member",
    body: swapUnitBody,
    row: rentalDetailAnswer,
    handler: answerDetail((ctx, id, body) => swapRentalUnit(app.db, ctx, id, body)),
  });
  routes.action("refund", {
    summary:
      "Members: the deposit (or part of it) back to the card that paid it or in cash, once; settles the deposit in the ledger",
    path: ":id/refund",
    caller: "member",
    body: refundBody,
    row: rentalDetailAnswer,
    responses: { 502: unreachable },
    handler: answerDetail((ctx, id, body) => refundDeposit(app.db, payments, ctx, id, body)),
  });

  // Staff's actions on a rental in error live under /api/rental/{id}/ (the product's paths).
  const inError = (name: string) =>
    ({ path: `/rental/:id/${name}/`, caller: "member", row: rentalDetailAnswer }) as const;
  routes.action("resolve", {
    ...inError("resolve"),
    summary: "Members: close a rental in error as resolved, saying why (note required)",
    body: resolveBody,
    handler: answerDetail(async (ctx, id, body) => {
      await resolveRental(app.db, ctx, id, body.note);
      // Closed without a return: its deposit's hold, if one was placed, is released.
      await settleHold(app.db, payments, ctx, id);
    }),
  });
  routes.action("retry", {
    ...inError("retry"),
    summary: "Members: charge what is still due on a rental in error; paid → preorder",
    responses: { 502: unreachable },
    handler: answerDetail((ctx, id) => retryRental(app.db, payments, ctx, id)),
  });
  routes.action("assign-cc-to-user", {
    ...inError("assign-cc-to-user"),
    summary:
      "Members: put a card of the customer's on the rental (charging what is due when it is in error); the default card changes only with make_default",
    body: assignCardBody,
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
  // The bank's step of a charge the customer started on screen (Rent Now, pay): next_action says when.
  const authenticate = {
    summary:
      "The customer: their bank's step is over (Stripe.js handleNextAction; simulated: the test bank's outcome). " +
      "The waiting charges are read again from the processor: paid → preorder; refused → nothing more is charged " +
      "and, nothing taken, the rental is resolved and its device freed",
    caller: "customer",
    row: rentalDetailAnswer,
    responses: { 502: unreachable },
  } as const;
  if (payments.processor === "simulated")
    routes.action("authenticate", {
      ...authenticate,
      body: authenticateBody,
      handler: answerDetail((ctx, id, body) => authenticateRental(app.db, payments, ctx, id, body.outcome)),
    });
  else
    routes.action("authenticate", {
      ...authenticate,
      handler: answerDetail((ctx, id) => authenticateRental(app.db, payments, ctx, id, undefined)),
    });

  routes.call({
    method: "GET",
    summary:
      "Members: what a new end date would do to the price, the total due and the balance, and the deposit that would cover it",
    path: ":id/end-date-preview/",
    caller: "member",
    query: endDatePreviewQuery,
    answer: endDatePreviewAnswer,
    handler: (ctx, { params, query }) => endDatePreview(app.db, ctx, params.id, query.end_date),
  });
};

export default rentalRoutes;
