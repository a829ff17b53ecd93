import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordRoutes } from "../../http/routes";
import { registerCatalogRoutes } from "../../http/catalog";
import {
  countryAnswer,
  countryCreateBody,
  countryUpdateBody,
  deviceAnswer,
  deviceCreateBody,
  deviceUpdateBody,
  feeCreateBody,
  feeUpdateBody,
  rentalFeeAnswer,
  unitAnswer,
  unitCreateBody,
  unitDetailAnswer,
  unitUpdateBody,
} from "./schemas";
import { createUnit, getUnit, listUnits, updateUnit } from "./units";
import { countries, countryListSpec, deviceListSpec, devices, feeListSpec, fees } from "./queries";

/**
 * What can be rented and where to (docs/api-conventions.md), mounted under /api. The ids are numeric, so the
 * rental engine's POST /api/rental/devices/cost/ (another module) is never taken for a device.
 */
const rentalCatalog: FastifyPluginAsyncZod = async (app) => {
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

  registerCatalogRoutes(app, {
    path: "/rental/fees/",
    tag: "rentals",
    noun: "fee",
    customerNote: "staff pick them at a return; customers see active fees only",
    row: rentalFeeAnswer,
    createBody: feeCreateBody,
    updateBody: feeUpdateBody,
    spec: feeListSpec,
    service: fees,
    writer: "owner",
  });

  const units = recordRoutes(app, { path: "/rental/units/", tag: "rentals", caller: "member" });
  units.call({
    method: "GET",
    summary: "Members: the device's units (serial, ICCID, barcode, status), in the order they were added",
    path: "/rental/devices/:id/units/",
    answer: z.array(unitAnswer),
    handler: (ctx, { params }) => listUnits(app.db, ctx, params.id),
  });
  units.call({
    method: "POST",
    summary: "Members: a unit added to the device; the device's stock counts it while in service",
    path: "/rental/devices/:id/units/",
    body: unitCreateBody,
    answer: unitDetailAnswer,
    status: 201,
    handler: (ctx, { params, body }) => createUnit(app.db, ctx, params.id, body),
  });
  units.call({
    method: "GET",
    summary: "Members: one unit, its history (status changes, pick-ups, returns, swaps) and its rentals",
    path: ":id/",
    answer: unitDetailAnswer,
    handler: (ctx, { params }) => getUnit(app.db, ctx, params.id),
  });
  units.call({
    method: "PATCH",
    summary: "Members: a unit's serial, ICCID, barcode, note or status (out only through a pick-up)",
    path: ":id/",
    body: unitUpdateBody,
    answer: unitDetailAnswer,
    handler: (ctx, { params, body }) => updateUnit(app.db, ctx, params.id, body),
  });
};

export default rentalCatalog;
