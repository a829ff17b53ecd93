import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth";
import { listPage, listQuerySchema, pageOf } from "../../http/drf";
import { notFound } from "../../http/errors";
import { errorResponses, idParams } from "../../http/validation";
import { rentalListSpec, scopedRentals, selectRental, serializeRental } from "./queries";
import { rentalAnswer } from "./schemas";

/** The read side of rentals: staff see the company's, a customer their own. */
const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/rental/rentals/",
    {
      schema: {
        tags: ["rentals"],
        summary: "Rentals, filtered, searched, ordered and paginated (send hide_returned=true to hide returned ones)",
        querystring: listQuerySchema(rentalListSpec),
        response: { 200: pageOf(rentalAnswer), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listPage({
        request,
        base: scopedRentals(app.db, requireUser(request)),
        spec: rentalListSpec,
        select: selectRental as any,
        serialize: serializeRental,
      }),
  );

  app.get(
    "/rental/rentals/:id/",
    {
      schema: {
        tags: ["rentals"],
        summary: "One rental",
        params: idParams,
        response: { 200: rentalAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await selectRental(
        scopedRentals(app.db, requireUser(request)).where("r.id", "=", request.params.id),
      ).executeTakeFirst();
      if (!row) throw notFound();
      return serializeRental(row);
    },
  );
};

export default rentalRoutes;
