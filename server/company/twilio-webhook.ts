import type { FastifyInstance, FastifyRequest } from "fastify";
import twilio from "twilio";
import { z } from "zod";
import type { DB } from "../db/connection";
import { forbidden } from "../http/errors";
import { phoneCandidates } from "../../common/phone";

/**
 * What Twilio's webhooks share (the phone menu's voice calls, inbound texts): Twilio posts a form, signs
 * every field of it with the company's auth token over the address it called (ours as the public sees it,
 * `PUBLIC_URL`), and names the company's number in `To`.
 */

/** Twilio's forms, read by the plugin that calls this (a 16 KB form at most: Twilio's are a few hundred bytes). */
export function acceptTwilioForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * What a Twilio webhook's route declares (on the route kit's `call`, beside its summary, path and handler): a
 * public POST whose caller proves who they are by Twilio's signature (403 otherwise) instead of a token, and
 * a form the handler reads as it came, since Twilio signs every field as sent. `what` names the request in the
 * document; `fields` are the form's documented fields and what each one is.
 */
export function twilioWebhookRoute(form: {
  what: string;
  fields: Record<string, string>;
  required: string[];
}) {
  const properties = Object.fromEntries(
    Object.entries(form.fields).map(([name, description]) => [name, { type: "string", description }]),
  );
  return {
    method: "POST" as const,
    caller: "public" as const,
    security: [] as [],
    errors: [403 as const],
    // A form beyond the parser's 16 KB (acceptTwilioForms) is refused before it is read.
    responses: { 413: z.object({ detail: z.string() }).describe("The form is larger than 16 KB") },
    rawBody: {
      types: ["application/x-www-form-urlencoded"],
      schema: {
        type: "object",
        description: `${form.what}; every field sent is signed, so any other Twilio field is kept`,
        properties,
        required: form.required,
      },
    },
  };
}

/** The form's string fields, as Twilio signed them. */
function formFields(body: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    if (typeof value === "string") params[key] = value;
  return params;
}

export interface TwilioCompany {
  id: number;
  name: string;
  phone_menu_number: string | null;
  twilio_auth_token: string | null;
  support_phone: string | null;
  support_email: string | null;
}

/** The company whose Twilio number was called or texted (Twilio's `To`), if any. */
export async function companyByTwilioNumber(db: DB, to: string): Promise<TwilioCompany | undefined> {
  const candidates = phoneCandidates(to);
  if (!candidates.length) return undefined;
  return db
    .selectFrom("companies")
    .select(["id", "name", "phone_menu_number", "twilio_auth_token", "support_phone", "support_email"])
    .where("phone_menu_number", "in", candidates)
    .executeTakeFirst();
}

/** A Twilio webhook as it came: its form's fields, its signature header, the address it was sent to. */
export interface TwilioRequest {
  params: Record<string, string>;
  signature: unknown;
  /** the address Twilio called, as the public sees it (PUBLIC_URL + the path and query) */
  url: string;
}

/** A webhook's request as Twilio signed it: Twilio signs the address it called, ours as the public sees it. */
export function twilioRequest(request: FastifyRequest, publicUrl: string): TwilioRequest {
  return {
    params: formFields(request.body),
    signature: request.headers["x-twilio-signature"],
    url: publicUrl + request.url,
  };
}

/**
 * The company a signed Twilio request is for: found by `To`, and the `X-Twilio-Signature` checked with its
 * auth token over the address called. Anything else (no such number, no token, no or a wrong signature) is a
 * 403, before anything is written.
 */
export async function signedTwilioCompany(db: DB, request: TwilioRequest): Promise<TwilioCompany> {
  if (!request.params.To) throw forbidden();
  const company = await companyByTwilioNumber(db, request.params.To);
  assertTwilioSigned(company?.twilio_auth_token, request);
  return company!;
}

/** A 403 unless `request` carries Twilio's signature made with `authToken` (none stored: refused). */
export function assertTwilioSigned(authToken: string | null | undefined, request: TwilioRequest): void {
  const { params, signature, url } = request;
  if (!authToken || typeof signature !== "string") throw forbidden();
  if (!twilio.validateRequest(authToken, signature, url, params)) throw forbidden();
}
