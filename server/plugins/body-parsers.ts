import type { FastifyInstance } from "fastify";
import { emptyBodyAsObject } from "../http/validation";

/**
 * An empty body is an empty object, whatever its Content-Type, as DRF answers: many clients send
 * `Content-Type: application/json` on every POST, body or not. Anything else goes to Fastify's own JSON
 * parser (prototype-poisoning checks included), so malformed JSON is still a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") return done(null, {});
    return parseJson(request, text, done);
  });
  app.addHook("preValidation", emptyBodyAsObject);
}
