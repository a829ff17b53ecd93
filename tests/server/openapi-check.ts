import { readFileSync } from "node:fs";
import Ajv from "ajv";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Every answer the server suite receives, held to the OpenAPI document the server publishes (issue 39, item 4:
 * "the document is the truth"). tests/server/helpers.ts hands `checkAnswer` to buildApp as its onSend hook;
 * tests/server/setup.ts fails a test file whose traffic broke the document. What is checked, for a call the
 * document has: the status is one it lists; a 204 has no body and none is documented; the media type is one
 * it lists for that status; a JSON body validates against that status's schema.
 *
 * The validator is Ajv (a JSON Schema validator), given the document's schemas turned from OpenAPI 3.0's
 * dialect into plain JSON Schema (`nullable`, boolean `exclusiveMinimum`, formats left to the server).
 */

export interface Violation {
  call: string;
  status: number;
  problem: string;
}

/** What the file's traffic broke, and how many answers were held to the document. */
export const answers = { checked: 0, violations: [] as Violation[] };

type Json = Record<string, unknown>;
interface Operation {
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

const DROPPED = new Set([
  "format",
  "example",
  "examples",
  "discriminator",
  "xml",
  "externalDocs",
  "deprecated",
]);

/** An OpenAPI 3.0 schema as JSON Schema (draft-07), its component references into `doc#/definitions/`. */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (DROPPED.has(key) || key === "nullable") continue;
    if (key === "$ref" && typeof value === "string")
      out.$ref = value.replace("#/components/schemas/", "doc#/definitions/");
    else if (key === "properties" && value && typeof value === "object")
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSchema(v)]));
    else out[key] = jsonSchema(value);
  }
  const source = node as Json;
  if (source.exclusiveMinimum === true && typeof source.minimum === "number") {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  } else if (source.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (source.exclusiveMaximum === true && typeof source.maximum === "number") {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  } else if (source.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (source.nullable === true) {
    if (typeof out.type === "string") out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type === undefined) return { anyOf: [out, { type: "null" }] };
  }
  return out;
}

/** One answer as the document is asked about it: the operation (the document's path), what came back. */
export interface Answer {
  method: string;
  /** the document's spelling: `/api/charges/{id}/` */
  path: string;
  status: number;
  /** the Content-Type's media type, without parameters ("" when none) */
  mediaType: string;
  /** the body's text; null when it was not read (a stream: a CSV export) */
  text: string | null;
  /** no body was sent */
  empty: boolean;
}

/**
 * Holds answers to one document: what `answer` breaks (empty when nothing), or null when the document has no
 * such operation of the API's (the document itself, /metrics, the panel, or a route a test registered
 * itself, untagged). Each status's schema is compiled once, on its first answer.
 */
export function documentChecker(doc: Document): (answer: Answer) => string[] | null {
  const ajv = new Ajv({ allErrors: true, strict: false } as never);
  const definitions = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, jsonSchema(schema)]),
  );
  ajv.addSchema({ $id: "doc", definitions }, "doc");
  const compiled = new Map<string, ReturnType<InstanceType<typeof Ajv>["compile"]>>();
  return ({ method, path, status, mediaType, text, empty }) => {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation?.tags?.length) return null;
    const problems: string[] = [];
    const documented = operation.responses[String(status)] ?? operation.responses.default;
    if (!documented)
      return [`status ${status} is not documented (${Object.keys(operation.responses).join(", ")})`];
    const content = documented.content;
    if (!content) {
      if (!empty) problems.push(`the document says no body, and one was sent: ${text?.slice(0, 80)}`);
      return problems;
    }
    if (status === 204) problems.push("a 204 documents a body");
    const media = content[mediaType];
    if (!media) {
      problems.push(`media type "${mediaType}" is not documented (${Object.keys(content).join(", ")})`);
      return problems;
    }
    if (mediaType !== "application/json" || text === null || !media.schema) return problems;
    const key = `${method} ${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(jsonSchema(media.schema) as Json);
      compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, `not JSON: ${text.slice(0, 80)}`];
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? []) as Array<{
        instancePath?: string;
        dataPath?: string;
        message?: string;
        params?: { additionalProperty?: string };
      }>;
      for (const error of errors.slice(0, 5)) {
        // Ajv's message says that a field is one too many, not which: named, or no one can fix it.
        const extra = error.params?.additionalProperty;
        const message = `${error.message ?? "is invalid"}${extra ? `: "${extra}"` : ""}`;
        problems.push(`body${error.instancePath ?? error.dataPath ?? ""} ${message}`);
      }
    }
    return problems;
  };
}

/**
 * A path as sent (`/api/charges/12/`) as the document writes it (`/api/charges/{id}/`), or null when the
 * document has none such: a written segment wins over a parameter (`/api/charges/export/` is not charge
 * "export"), and the trailing slash is optional as the server reads it.
 */
export function documentPathOf(doc: Document, sent: string): string | null {
  const segments = (p: string) => p.replace(/\/+$/, "").split("/");
  const wanted = segments(sent);
  let best: { path: string; parameters: number } | null = null;
  for (const path of Object.keys(doc.paths)) {
    const parts = segments(path);
    if (parts.length !== wanted.length) continue;
    let parameters = 0;
    const matches = parts.every((part, i) => {
      if (!/^\{\w+\}$/.test(part)) return part === wanted[i];
      parameters += 1;
      return wanted[i] !== "";
    });
    if (matches && (!best || parameters < best.parameters)) best = { path, parameters };
  }
  return best?.path ?? null;
}

const byServer = new WeakMap<object, ReturnType<typeof documentChecker>>();
// Every app the suite builds has the same routes (or one of a few sets, by configuration), and so the same
// document: it is made and compiled once per set of routes in a worker, not once per app. `swagger()` alone
// took 200–400 ms an app, which doubled the server tests' time.
const byRoutes = new Map<string, ReturnType<typeof documentChecker>>();

function checkerFor(request: FastifyRequest) {
  const server = request.server;
  let checker = byServer.get(server);
  if (!checker) {
    // OPENAPI_CHECK_DOC=<file>: another document (an older one, to count what it got wrong).
    const other = process.env.OPENAPI_CHECK_DOC;
    const routes = other ?? server.printRoutes({ commonPrefix: false });
    checker = byRoutes.get(routes);
    if (!checker) {
      const doc = (other ? JSON.parse(readFileSync(other, "utf8")) : server.swagger()) as Document;
      checker = documentChecker(doc);
      byRoutes.set(routes, checker);
    }
    byServer.set(server, checker);
  }
  return checker;
}

/** `/api/charges/:id/` → `/api/charges/{id}/`, as the document writes a path. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

function bodyText(payload: unknown): string | null {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return null; // a stream (a CSV export): its media type is checked, its rows are not read here
}

/** The onSend hook: holds one answer to the document, recording what it breaks. */
export async function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const url = request.routeOptions.url;
  if (!url) return payload;
  const path = documentPath(url);
  const status = reply.statusCode;
  const text = bodyText(payload);
  const problems = checkerFor(request)({
    method: request.method,
    path,
    status,
    mediaType: String(reply.getHeader("content-type") ?? "")
      .split(";")[0]
      .trim(),
    text,
    // Fastify never sends a body with a 204 or a 304, whatever the handler answered (the kit's `null`).
    empty: status === 204 || status === 304 || payload === null || payload === undefined || text === "",
  });
  if (!problems) return payload;
  answers.checked += 1;
  const call = `${request.method} ${path}`;
  for (const problem of problems) answers.violations.push({ call, status, problem });
  return payload;
}
