import { z } from "zod";
import { filters, type ListSpec } from "../../http/drf";
import { moneyField } from "../../http/money";
import { formatCents } from "../../../common/money";
import { fields } from "../../http/validation";
import { catalogBodies, catalogListSpec, catalogService } from "../../http/catalog";
import { DEVICE_KINDS, deviceAnswer, type Device } from "../../../common/api";

/**
 * Rentable devices (server/db/schema.ts, docs/engines.md): a daily rate, a deposit, and how many the company
 * has.
 */

export { DEVICE_KINDS, deviceAnswer };
export type { Device };
export const MAX_STOCK = 100_000;

const deviceFields = {
  name: fields.requiredText(120),
  // The shared message for a bad choice would quote "undefined" for a missing one.
  kind: z.enum(DEVICE_KINDS, {
    error: (iss) =>
      iss.input === undefined ? "This field is required." : `"${String(iss.input)}" is not a valid choice.`,
  }),
  daily_rate: moneyField({ min: 1 }).describe('"4.50" or 4.5; at least 0.01'),
  deposit: moneyField({ min: 0 }).describe('"100.00" or 100; 0 for none'),
  stock: z.number().int().min(0).max(MAX_STOCK),
  is_active: z.boolean(),
};
export const { createBody: deviceCreateBody, updateBody: deviceUpdateBody } = catalogBodies(deviceFields);
type DeviceCreate = z.output<typeof deviceCreateBody>;
type DeviceUpdate = z.output<typeof deviceUpdateBody>;

export const deviceListSpec: ListSpec = catalogListSpec({
  ordering: {
    name: "t.name",
    kind: "t.kind",
    daily_rate: "t.daily_rate",
    deposit: "t.deposit",
    stock: "t.stock",
    created_at: "t.created_at",
  },
  search: ["t.name"],
  filters: { kind: filters.choice("t.kind", DEVICE_KINDS) },
});

export const devices = catalogService<Device, DeviceCreate, DeviceUpdate>({
  table: "devices",
  object: "device",
  spec: deviceListSpec,
  select: (qb) =>
    qb.select([
      "t.id",
      "t.name",
      "t.kind",
      "t.daily_rate",
      "t.deposit",
      "t.stock",
      "t.is_active",
      "t.created_at",
    ]),
  serialize: (r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    daily_rate: formatCents(r.daily_rate),
    deposit: formatCents(r.deposit),
    stock: r.stock,
    is_active: Boolean(r.is_active),
    created_at: r.created_at,
  }),
});
