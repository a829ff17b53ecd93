import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireCustomer, requireMember, requireOwner, requireUser } from "./auth";
import { type AuthContext } from "../security/caller";
import type { DB } from "../db/connection";
import type { ApiTag } from "../plugins/openapi";
import { pageOf } from "../../common/api/page";
import { type CsvCell, registerCsvExport } from "./lists/csv";
import type { ListReader, WholeListReader } from "./lists/readers";
import { errorBodies, idParams } from "./validation";

/**
 * The record route kit: the five calls of a DRF view set (list, create, retrieve, update, delete) and its
 * extra `{id}/…/` actions, each declared by its summary, schemas and handler. The kit adds what every such
 * route says the same way (docs/api-conventions.md): the tag, `{id}` params, the status of the answer
 * (201 create, 204 delete) and the error answers the call can give.
 */

/**
 * A staff action on one of the company's rows (retry, resolve, assign a card), as a route's handler calls
 * it: the row's id, then `now` (for tests); it answers nothing, the route reads the row again.
 */
export type RowAction = (db: DB, ctx: AuthContext, id: number, now?: Date) => Promise<void>;
/** A RowAction that takes the note staff wrote (resolve). */
export type NotedRowAction = (
  db: DB,
  ctx: AuthContext,
  id: number,
  note: string | undefined,
  now?: Date,
) => Promise<void>;

/**
 * A handler that changes one row and answers it as read again: `answerWith(read)(change)`, for an update or
 * an action whose service answers nothing (`read` says how the row is answered, e.g. its detail).
 */
export const answerWith =
  <Row>(read: (ctx: AuthContext, id: number) => Promise<Row>) =>
  <Body>(change: (ctx: AuthContext, id: number, body: Body) => Promise<unknown>) =>
  async (ctx: AuthContext, id: number, body: Body): Promise<Row> => {
    await change(ctx, id, body);
    return read(ctx, id);
  };

/**
 * A create handler that answers the new row as read again: `answerCreated(read)(create)`, for a service that
 * answers the new row's id.
 */
export const answerCreated =
  <Row>(read: (ctx: AuthContext, id: number) => Promise<Row>) =>
  <Body>(create: (ctx: AuthContext, body: Body) => Promise<number>) =>
  async (ctx: AuthContext, body: Body): Promise<Row> =>
    read(ctx, await create(ctx, body));

/** Who may call: anyone signed in, staff (owners too), owners, or someone acting as a customer. */
export type Caller = "user" | "member" | "owner" | "customer";

const guards: Record<Caller, (request: FastifyRequest) => AuthContext> = {
  user: requireUser,
  member: requireMember,
  owner: requireOwner,
  customer: requireCustomer,
};

type ErrorStatus = keyof typeof errorBodies;

/** The errors each kind of call answers with, before the caller's 403 and a route's own additions. */
const CALL_ERRORS = {
  list: [400, 401, 404],
  counters: [400, 401],
  create: [400, 401],
  retrieve: [401, 404],
  update: [400, 401, 404],
  remove: [401, 404],
  action: [400, 401, 404],
} as const satisfies Record<string, readonly ErrorStatus[]>;

interface Call {
  summary: string;
  /** who may call; the kit's caller when absent */
  caller?: Caller;
  /** error statuses this call answers beyond its kind's (e.g. a delete refused with 400) */
  errors?: ErrorStatus[];
  /** other answers (e.g. `502` when a processor cannot be reached) */
  responses?: Record<number, z.ZodType>;
}

export interface RecordRoutesOptions {
  /** the list path under /api, with its trailing slash: "/phones/" */
  path: string;
  /** the operations' tag, one the document declares (plugins/openapi.ts) */
  tag: ApiTag;
  caller: Caller;
  /**
   * Refuse a caller of the wrong role before the body is validated (403 before 400), as DRF does. The
   * check runs in a preValidation hook, for every call whose caller is not "user".
   */
  refuseBeforeBody?: boolean;
}

/**
 * Routes of one record type under `path` and `path{id}/`. `row`, like a view set's serializer, is what its
 * calls answer unless a call names its own (a detail, a page of another shape).
 */
export function recordRoutes<KitRow extends z.ZodType = z.ZodNever>(
  app: FastifyInstance,
  options: RecordRoutesOptions & { row?: KitRow },
) {
  const tags = [options.tag];
  const rowOf = (call: { row?: z.ZodType }) => {
    const row = call.row ?? options.row;
    if (!row) throw new Error(`${options.path}: a call answers no row`);
    return row;
  };
  const one = `${options.path}:id/`;

  const callerOf = (call: Call) => call.caller ?? options.caller;
  const guardOf = (call: Call) => guards[callerOf(call)];
  const hooks = (call: Call) => {
    if (!options.refuseBeforeBody || callerOf(call) === "user") return {};
    const guard = guardOf(call);
    return { preValidation: async (request: FastifyRequest) => void guard(request) };
  };
  /** The call's error answers: its kind's, 403 when not every signed-in user may call, its own. */
  const errorsOf = (kind: keyof typeof CALL_ERRORS, call: Call) => {
    const statuses = new Set<ErrorStatus>([...CALL_ERRORS[kind], ...(call.errors ?? [])]);
    if (callerOf(call) !== "user") statuses.add(403);
    const out: Partial<Record<ErrorStatus, z.ZodType>> = {};
    for (const status of [...statuses].sort()) out[status] = errorBodies[status];
    return { ...out, ...call.responses };
  };

  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  /** Registers one call: the kit's schema parts around `schema`, the caller's guard before `answer`. */
  const route = (
    kind: keyof typeof CALL_ERRORS,
    call: Call,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    schema: { querystring?: z.ZodType; params?: z.ZodType; body?: z.ZodType; response: object },
    answer: (ctx: AuthContext, request: FastifyRequest) => Promise<unknown>,
    status = 200,
  ) => {
    const guard = guardOf(call);
    app.route({
      method,
      url,
      ...hooks(call),
      schema: {
        tags,
        summary: call.summary,
        ...schema,
        response: { ...schema.response, ...errorsOf(kind, call) },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const out = await answer(guard(request), request);
        reply.status(status);
        return out;
      },
    });
  };

  return {
    /** GET path: one page of rows, as `read` answers it, with the query string it takes. */
    list<Row extends z.ZodType = KitRow>(call: Call & { row?: Row; read: ListReader<z.input<Row>> }) {
      route(
        "list",
        call,
        "GET",
        options.path,
        { querystring: call.read.query, response: { 200: pageOf(rowOf(call)) } },
        (ctx, request) => call.read(app.db, ctx, request),
      );
    },

    /**
     * GET path`export/`: the list's rows as CSV (csv.ts), for the kit's caller; `name` is what the rows are
     * ("rentals"), the file is `name`-date.csv.
     */
    csv<Out>(call: { list: WholeListReader<Out>; cells: CsvCell<Out>[]; name: string }) {
      const things = `${call.name[0].toUpperCase()}${call.name.slice(1)}`;
      registerCsvExport(app, {
        ...call,
        summary: `${things} as CSV: the list's filters, search and ordering, every row, streamed`,
        path: `${options.path}export/`,
        tag: options.tag,
        guard: guards[options.caller],
      });
    },

    /**
     * GET path`counters/`: how many rows each status holds under the list's filters (the tabs above it);
     * `name` is what the rows are ("rentals").
     */
    counters<Counts extends z.ZodType>(
      call: Omit<Call, "summary"> & {
        name: string;
        row: Counts;
        list: ListReader<unknown>;
        count: (db: DB, ctx: AuthContext, request: FastifyRequest) => Promise<z.input<Counts>>;
      },
    ) {
      route(
        "counters",
        { ...call, summary: `How many ${call.name} per status under the list's filters (status excepted)` },
        "GET",
        `${options.path}counters/`,
        { querystring: call.list.query, response: { 200: call.row } },
        (ctx, request) => call.count(app.db, ctx, request),
      );
    },

    /** POST path: 201 and the new row. */
    create<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      call: Call & {
        body: Body;
        row?: Row;
        handler: (ctx: AuthContext, body: z.output<Body>) => Promise<z.input<Row>>;
      },
    ) {
      route(
        "create",
        call,
        "POST",
        options.path,
        { body: call.body, response: { 201: rowOf(call) } },
        (ctx, request) => call.handler(ctx, request.body as z.output<Body>),
        201,
      );
    },

    /** GET path{id}/: the row. */
    retrieve<Row extends z.ZodType = KitRow>(
      call: Call & { row?: Row; handler: (ctx: AuthContext, id: number) => Promise<z.input<Row>> },
    ) {
      route(
        "retrieve",
        call,
        "GET",
        one,
        { params: idParams, response: { 200: rowOf(call) } },
        (ctx, request) => call.handler(ctx, idOf(request)),
      );
    },

    /** PATCH path{id}/: the changed row. */
    update<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      call: Call & {
        body: Body;
        row?: Row;
        handler: (ctx: AuthContext, id: number, body: z.output<Body>) => Promise<z.input<Row>>;
      },
    ) {
      route(
        "update",
        call,
        "PATCH",
        one,
        { params: idParams, body: call.body, response: { 200: rowOf(call) } },
        (ctx, request) => call.handler(ctx, idOf(request), request.body as z.output<Body>),
      );
    },

    /** DELETE path{id}/: 204, described by what became of the row ("Deactivated", "Removed", "Deleted"). */
    remove(call: Call & { outcome: string; handler: (ctx: AuthContext, id: number) => Promise<unknown> }) {
      const gone = { 204: z.null().describe(call.outcome) };
      route(
        "remove",
        call,
        "DELETE",
        one,
        { params: idParams, response: gone },
        async (ctx, request) => {
          await call.handler(ctx, idOf(request));
          return null;
        },
        204,
      );
    },

    /** POST path{id}/`name`/: an action on one row, answered with the row. */
    action<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      name: string,
      call: Call & {
        body?: Body;
        row?: Row;
        handler: (ctx: AuthContext, id: number, body: z.output<Body>) => Promise<z.input<Row>>;
      },
    ) {
      const schema = {
        params: idParams,
        ...(call.body ? { body: call.body } : {}),
        response: { 200: rowOf(call) },
      };
      route("action", call, "POST", `${one}${name}/`, schema, (ctx, request) =>
        call.handler(ctx, idOf(request), request.body as z.output<Body>),
      );
    },
  };
}
