import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import { requireCustomer, requireMember, requireOwner, requireUser } from "./auth";
import { type AuthContext } from "../security/caller";
import type { DB } from "../db/connection";
import type { ApiTag, DocumentedBody } from "../plugins/openapi";
import { pageOf } from "../../common/api/page";
import { type CsvCell, registerCsvExport } from "./lists/csv";
import type { ListReader, WholeListReader } from "./lists/readers";
import { errorBodies, idParams } from "./validation";

/**
 * The route kit, the one way a module writes a route (docs/architecture.md): the five calls of a DRF view
 * set (list, create, retrieve, update, delete), its `{id}/…/` and collection actions, and any other call,
 * each declared by its summary, schemas and handler. The kit adds what every route says the same way
 * (docs/api-conventions.md): the tag, `{id}` params, the status of the answer (201 create, 204 delete), the
 * error answers the call can give, the caller's role checked before the body, and the refill bell.
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

/**
 * Who may call: anyone signed in, staff (owners too), owners, someone acting as a customer, or (a `call` that
 * says so itself) anybody at all.
 */
export type Caller = "user" | "member" | "owner" | "customer" | "public";
type SignedIn = Exclude<Caller, "public">;

const guards: Record<SignedIn, (request: FastifyRequest) => AuthContext> = {
  user: requireUser,
  member: requireMember,
  owner: requireOwner,
  customer: requireCustomer,
};

type ErrorStatus = keyof typeof errorBodies;

/** The methods whose calls Fastify reads a body for. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** The errors each kind of call answers with, before the caller's 403 and a route's own additions. */
const CALL_ERRORS = {
  list: [400, 401, 404],
  counters: [400, 401],
  create: [400, 401],
  retrieve: [401, 404],
  update: [400, 401, 404],
  remove: [401, 404],
  action: [400, 401, 404],
  listAction: [400, 401],
} as const satisfies Record<string, readonly ErrorStatus[]>;

/** What every call declares; `Answer` is what its handler answers (for `rings`). */
interface Call<Answer = never> {
  summary: string;
  /** who may call; the kit's caller when absent */
  caller?: SignedIn;
  /**
   * The product's own path when it is not the kit's (SPEC.md's `:id/update`, `:id/refund` without the
   * trailing slash): under the kit's path, or from /api when it starts with "/"; `:id` is the row's id.
   */
  path?: string;
  /** error statuses this call answers beyond its kind's (e.g. a delete refused with 400) */
  errors?: ErrorStatus[];
  /** other answers (e.g. `502` when a processor cannot be reached) */
  responses?: Record<number, z.ZodType>;
  /**
   * The write may have queued a refill: once it answered (committed), the refill bell (jobs/refill-bell.ts)
   * wakes the workers; a function says from the answer whether anything was queued.
   */
  rings?: boolean | ((answer: Answer) => boolean);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RecordRoutesOptions {
  /** the list path under /api, with its trailing slash: "/phones/" */
  path: string;
  /** the operations' tag, one the document declares (plugins/openapi.ts) */
  tag: ApiTag;
  /**
   * Who may call unless a call says otherwise. Anyone but "user" is checked before the body or query is
   * validated (403 before 400, as DRF does): a customer is refused a staff call whatever they send.
   */
  caller: SignedIn;
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
  /** The call's URL: its own path (under the kit's, or absolute), else the kind's. */
  const urlOf = (call: { path?: string }, fallback: string) =>
    call.path === undefined
      ? fallback
      : call.path.startsWith("/")
        ? call.path
        : `${options.path}${call.path}`;

  const callerOf = (call: { caller?: Caller }) => call.caller ?? options.caller;
  /** The caller's guard in a preValidation hook: who may call is decided before the body is read. */
  const hooks = (caller: Caller) => {
    if (caller === "user" || caller === "public") return {};
    const guard = guards[caller];
    return { preValidation: async (request: FastifyRequest) => void guard(request) };
  };
  /** The call's error answers: its kind's, 403 when not every signed-in user may call, its own. */
  const errorsOf = (
    kind: readonly ErrorStatus[],
    call: Omit<Call, "caller"> & { caller?: Caller },
    method: string,
  ) => {
    const statuses = new Set<ErrorStatus>([...kind, ...(call.errors ?? [])]);
    // Whatever the call declares, Fastify reads a body sent with these methods: a malformed one is a 400, one
    // over the size limit a 413, one of a Content-Type it does not parse a 415.
    if (BODY_METHODS.has(method)) for (const status of [400, 413, 415] as const) statuses.add(status);
    const caller = callerOf(call);
    if (caller !== "user" && caller !== "public") statuses.add(403);
    const out: Partial<Record<ErrorStatus, z.ZodType>> = {};
    for (const status of [...statuses].sort()) out[status] = errorBodies[status];
    return { ...out, ...call.responses };
  };
  const ringsOn = (call: Pick<Call, "rings">) => (answer: unknown) => {
    const rings = typeof call.rings === "function" ? call.rings(answer as never) : call.rings;
    if (rings) app.refillBell.ring();
  };

  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  /** Registers one call: the kit's schema parts around `schema`, the caller's guard before `answer`. */
  const route = (
    kind: keyof typeof CALL_ERRORS,
    call: Call,
    method: Method,
    url: string,
    schema: { querystring?: z.ZodType; params?: z.ZodType; body?: z.ZodType; response: object },
    answer: (ctx: AuthContext, request: FastifyRequest) => Promise<unknown>,
    status = 200,
  ) => {
    const caller = callerOf(call) as SignedIn;
    const guard = guards[caller];
    const ring = ringsOn(call);
    app.route({
      method,
      url,
      ...hooks(caller),
      schema: {
        tags,
        summary: call.summary,
        ...schema,
        ...(url.includes(":id") && !schema.params ? { params: idParams } : {}),
        response: { ...schema.response, ...errorsOf(CALL_ERRORS[kind], call, method) },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const out = await answer(guard(request), request);
        ring(out);
        reply.status(status);
        return out;
      },
    });
  };

  /** A POST whose handler takes the body alone: a create (201) or an action on the collection. */
  const post = (
    kind: "create" | "listAction",
    call: Call & {
      body: z.ZodType;
      row?: z.ZodType;
      handler: (ctx: AuthContext, body: never, request: FastifyRequest) => Promise<unknown>;
    },
    url: string,
    status: 200 | 201,
  ) =>
    route(
      kind,
      call,
      "POST",
      urlOf(call, url),
      { body: call.body, response: { [status]: rowOf(call) } },
      (ctx, request) => call.handler(ctx, request.body as never, request),
      status,
    );

  return {
    /** GET path: one page of rows, as `read` answers it, with the query string it takes. */
    list<Row extends z.ZodType = KitRow>(call: Call & { row?: Row; read: ListReader<z.input<Row>> }) {
      route(
        "list",
        call,
        "GET",
        urlOf(call, options.path),
        { querystring: call.read.query, response: { 200: pageOf(rowOf(call)) } },
        (ctx, request) => call.read(app.db, ctx, request),
      );
    },

    /**
     * GET path`export/`: the list's rows as CSV (csv.ts), for the kit's caller; `name` is what the rows are
     * ("rentals"), the file is `name`-date.csv.
     */
    csv<Out>(call: {
      list: WholeListReader<Out>;
      cells: CsvCell<Out>[] | ((ctx: AuthContext) => CsvCell<Out>[]);
      name: string;
    }) {
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
        urlOf(call, `${options.path}counters/`),
        { querystring: call.list.query, response: { 200: call.row } },
        (ctx, request) => call.count(app.db, ctx, request),
      );
    },

    /** POST path: 201 and the new row. */
    create<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      call: Call<z.input<Row>> & {
        body: Body;
        row?: Row;
        /** `request`: for what the body cannot say (the address a consent came from) */
        handler: (ctx: AuthContext, body: z.output<Body>, request: FastifyRequest) => Promise<z.input<Row>>;
      },
    ) {
      post("create", call, options.path, 201);
    },

    /** GET path{id}/: the row (or, at its own path, what the call answers about it). */
    retrieve<Row extends z.ZodType = KitRow>(
      call: Call & { row?: Row; handler: (ctx: AuthContext, id: number) => Promise<z.input<Row>> },
    ) {
      route(
        "retrieve",
        call,
        "GET",
        urlOf(call, one),
        { params: idParams, response: { 200: rowOf(call) } },
        (ctx, request) => call.handler(ctx, idOf(request)),
      );
    },

    /** PATCH path{id}/: the changed row. */
    update<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      call: Call<z.input<Row>> & {
        body: Body;
        row?: Row;
        /** `request`: for what the body cannot say (the address a consent came from) */
        handler: (
          ctx: AuthContext,
          id: number,
          body: z.output<Body>,
          request: FastifyRequest,
        ) => Promise<z.input<Row>>;
      },
    ) {
      route(
        "update",
        call,
        "PATCH",
        urlOf(call, one),
        { params: idParams, body: call.body, response: { 200: rowOf(call) } },
        (ctx, request) => call.handler(ctx, idOf(request), request.body as z.output<Body>, request),
      );
    },

    /** DELETE path{id}/: 204, described by what became of the row ("Deactivated", "Removed", "Deleted"). */
    remove(call: Call & { outcome: string; handler: (ctx: AuthContext, id: number) => Promise<unknown> }) {
      const gone = { 204: z.null().describe(call.outcome) };
      route(
        "remove",
        call,
        "DELETE",
        urlOf(call, one),
        { params: idParams, response: gone },
        async (ctx, request) => {
          await call.handler(ctx, idOf(request));
          return null;
        },
        204,
      );
    },

    /**
     * POST path{id}/`name`/ (or the call's own path): an action on one row, answered with the row (`status`
     * 201 when it makes one, as a refund does). Without `body` the call takes none, and the document says so.
     */
    action<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      name: string,
      call: Call<z.input<Row>> & {
        body?: Body;
        row?: Row;
        status?: 200 | 201;
        handler: (ctx: AuthContext, id: number, body: z.output<Body>) => Promise<z.input<Row>>;
      },
    ) {
      const status = call.status ?? 200;
      const schema = {
        params: idParams,
        ...(call.body ? { body: call.body } : {}),
        response: { [status]: rowOf(call) },
      };
      route(
        "action",
        call,
        "POST",
        urlOf(call, `${one}${name}/`),
        schema,
        (ctx, request) => call.handler(ctx, idOf(request), request.body as z.output<Body>),
        status,
      );
    },

    /**
     * POST path`name`/ (or the call's own path): an action on the collection, DRF's `detail=False` — the
     * row it acts on named in the body (a rental's return), many rows (a bulk retry), or none (a quote).
     * Answers `row`; a row that the body names and is not found is the call's `errors: [404]`.
     */
    listAction<Body extends z.ZodType, Row extends z.ZodType = KitRow>(
      name: string,
      call: Call<z.input<Row>> & {
        body: Body;
        row?: Row;
        handler: (ctx: AuthContext, body: z.output<Body>) => Promise<z.input<Row>>;
      },
    ) {
      post("listAction", call, `${options.path}${name}/`, 200);
    },

    /**
     * Any other call (a singleton such as /company/, a preview with a query string, a file): `method` at the
     * call's path (the kit's when absent). Its errors follow from what it takes: 400 for a body or query,
     * 401 unless `caller: "public"`, 403 unless any signed-in user may call, 404 for path parameters.
     * `handler` gets the validated parts, and the request and reply for what the schema cannot say (headers,
     * a file's bytes); it answers `answer` with `status` unless it sends the reply itself (`reply.send`).
     */
    call<
      Body extends z.ZodType = z.ZodUnknown,
      Query extends z.ZodType = z.ZodUnknown,
      Params extends z.ZodType = typeof idParams,
      C extends Caller = SignedIn,
    >(
      call: Omit<Call, "caller"> & {
        method: Method;
        caller?: C;
        description?: string;
        /** `[]` for a call whose caller proves who they are otherwise (a signed webhook) */
        security?: [];
        body?: Body;
        query?: Query;
        params?: Params;
        /** the answer's schema; absent when the handler sends what JSON cannot say (TwiML, an image) */
        answer?: z.ZodType;
        /**
         * The media types of the answer when it is not JSON (an image, TwiML): the document says them for the
         * call's own status, its errors stay JSON.
         */
        produces?: string[];
        /**
         * A body the handler reads itself, which no Zod schema validates (a file's bytes, a signed form): its
         * media types and the JSON Schema the document shows for it (plugins/openapi.ts, DocumentedBody).
         */
        rawBody?: DocumentedBody;
        status?: number;
        /** a route's own error handler, for an error only it can give (a file too large) */
        errorHandler?: RouteOptions["errorHandler"];
        /** Fastify's route config (a public call's rate limit) */
        config?: RouteOptions["config"];
        /** hooks once the body is read (a throttle keyed on the account the body names) */
        preHandler?: RouteOptions["preHandler"];
        handler: (
          ctx: C extends "public" ? null : AuthContext,
          input: {
            body: z.output<Body>;
            query: z.output<Query>;
            params: z.output<Params>;
            request: FastifyRequest;
            reply: FastifyReply;
          },
        ) => Promise<unknown>;
      },
    ) {
      const url = urlOf(call, options.path);
      const params = call.params ?? (url.includes(":id") ? idParams : undefined);
      // Only a call may be public, and it says so itself: a kit's caller is always signed in.
      const caller = callerOf(call);
      const kind: ErrorStatus[] = [];
      if (call.body || call.query) kind.push(400);
      if (caller !== "public") kind.push(401);
      if (params) kind.push(404);
      const status = call.status ?? 200;
      const guard = caller === "public" ? () => null : guards[caller];
      const ring = ringsOn(call);
      app.route({
        method: call.method,
        url,
        ...hooks(caller),
        ...(call.errorHandler ? { errorHandler: call.errorHandler } : {}),
        ...(call.config ? { config: call.config } : {}),
        ...(call.preHandler ? { preHandler: call.preHandler } : {}),
        schema: {
          tags,
          summary: call.summary,
          ...(call.description ? { description: call.description } : {}),
          // A public call asks for no token, and the document says so (the default is the token).
          ...(call.security || caller === "public" ? { security: call.security ?? [] } : {}),
          ...(call.produces ? { produces: call.produces } : {}),
          ...(call.rawBody ? { rawBody: call.rawBody } : {}),
          ...(params ? { params } : {}),
          ...(call.query ? { querystring: call.query } : {}),
          ...(call.body ? { body: call.body } : {}),
          response: {
            ...(call.answer ? { [status]: call.answer } : {}),
            ...errorsOf(kind, call, call.method),
          },
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = guard(request) as C extends "public" ? null : AuthContext;
          reply.status(status);
          const out = await call.handler(ctx, {
            body: request.body as z.output<Body>,
            query: request.query as z.output<Query>,
            params: request.params as z.output<Params>,
            request,
            reply,
          });
          ring(out);
          return out;
        },
      });
    },
  };
}
