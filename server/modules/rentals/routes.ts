import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth";
import { listQuerySchema, pageOf } from "../../http/drf";
import { errorResponses, idParams } from "../../http/validation";
import { listRentals, rentalListSpec } from "./queries";
import { rentalAnswer, rentalDetailAnswer } from "./schemas";
import rentalActionRoutes from "./actions.routes";
import { getRentalDetail } from "./detail";

/** The read side of rentals: staff see the company's, a customer their own. */
const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/rental/rentals/",
    {
      schema: {
        tags: ["rentals"],
        summary:
          "Rentals, filtered, searched, ordered and paginated (send hide_returned=true to hide returned ones)",
        querystring: listQuerySchema(rentalListSpec),
        response: { 200: pageOf(rentalAnswer), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listRentals(app.db, requireUser(request), request),
  );

  app.get(
    "/rental/rentals/:id/",
    {
      schema: {
        tags: ["rentals"],
        summary: "One rental, with its charges, deposit state and (while picked up) the end preview",
        params: idParams,
        response: { 200: rentalDetailAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRentalDetail(app.db, requireUser(request), request.params.id),
  );

  await app.register(rentalActionRoutes);
};

export default rentalRoutes;
