import { auditChanges } from "../../common/audit";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../db/connection";
import type { ApiTag } from "../plugins/openapi";
import { audit } from "../db/audit-log";
import { type AuthContext, isStaff } from "../security/caller";
import { filters } from "./lists/filters";
import { listPage } from "./lists/paging";
import { type ListReader, listReader } from "./lists/readers";
import type { ListSpec } from "./lists/spec";
import type { AnyTables, Column, ListQuery, ListTables, UntypedQuery } from "./lists/tables";
import { badRequest, type FieldErrors, isUniqueViolation, notFound } from "./errors";
import { recordRoutes } from "./routes";
import { fields } from "./validation";

/**
 * What the company sells — carriers, plans, devices, countries — follows one pattern
 * (docs/api-conventions.md):
 * everyone signed in reads, a customer only the active rows; staff create, edit and deactivate (DELETE
 * sets is_active false, a PATCH {is_active: true} brings the row back). Each entity declares its table,
 * scope, columns and checks; this file turns the declaration into the five calls and their SQL.
 */

type CatalogTable = "carriers" | "plans" | "devices" | "countries" | "rental_fees";
type Values = Record<string, unknown>;

/**
 * One catalogue entity: `TE` are the tables its list reads (the table aliased `t`, and any joins), `Selected`
 * the row its `select` reads, which `serialize` turns into the answer.
 */
export interface CatalogDef<Row extends { id: number }, Create, Update, TE extends ListTables, Selected> {
  table: CatalogTable;
  /** the audit log's object name, e.g. "carrier" */
  object: string;
  spec: ListSpec<TE>;
  /**
   * every row of the caller's company, the table aliased `t` (plus any joins), without a select list;
   * by default the table's rows whose company_id is the caller's
   */
  base?(db: DB, ctx: AuthContext): ListQuery<TE>;
  /** narrows `base` to what a customer (or a member acting as one) may see; by default the active rows */
  visibleToCustomers?(qb: ListQuery<TE>): ListQuery<TE>;
  select(qb: ListQuery<TE>): UntypedQuery<Selected>;
  serialize(row: Selected): Row;
  /** what a customer must not see of a row (e.g. ids at the top-up provider), blanked out */
  hideFromCustomers?(row: Row): Row;
  /** checks that need the database (uniqueness, ids of other rows); `current` is null on create */
  check?(db: DB, ctx: AuthContext, input: Create | Update, current: Row | null): Promise<FieldErrors>;
  /** the database's own unique constraint, when two writes race past `check` */
  uniqueViolation?: FieldErrors;
  /** the row to insert, including company_id where the table has one; by default the body's fields and it */
  insertValues?(ctx: AuthContext, input: Create): Values;
  /**
   * the columns a PATCH changes (fields absent from the request are absent here); by default the body's
   * fields as they are
   */
  updateValues?(input: Update): Values;
  /** more writes in the create's or update's transaction, after the row's own (e.g. a device's units) */
  written?(trx: DB, ctx: AuthContext, id: number, input: Create | Update): Promise<void>;
}

export interface CatalogService<Row extends { id: number }, Create, Update> {
  list: ListReader<Row>;
  get(db: DB, ctx: AuthContext, id: number): Promise<Row>;
  create(db: DB, ctx: AuthContext, input: Create): Promise<Row>;
  update(db: DB, ctx: AuthContext, id: number, input: Update): Promise<Row>;
  deactivate(db: DB, ctx: AuthContext, id: number): Promise<void>;
}

/**
 * The POST body of a catalogue entity (is_active defaults to true, `createDefaults` fill other fields left
 * out) and its PATCH body (every field optional), from the entity's fields.
 */
export function catalogBodies<F extends z.ZodRawShape & { is_active: z.ZodBoolean }, D extends z.ZodRawShape>(
  fields: F,
  createDefaults?: D,
) {
  return {
    createBody: z.object({ ...fields, is_active: fields.is_active.default(true), ...createDefaults }),
    updateBody: z.object(fields).partial(),
  };
}

/**
 * A catalogue list over the table aliased `t`: ordered by name unless told otherwise, filtered by
 * is_active, by the days rows were created (created_after, created_before) and by `filters`.
 */
export function catalogListSpec<TE extends `${CatalogTable} as t` | "carriers as c">(
  // The tables come from the declaration the spec is assigned to, never from its columns.
  spec: NoInfer<Pick<ListSpec<TE>, "ordering" | "search" | "filters"> & Partial<ListSpec<TE>>>,
): ListSpec<TE> {
  // Every catalogue table, aliased `t`, has these columns.
  const column = (name: "t.id" | "t.is_active" | "t.created_at") => name as Column<TE>;
  return {
    defaultOrdering: ["name"],
    idColumn: column("t.id"),
    ...spec,
    filters: {
      ...spec.filters,
      is_active: filters.boolean<TE>(column("t.is_active")),
      created_after: filters.dateFrom<TE>(column("t.created_at")),
      created_before: filters.dateTo<TE>(column("t.created_at")),
    },
    describe: {
      created_after: "YYYY-MM-DD, from the start of that day in the company's time zone",
      created_before: "YYYY-MM-DD, to the end of that day in the company's time zone",
      ...spec.describe,
    },
  };
}

/** `undefined` (field not sent) is dropped, so that a PATCH only names what it changes. */
export function definedOnly(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Optional text such as a provider's id: blank means none (null). */
export const optionalCode = (max: number) =>
  fields
    .name(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The five calls of a catalogue entity. Its types come first, the declaration second (whose query types
 * are inferred from its spec and its select): `catalogService<Carrier, CarrierCreate, CarrierUpdate>()({…})`.
 */
export const catalogService =
  <Row extends { id: number }, Create, Update>() =>
  <TE extends ListTables, Selected>(def: CatalogDef<Row, Create, Update, TE, Selected>) =>
    catalogCalls(def);

function catalogCalls<Row extends { id: number }, Create, Update, TE extends ListTables, Selected>(
  def: CatalogDef<Row, Create, Update, TE, Selected>,
): CatalogService<Row, Create, Update> {
  // The dynamic table name defeats Kysely's typing; the values come from each entity's Zod schemas.
  const table = (db: DB) => db as unknown as Kysely<AnyTables>;
  // The kit's own clauses name the columns every catalogue table has (`t.id`, `t.is_active`).
  const byName = (qb: ListQuery<TE>) => qb as unknown as UntypedQuery;
  const typed = (qb: UntypedQuery) => qb as unknown as ListQuery<TE>;
  const {
    base = (db: DB, ctx: AuthContext) =>
      typed(table(db).selectFrom(`${def.table} as t`).where("t.company_id", "=", ctx.companyId)),
    visibleToCustomers = (qb: ListQuery<TE>) => typed(byName(qb).where("t.is_active", "=", true)),
    insertValues = (ctx: AuthContext, input: Create): Values => ({ company_id: ctx.companyId, ...input }),
    updateValues = (input: Update): Values => ({ ...(input as Values) }),
  } = def;
  const visible = (db: DB, ctx: AuthContext) => {
    const qb = base(db, ctx);
    return isStaff(ctx) ? qb : visibleToCustomers(qb);
  };
  const serializeFor =
    (ctx: AuthContext) =>
    (raw: Selected): Row => {
      const row = def.serialize(raw);
      return def.hideFromCustomers && !isStaff(ctx) ? def.hideFromCustomers(row) : row;
    };
  const find = async (db: DB, ctx: AuthContext, id: number): Promise<Row> => {
    const row = await def.select(typed(byName(visible(db, ctx)).where("t.id", "=", id))).executeTakeFirst();
    if (!row) throw notFound();
    return serializeFor(ctx)(row);
  };
  const checked = async (db: DB, ctx: AuthContext, input: Create | Update, current: Row | null) => {
    const errors = def.check ? await def.check(db, ctx, input, current) : {};
    if (Object.keys(errors).length) throw badRequest(errors);
  };
  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (def.uniqueViolation && isUniqueViolation(err)) throw badRequest(def.uniqueViolation);
      throw err;
    }
  };
  return {
    list: listReader(def.spec, (db, ctx, request) =>
      listPage({
        request,
        db,
        scope: { companyId: ctx.companyId },
        base: visible(db, ctx),
        spec: def.spec,
        select: def.select,
        serialize: serializeFor(ctx),
      }),
    ),

    get: find,

    async create(db, ctx, input) {
      await checked(db, ctx, input, null);
      const values = { ...insertValues(ctx, input), created_at: new Date().toISOString() };
      const id = await writing(() =>
        db.transaction().execute(async (trx) => {
          const row = await table(trx)
            .insertInto(def.table)
            .values(values)
            .returning("id")
            .$castTo<{ id: number }>()
            .executeTakeFirstOrThrow();
          await audit(trx, ctx, "create", def.object, row.id, values);
          if (def.written) await def.written(trx, ctx, row.id, input);
          return row.id;
        }),
      );
      return find(db, ctx, id);
    },

    async update(db, ctx, id, input) {
      const current = await find(db, ctx, id);
      await checked(db, ctx, input, current);
      const changes = definedOnly(updateValues(input));
      if (Object.keys(changes).length) {
        await writing(() =>
          db.transaction().execute(async (trx) => {
            const before = await table(trx)
              .selectFrom(def.table)
              .selectAll()
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            await table(trx).updateTable(def.table).set(changes).where("id", "=", id).execute();
            await audit(trx, ctx, "update", def.object, id, {
              changes: auditChanges(before as Record<string, unknown>, changes),
            });
            if (def.written) await def.written(trx, ctx, id, input);
          }),
        );
      }
      return find(db, ctx, id);
    },

    async deactivate(db, ctx, id) {
      await find(db, ctx, id);
      await db.transaction().execute(async (trx) => {
        await table(trx).updateTable(def.table).set({ is_active: false }).where("id", "=", id).execute();
        await audit(trx, ctx, "deactivate", def.object, id);
      });
    },
  };
}

export interface CatalogRoutes<Row extends { id: number }, Create, Update, TE extends ListTables> {
  /** the list path under /api, with its trailing slash: "/carriers/" */
  path: string;
  tag: ApiTag;
  /** "carrier", "plan"… for the OpenAPI summaries */
  noun: string;
  row: z.ZodType<Row>;
  createBody: z.ZodType<Create, unknown>;
  updateBody: z.ZodType<Update, unknown>;
  spec: ListSpec<TE>;
  service: CatalogService<Row, Create, Update>;
  /** what a customer sees, for the OpenAPI summaries */
  customerNote: string;
  /** who creates, edits and deactivates: staff by default, or owners only (the company's fee list) */
  writer?: "member" | "owner";
}

/** GET/POST `path` and GET/PATCH/DELETE `path{id}/`; the id is numeric, so `path/cost/` stays free. */
export function registerCatalogRoutes<Row extends { id: number }, Create, Update, TE extends ListTables>(
  app: FastifyInstance,
  r: CatalogRoutes<Row, Create, Update, TE>,
): void {
  const writer = r.writer ?? "member";
  const who = writer === "owner" ? "owners" : "staff";
  // Everyone signed in reads; staff (or owners) write, and a customer is refused (403) before their body is read (400).
  const routes = recordRoutes(app, {
    path: r.path,
    tag: r.tag,
    caller: "user",
    row: r.row,
  });

  routes.list({
    summary: `List ${r.noun}s (${r.customerNote})`,
    read: r.service.list,
  });
  routes.create({
    summary: `Add a ${r.noun} (${who})`,
    caller: writer,
    body: r.createBody,
    handler: (ctx, body) => r.service.create(app.db, ctx, body),
  });
  routes.retrieve({
    summary: `One ${r.noun} (${r.customerNote})`,
    handler: (ctx, id) => r.service.get(app.db, ctx, id),
  });
  routes.update({
    summary: `Change a ${r.noun}; {"is_active": true} re-activates it (${who})`,
    caller: writer,
    body: r.updateBody,
    handler: (ctx, id, body) => r.service.update(app.db, ctx, id, body),
  });
  routes.remove({
    summary: `Deactivate a ${r.noun}: kept for history, hidden from customers (${who})`,
    caller: writer,
    outcome: "Deactivated",
    handler: (ctx, id) => r.service.deactivate(app.db, ctx, id),
  });
}
