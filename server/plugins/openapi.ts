import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The API described for people (`/api/docs/`) and for client generators (`/api/openapi.json`), from the
 * routes' Zod schemas (docs/api-conventions.md, "The OpenAPI document"). Every operation gets an
 * `operationId` by one rule (`operationIdOf`); the answers registered with an id in common/api (rows,
 * records, pages) become `#/components/schemas/…`; `npm run lint:api` holds the document to Redocly's
 * recommended rules.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Refill & Rental back-office API",
        description:
          "Authorization: `Token <key>` from POST /api/user/token/. Money is decimal strings in USD.",
        version: "1.0.0",
      },
      // Relative: the document is served by the API it describes, so "/" is wherever it was fetched from,
      // behind any proxy and in every deployment, and the document stays the same everywhere.
      servers: [{ url: "/", description: "the server this document was fetched from" }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
      security: [{ token: [] }],
    },
    transform: withOperationId,
    transformObject: withReferencedSchemas,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** Every tag a route uses, said once for the reader of the document (Redocly: operation-tag-defined). */
const TAG_DESCRIPTIONS = {
  service: "The server's own health.",
  accounts: "Sign-in and sign-out, sign-up, the caller's profile, password reset.",
  customers: "The company's customers (staff).",
  members: "The company's staff: members and owners (owners manage them).",
  company: "The caller's company and its settings.",
  transactions: "Refills: queued, charged and topped up by the engine.",
  rentals: "Device rentals, their prices, payments and returns; devices and countries.",
  charges: "Every card or cash movement, refunds included.",
  carriers: "Carriers and their plans.",
  "phone numbers": "Customers' lines.",
  cards: "Customers' saved cards and the payment processor's settings.",
  "scheduled refills": "Refills placed by the calendar, once a month.",
  "phone-menu": "The phone menu callers dial to refill (Twilio webhook).",
  "audit-log": "Who did what, when, as whom, to which record (owners).",
  dashboard: "The company's figures of today, 7 and 30 days (staff).",
  "topup-wallet": "The company's prepaid wallet at the top-up aggregator (owners).",
  "payment events": "The payment processor's signed events (Stripe's webhook).",
  disputes: "Chargebacks of the company's card charges, and the evidence sent for them (staff).",
  messages: "E-mails and texts the product sent: staff the company's, customers their own.",
} as const;

/** A tag the document declares: what the route kit takes. */
export type ApiTag = keyof typeof TAG_DESCRIPTIONS;

/** The routes' Zod schemas in the document's own dialect (OpenAPI 3.0), inline or as components. */
const zodToJsonConfig = { target: "openapi-3.0" } as const;
const schemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
const componentsTransform = createJsonSchemaTransformObject({ zodToJsonConfig });

type TransformInput = Parameters<SwaggerTransform>[0];

/**
 * A request body that no Zod schema reads (the route kit's `rawBody`): a file's bytes, a signed form. The
 * document shows `schema` (JSON Schema) under each of `types`.
 */
export interface DocumentedBody {
  types: string[];
  schema: Record<string, unknown>;
}

/** The route as Zod describes it, with the operationId the route declares or `operationIdOf` gives. */
const withOperationId: SwaggerTransform = (input) => {
  const out = schemaTransform(input);
  const transformed = out.schema as Record<string, unknown> | undefined;
  if (!transformed || transformed.hide) return out;
  const schema = asAnswered(transformed);
  if (schema.operationId) return { ...out, schema };
  const methods = [input.route.method].flat();
  if (methods.length !== 1) throw new Error(`${input.url}: one method per route, for one operationId`);
  return {
    ...out,
    schema: { operationId: operationIdOf(methods[0], input.url, answersPage(input)), ...schema },
  };
};

/** `z.null()` as Zod writes it for OpenAPI 3.0: an answer that is nothing at all. */
const isNothing = (answer: JsonSchema) =>
  answer.nullable === true &&
  Array.isArray(answer.enum) &&
  answer.enum.length === 1 &&
  answer.enum[0] === null;

/**
 * What the route answers and reads, as it goes over the wire: an answer of nothing (a 204) has no body at
 * all; an answer that is not JSON (`produces`: a CSV file, an image, TwiML) is documented under its own media
 * types for the call's success statuses only, its errors staying JSON as they are sent; a `rawBody` becomes
 * the request body under its media types.
 */
function asAnswered(schema: JsonSchema): JsonSchema {
  const { produces, rawBody, ...rest } = schema as JsonSchema & {
    produces?: string[];
    rawBody?: DocumentedBody;
  };
  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries((rest.response ?? {}) as Record<string, JsonSchema>)) {
    const description = typeof answer.description === "string" ? answer.description : undefined;
    if (isNothing(answer)) response[status] = { type: "null", description: description ?? "No content" };
    else if (produces && /^2/.test(status))
      response[status] = {
        description: description ?? "Default Response",
        content: Object.fromEntries(produces.map((type) => [type, { schema: answer }])),
      };
    else response[status] = answer;
  }
  const body = rawBody && {
    content: Object.fromEntries(rawBody.types.map((type) => [type, { schema: rawBody.schema }])),
  };
  return { ...rest, ...(rest.response ? { response } : {}), ...(body ? { body } : {}) };
}

const ACTIONS: Record<string, string> = {
  GET: "retrieve",
  POST: "create",
  PUT: "update",
  PATCH: "partial_update",
  DELETE: "destroy",
};

/**
 * drf-spectacular's rule, so that ids read as a Django REST Framework client expects: the path's words
 * after /api/ (parameters left out, `-` as `_`), then what the method does — `list` for a GET answered
 * with a page. `GET /api/rental/rentals/` → rental_rentals_list, `POST /api/charges/{id}/refund/` →
 * charges_refund_create, `PATCH /api/rental/rentals/{id}/update` → rental_rentals_update_partial_update.
 */
export function operationIdOf(method: string, url: string, isList: boolean): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter((word) => word !== "" && !word.startsWith(":") && !word.startsWith("{"))
    .map((word) => word.replace(/-/g, "_"));
  const action = method === "GET" && isList ? "list" : ACTIONS[method];
  if (!action) throw new Error(`${method} ${url}: no operationId rule for this method`);
  return [...(words.length ? words : ["root"]), action].join("_");
}

/** Whether the route answers 200 with a DRF page (`{count, next, previous, results}`). */
function answersPage(input: TransformInput): boolean {
  const ok = (input.schema?.response as Record<string, unknown> | undefined)?.[200];
  return ok instanceof z.ZodObject && ok.shape.results instanceof z.ZodArray;
}

const SCHEMA_REF = "#/components/schemas/";

type JsonSchema = { [key: string]: unknown };

/**
 * The registered Zod schemas as components, keeping only those the operations reach: the registry holds
 * both an input and an output version of each (`Card`, `CardInput`), and most are only answered. Sorted
 * by name, so the document does not depend on the order modules load in.
 */
const withReferencedSchemas: SwaggerTransformObject = (input) => {
  const doc = componentsTransform(input) as {
    paths?: unknown;
    components: { schemas?: Record<string, JsonSchema> };
  };
  const schemas = doc.components.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    const name = referenceOf(node as JsonSchema);
    if (name !== null && !reached.has(name)) {
      reached.add(name);
      visit(schemas[name]);
    }
    typeNullableReference(node as JsonSchema, schemas);
    Object.values(node).forEach(visit);
  };
  visit(doc.paths);
  optionalBodies(doc.paths as Paths | undefined, schemas);
  const kept = Object.keys(schemas)
    .filter((name) => reached.has(name))
    .sort()
    .map((name) => [name, schemas[name]]);
  const components = { ...doc.components, schemas: Object.fromEntries(kept) };
  return { ...doc, components } as ReturnType<SwaggerTransformObject>;
};

type Paths = Record<
  string,
  Record<string, { requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } }>
>;

/**
 * @fastify/swagger marks every request body required (Fastify reads `{}` for none); a body none of whose
 * fields is required may be left out altogether (an empty body is `{}`, docs/api-conventions.md), and the
 * document says so.
 */
function optionalBodies(paths: Paths | undefined, schemas: Record<string, JsonSchema>): void {
  for (const operations of Object.values(paths ?? {}))
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody;
      const json = body?.content["application/json"]?.schema;
      if (!body || !json) continue;
      const name = referenceOf(json);
      const resolved = name === null ? json : (schemas[name] ?? {});
      const required = resolved.required;
      if (resolved.type === "object" && !(Array.isArray(required) && required.length)) body.required = false;
    }
}

/** The component a schema object refers to (`{"$ref": "#/components/schemas/Card"}` → Card), or null. */
function referenceOf(node: JsonSchema): string | null {
  const ref = node.$ref;
  return typeof ref === "string" && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : null;
}

/**
 * Zod says a nullable component `{nullable: true, allOf: [{$ref}]}`, but OpenAPI 3.0 reads `nullable` only
 * beside a `type`, and an `allOf` member that refuses null refuses it for the whole: `hijacked_by: null`
 * failed its own schema. It is written `anyOf: [{$ref}, null]` instead, null being OpenAPI 3.0's one schema
 * that takes null alone (a nullable type restricted to `enum: [null]`).
 */
function typeNullableReference(node: JsonSchema, schemas: Record<string, JsonSchema>): void {
  if (node.nullable !== true || node.type !== undefined || !Array.isArray(node.allOf)) return;
  const [only, ...others] = node.allOf as JsonSchema[];
  const name = others.length === 0 && only ? referenceOf(only) : null;
  if (name === null || schemas[name]?.type === undefined) return;
  delete node.nullable;
  delete node.allOf;
  node.anyOf = [only, { type: schemas[name].type, nullable: true, enum: [null] }];
}
