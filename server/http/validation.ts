import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { pathId } from "./ids";
import { VALIDATION_MESSAGES } from "./validation-messages";

export { VALIDATION_MESSAGES };

/**
 * Zod's messages in Django REST Framework's words, so that a form shows the same sentence whichever
 * field is wrong. Installed once by buildApp(); schemas that need a specific sentence still pass their own.
 */
export function installValidationMessages(): void {
  const M = VALIDATION_MESSAGES;
  z.config({
    customError: (iss) => {
      const input = (iss as { input?: unknown }).input;
      switch (iss.code) {
        case "invalid_type":
          if (input === undefined) return M.required;
          if (input === null) return M.notNull;
          if (iss.expected === "number" || iss.expected === "int") return M.integer;
          if (iss.expected === "boolean") return M.boolean;
          if (iss.expected === "string") return M.string;
          if (iss.expected === "object") return M.object;
          if (iss.expected === "array") return M.list;
          return undefined;
        case "too_small":
          if (iss.origin === "string") return iss.minimum === 1 ? M.blank : M.minLength(Number(iss.minimum));
          if (iss.origin === "number") return M.min(Number(iss.minimum));
          return undefined;
        case "too_big":
          if (iss.origin === "string") return M.maxLength(Number(iss.maximum));
          if (iss.origin === "number") return M.max(Number(iss.maximum));
          return undefined;
        case "invalid_format":
          if (iss.format === "email") return M.email;
          if (iss.format === "date") return M.dateFormat;
          return undefined;
        case "invalid_value":
          if (input === undefined) return M.required;
          return M.choice(input);
        case "unrecognized_keys":
          return undefined;
        default:
          return undefined;
      }
    },
  });
}

/** A phone number that common/phone's normalizePhoneNumber refuses, in every field that takes one. */
export const PHONE_INVALID = "Enter a valid phone number: 10 to 15 digits.";
export const PHONE_TAKEN = "This phone number is already registered.";

/**
 * What no text a person types holds: the C0 controls (NUL, BEL, ESC…) and DEL, which no keyboard types and
 * terminals, logs and CSV readers act on, and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make a name read backwards on screen ("Trojan Source"). A one-line field refuses
 * them all; a field of several lines (a note, an address) keeps tab and line ends.
 */
// Matching control characters is the point of these expressions.
// eslint-disable-next-line no-control-regex
const ONE_LINE = /^[^\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/;
// eslint-disable-next-line no-control-regex
const LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/;
/** Every character a field of several lines refuses (LINES), to drop them where text is only written out. */
// eslint-disable-next-line no-control-regex
export const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
export const CONTROL_CHARACTERS = "Control characters are not allowed.";
/** Whether `text` may be stored in a one-line field (`lines`: a field of several lines). */
export const isPlainText = (text: string, lines = false) => (lines ? LINES : ONE_LINE).test(text);

/**
 * Common field schemas, so every module says "email" and "id" the same way. Every text a person writes is
 * one of `name`, `requiredText` (one line) or `text`, `requiredNote` (several lines), which refuse control
 * characters (isPlainText) with a 400 naming the field.
 */
export const fields = {
  email: () => z.string().trim().toLowerCase().max(254).pipe(z.email()),
  /** one line, may be blank */
  name: (max = 150) => z.string().trim().max(max).regex(ONE_LINE, CONTROL_CHARACTERS),
  /** one line, not blank */
  requiredText: (max = 150) => z.string().trim().min(1).max(max).regex(ONE_LINE, CONTROL_CHARACTERS),
  /** several lines (tabs and line ends kept), may be blank: a description, an optional note */
  text: (max = 2000) => z.string().trim().max(max).regex(LINES, CONTROL_CHARACTERS),
  digits: () => z.string().transform((s) => s.replace(/\D/g, "")),
  pin: () => z.string().regex(/^\d{4,8}$/, VALIDATION_MESSAGES.pin),
  /** A new customer's first line, optional: written with them as POST /api/phones/ writes a line. */
  firstLine: () =>
    z
      .string()
      .max(32)
      .nullish()
      .describe(
        'optional: the customer\'s phone line, added with them (digits or "+1 (555) 010-0001"); blank for none',
      ),
  date: () => z.iso.date(),
};

/** A note staff must write: missing, blank or only spaces is the same sentence. */
export const requiredNote = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(1000)
    .regex(LINES, CONTROL_CHARACTERS)
    .describe("why, for whoever reads it later (required)");

/** `{ id }` path parameter; anything but a plain id (ids.ts) is a 404 (see errors.ts), as DRF does. */
export const idParams = z.object({ id: pathId() });

/**
 * Error bodies for a route's `response` schema (so that OpenAPI shows them). Fastify serialises the error
 * handler's answer with these too, so they accept every shape errors.ts sends for that status.
 */
const detailBody = z.object({ detail: z.string() });
export const errorBodies = {
  400: z
    .record(z.string(), z.union([z.array(z.string()), z.string()]))
    .describe(
      'Field errors: {"field": ["message"], "non_field_errors": ["message"]}, or {"detail": "message"}',
    ),
  401: detailBody.describe("No, bad or expired token"),
  403: detailBody.describe("Not allowed"),
  404: detailBody.describe("Not found"),
  413: detailBody.describe("The body is larger than the server takes"),
  415: detailBody.describe("The body's Content-Type is not one the call reads"),
  429: detailBody.describe("Throttled"),
} as const;

/** `errorResponses(400, 401)` → the matching `errorBodies`, to spread into a route's `response`. */
export function errorResponses<C extends keyof typeof errorBodies>(
  ...codes: C[]
): Pick<typeof errorBodies, C> {
  const out = {} as Pick<typeof errorBodies, C>;
  for (const c of codes) out[c] = errorBodies[c];
  return out;
}

/**
 * A POST without any body is an empty form to DRF ("This field is required." beside each field), not a
 * null document. A preValidation hook that plugins/body-parsers.ts installs once for the whole app.
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (
    request.body == null &&
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    !request.headers["content-type"]
  )
    request.body = {};
}
