import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordRoutes } from "../../http/routes";
import rentalActionRoutes from "./actions.routes";
import { getRentalDetail } from "./detail";
import { listRentals } from "./queries";
import { rentalAnswer, rentalDetailAnswer } from "./schemas";

/** The read side of rentals: staff see the company's, a customer their own. */
const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = recordRoutes(app, { path: "/rental/rentals/", tag: "rentals", caller: "user" });

  routes.list({
    summary:
      "Rentals, filtered, searched, ordered and paginated (send hide_returned=true to hide returned ones)",
    row: rentalAnswer,
    read: listRentals,
  });
  routes.retrieve({
    summary: "One rental, with its charges, deposit state and (while picked up) the end preview",
    row: rentalDetailAnswer,
    handler: (ctx, id) => getRentalDetail(app.db, ctx, id),
  });

  await app.register(rentalActionRoutes);
};

export default rentalRoutes;
