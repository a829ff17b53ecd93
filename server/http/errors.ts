import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CardRejected, ProcessorUnavailable } from "../integrations/payments/errors";

/** Body shapes are Django REST Framework's, because the panel speaks them (docs/api-conventions.md). */
export type FieldErrors = Record<string, string[]>;

/** Collects field errors so that one answer names every bad field, as DRF does. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export class ApiError extends Error {
  constructor(
    public statusCode: number,
    public body: Record<string, unknown>,
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
  }
}

export const MESSAGES = {
  notFound: "Not found.",
  forbidden: "You do not have permission to perform this action.",
  noCredentials: "Authentication credentials were not provided.",
  invalidToken: "Invalid token.",
  inactiveUser: "User inactive or deleted.",
  required: "This field is required.",
  badCredentials: "Unable to log in with provided credentials.",
  invalidPage: "Invalid page.",
  serverError: "A server error occurred.",
  invalidValue: "Invalid value.",
  invalidJson: "JSON parse error.",
  /** the 401 of every call but the setup's for staff who have not set up the second factor their company requires */
  setUpTwoFactor: "Set up two-factor sign-in first: your company requires it.",
} as const;

export const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });
export const forbidden = () => new ApiError(403, { detail: MESSAGES.forbidden });
export const unauthorized = (detail: string = MESSAGES.noCredentials) => new ApiError(401, { detail });
/** 400 with errors beside fields: `badRequest({ email: "Enter a valid email address." })`. */
export function badRequest(fields: Record<string, string | string[]>): ApiError {
  const body: FieldErrors = {};
  for (const [k, v] of Object.entries(fields)) body[k] = Array.isArray(v) ? v : [v];
  return new ApiError(400, body);
}
/** 400 with a `detail` only, for a refused action rather than a bad field (e.g. nothing left to refund). */
export const refused = (detail: string) => new ApiError(400, { detail });
/** The 429 sentence, shared by the route limiters (app.ts) and the per-account limiters. */
export const throttledMessage = (seconds: number) =>
  `Request was throttled. Expected available in ${seconds} seconds.`;
export const throttled = (seconds: number) => new ApiError(429, { detail: throttledMessage(seconds) });

/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two sign-ups racing for one e-mail. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
/** `.catch(uniqueAs({ email: "…already exists." }))`: that refusal becomes the 400; anything else is rethrown. */
export const uniqueAs =
  (fields: Record<string, string | string[]>) =>
  (err: unknown): never => {
    throw isUniqueViolation(err) ? badRequest(fields) : err;
  };

/** Zod's issue path (`/items/0/name`, or `email`) → the DRF field name (`items.0.name`). */
function fieldOf(instancePath: string | undefined, params?: Record<string, unknown>): string {
  const missing = (params?.issue as { path?: unknown } | undefined)?.path;
  const p = (instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  if (p) return p;
  if (Array.isArray(missing) && missing.length) return missing.join(".");
  return "non_field_errors";
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | ApiError | CardRejected | ProcessorUnavailable, request, reply) => {
      if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body);
      // The payments adapter's own errors: a refused card is a form error, a silent processor a bad gateway.
      if (error instanceof CardRejected) return reply.status(400).send(error.fields);
      if (error instanceof ProcessorUnavailable) return reply.status(502).send({ detail: error.message });

      if (hasZodFastifySchemaValidationErrors(error)) {
        const ctx = (error as { validationContext?: string }).validationContext;
        const body: FieldErrors = {};
        for (const v of error.validation) {
          const field = fieldOf(v.instancePath, v.params as Record<string, unknown>);
          (body[field] ??= []).push(v.message ?? MESSAGES.invalidValue);
        }
        // A malformed path parameter (/customers/abc/) names nothing the client typed in a form: DRF says 404.
        if (ctx === "params") return reply.status(404).send({ detail: MESSAGES.notFound });
        return reply.status(400).send(body);
      }

      const status = (error as FastifyError).statusCode ?? 500;
      if (status === 429) return reply.status(429).send({ detail: error.message });
      if ((error as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
        return reply.status(400).send({ detail: MESSAGES.invalidJson });
      }
      if (status >= 400 && status < 500) return reply.status(status).send({ detail: error.message });

      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({ detail: MESSAGES.serverError });
    },
  );
}

/** The first message of a refusal's body (`{"plan": ["This plan is not active."]}` → that sentence), or "". */
export function firstErrorMessage(body: unknown): string {
  if (body && typeof body === "object") {
    for (const value of Object.values(body as Record<string, unknown>)) {
      if (typeof value === "string") return value;
      if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    }
  }
  return "";
}
