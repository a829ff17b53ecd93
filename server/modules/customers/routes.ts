import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import { CUSTOMER_CSV } from "./export";
import { customerAnswer, customerCreateBody, customerUpdateBody } from "./schemas";
import { getCustomer, listCustomers } from "./queries";
import { createCustomer } from "./create";
import { deactivateCustomer } from "./deactivate";
import { updateCustomer } from "./update";
import { sendCustomerPinReset } from "./send-pin-reset";
import { removeCustomerPin } from "./remove-pin";

/**
 * /api/company/customers/ (members and owners). Taking over a customer's session is
 * POST /api/company/customers/{id}/hijack/, in the accounts module.
 */
const customers: FastifyPluginAsyncZod = async (app) => {
  // The kit decides who may call before the body is read, as DRF does: a customer gets 403 whatever they send.
  const routes = recordRoutes(app, {
    path: "/company/customers/",
    tag: "customers",
    caller: "member",
    row: customerAnswer,
  });

  routes.list({
    summary: "The company's customers: search, filters, ordering, pages",
    read: listCustomers,
  });
  routes.csv({
    list: listCustomers,
    cells: CUSTOMER_CSV,
    name: "customers",
  });
  routes.create({
    summary: "Create a customer (no password); the welcome e-mail lets them choose one",
    body: customerCreateBody,
    handler: (ctx, body) => createCustomer(app, ctx, body),
    rings: true,
  });
  routes.retrieve({
    summary: "One customer",
    handler: (ctx, id) => getCustomer(app.db, ctx, id),
  });
  routes.update({
    summary: "Update a customer; is_active=true reactivates",
    body: customerUpdateBody,
    handler: (ctx, id, body) => updateCustomer(app.db, ctx, id, body),
  });
  routes.remove({
    summary: "Deactivate a customer: no more sign-in, sessions end, history stays",
    outcome: "Deactivated",
    handler: (ctx, id) => deactivateCustomer(app.db, ctx, id),
  });
  routes.action("pin-reset", {
    summary:
      "E-mail the customer a one-time link (24 hours) to choose a new phone sign-in PIN; staff never see or set a PIN",
    handler: (ctx, id) => sendCustomerPinReset(app, ctx, id),
    rings: true,
  });
  routes.remove({
    summary: "Remove the customer's PIN: no phone sign-in until they choose a new one",
    path: ":id/pin/",
    outcome: "Removed",
    handler: (ctx, id) => removeCustomerPin(app.db, ctx, id),
  });
};

export default customers;
