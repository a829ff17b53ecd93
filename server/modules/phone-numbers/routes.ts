import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerCreated, answerWith, recordRoutes } from "../../http/routes";
import type { AuthContext } from "../../security/caller";
import { phoneCreateBody, phoneRow, phoneUpdateBody } from "./schemas";
import { createPhone } from "./create";
import { getPhone, listPhones } from "./queries";
import { removePhone } from "./remove";
import { updatePhone } from "./update";

/** /api/phones/: customers' own lines; staff see and edit every customer's of their company. */
const phoneNumbers: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/phones/", tag: "phone numbers", caller: "user", row: phoneRow });
  const phone = (ctx: AuthContext, id: number) => getPhone(app.db, ctx, id);

  routes.list({
    summary: "List phone lines (a customer's own active ones; staff: the company's)",
    read: listPhones,
  });
  routes.create({
    summary: "Add a line (staff name the customer in `user`)",
    body: phoneCreateBody,
    handler: answerCreated(phone)((ctx, body) => createPhone(app.db, app.topups, ctx, body)),
  });
  routes.retrieve({
    summary: "One phone line",
    handler: phone,
  });
  routes.update({
    summary: "Change a line's number, carrier, plan or nickname; is_active=false deactivates it",
    body: phoneUpdateBody,
    // A customer who deactivates their line still gets the row back, once.
    handler: answerWith((ctx, id) => getPhone(app.db, ctx, id, { includeInactive: true }))((ctx, id, body) =>
      updatePhone(app.db, app.topups, ctx, id, body),
    ),
  });
  routes.remove({
    summary: "Remove a line: deleted, or deactivated (its scheduled refills paused) when refills refer to it",
    outcome: "Removed",
    handler: (ctx, id) => removePhone(app.db, ctx, id),
  });
};

export default phoneNumbers;
