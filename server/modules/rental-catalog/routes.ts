import type { FastifyPluginAsync } from "fastify";
import { registerCatalogRoutes } from "../../http/catalog";
import {
  countryAnswer,
  countryCreateBody,
  countryUpdateBody,
  deviceAnswer,
  deviceCreateBody,
  deviceUpdateBody,
} from "./schemas";
import { countries, countryListSpec, deviceListSpec, devices } from "./queries";

/**
 * What can be rented and where to (docs/api-conventions.md), mounted under /api. The ids are numeric, so the
 * rental engine's POST /api/rental/devices/cost/ (another module) is never taken for a device.
 */
const rentalCatalog: FastifyPluginAsync = async (app) => {
  registerCatalogRoutes(app, {
    path: "/rental/devices/",
    tag: "rentals",
    noun: "device",
    customerNote: "customers see active devices only",
    row: deviceAnswer,
    createBody: deviceCreateBody,
    updateBody: deviceUpdateBody,
    spec: deviceListSpec,
    service: devices,
  });
  registerCatalogRoutes(app, {
    path: "/rental/countries/",
    tag: "rentals",
    noun: "country",
    customerNote: "customers see active countries only",
    row: countryAnswer,
    createBody: countryCreateBody,
    updateBody: countryUpdateBody,
    spec: countryListSpec,
    service: countries,
  });
};

export default rentalCatalog;
