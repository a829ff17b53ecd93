import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { registerCatalogRoutes } from "../../http/catalog";
import { recordRoutes } from "../../http/routes";
import {
  catalogueChangeAnswer,
  catalogueChangesAnswer,
  catalogueImportAnswer,
  catalogueOfferAnswer,
} from "../../../common/api";
import { catalogueChanges, catalogueOffer } from "./catalogue";
import { importCatalogue } from "./import-catalogue";
import { acceptChange } from "./accept-change";
import { dismissChange } from "./dismiss-change";
import {
  carrierAnswer,
  carrierCreateBody,
  carrierUpdateBody,
  planAnswer,
  planCreateBody,
  planUpdateBody,
  catalogueAcceptBody,
  catalogueDismissBody,
  catalogueImportBody,
  catalogueQuery,
} from "./schemas";
import { carrierListSpec, carriers, planListSpec, plans } from "./queries";

/** Carriers and their plans (docs/api-conventions.md), mounted under /api. */
const carrierModule: FastifyPluginAsync = async (app) => {
  registerCatalogRoutes(app, {
    path: "/carriers/",
    tag: "carriers",
    noun: "carrier",
    customerNote: "customers see active carriers only",
    row: carrierAnswer,
    createBody: carrierCreateBody,
    updateBody: carrierUpdateBody,
    spec: carrierListSpec,
    service: carriers,
  });
  registerCatalogRoutes(app, {
    path: "/plans/",
    tag: "carriers",
    noun: "plan",
    customerNote: "customers see active plans of active carriers only; ?carrier=<id> for one carrier's",
    row: planAnswer,
    createBody: planCreateBody,
    updateBody: planUpdateBody,
    spec: planListSpec,
    service: plans,
  });

  // The aggregator's catalogue (issue 37 item 4, DESIGN.md §18): owners only, every write audited.
  const postgres = app.dialect === "postgres";
  const catalogue = recordRoutes(app, { path: "/catalogue/", tag: "carriers", caller: "owner" });
  const unreachable = {
    502: z.object({ detail: z.string() }).describe("The aggregator could not be reached"),
  };
  catalogue.call({
    method: "GET",
    path: "operators/",
    summary:
      "Owners: a country's operators at the top-up aggregator, with their amounts, marked imported or not",
    query: catalogueQuery,
    answer: catalogueOfferAnswer,
    responses: unreachable,
    handler: async (ctx, { query }) => catalogueOffer(app.db, ctx, app.topups, query.country),
  });
  catalogue.call({
    method: "POST",
    path: "import/",
    summary:
      "Owners: import operators as carriers and amounts as plans at the prices given (one transaction; " +
      "an operator or amount already imported is kept as it is)",
    body: catalogueImportBody,
    answer: catalogueImportAnswer,
    responses: unreachable,
    handler: async (ctx, { body }) => importCatalogue(app.db, ctx, app.topups, postgres, body),
  });
  catalogue.call({
    method: "GET",
    path: "changes/",
    summary: "Owners: what changed at the aggregator since the import, to accept one by one",
    answer: catalogueChangesAnswer,
    responses: unreachable,
    handler: async (ctx) => catalogueChanges(app.db, ctx, app.topups),
  });
  catalogue.call({
    method: "POST",
    path: "changes/accept/",
    summary: "Owners: accept one change, named by its id (a new amount takes the new plan's price)",
    body: catalogueAcceptBody,
    answer: catalogueChangeAnswer,
    responses: unreachable,
    handler: async (ctx, { body }) => acceptChange(app.db, ctx, app.topups, postgres, body),
  });
  catalogue.call({
    method: "POST",
    path: "changes/dismiss/",
    summary: "Owners: dismiss a new operator or amount, so that the sync stops listing it",
    body: catalogueDismissBody,
    answer: catalogueChangeAnswer,
    responses: unreachable,
    handler: async (ctx, { body }) => dismissChange(app.db, ctx, app.topups, postgres, body.change),
  });
};

export default carrierModule;
