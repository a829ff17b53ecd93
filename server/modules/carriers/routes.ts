import type { FastifyPluginAsync } from "fastify";
import { registerCatalogRoutes } from "../../http/catalog";
import {
  carrierAnswer,
  carrierCreateBody,
  carrierUpdateBody,
  planAnswer,
  planCreateBody,
  planUpdateBody,
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
};

export default carrierModule;
