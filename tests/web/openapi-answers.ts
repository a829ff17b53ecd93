import { inject } from "vitest";
import { documentChecker, documentPathOf } from "../server/openapi-check";
import { server } from "./msw";

/**
 * The panel's tests answer it with msw on the API's real paths: those answers are held to the OpenAPI
 * document the server publishes (provided by openapi-document.ts), by the server suite's own check, so that a
 * fixture cannot show the panel a shape the server never sends (issue 39, item 4). setup.ts fails a test
 * whose answers broke it.
 */
const doc = inject("openapi");
const check = documentChecker(doc);

let pending: Promise<void>[] = [];
let broken: string[] = [];

/** Starts holding msw's answers to the document (again after setup.ts removes every listener). */
export function holdAnswersToDocument() {
  server.events.on("response:mocked", ({ request, response }) => {
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !url.pathname.startsWith("/api/")) return;
    pending.push(holdOne(request.method, url.pathname, response.clone()));
  });
}

async function holdOne(method: string, sent: string, response: Response) {
  // A server's failure is outside any contract: tests answer one (500, 503) to show how the panel copes, and
  // such a status is held to the document only when the document names it (a provider's 502).
  if (response.status >= 500 && !documentsStatus(method, sent, response.status)) return;
  const call = `${method} ${sent} → ${response.status}`;
  const path = documentPathOf(doc, sent);
  // A test may answer a body that breaks off (a dropped download): its status and media type are still held.
  const text = await response.text().catch(() => null);
  const problems = path
    ? check({
        method,
        path,
        status: response.status,
        mediaType: (response.headers.get("content-type") ?? "").split(";")[0].trim(),
        text,
        empty: text === "",
      })
    : null;
  if (problems === null) broken.push(`${call}: the document has no ${method} ${sent}`);
  else for (const problem of problems) broken.push(`${call}: ${problem}`);
}

function documentsStatus(method: string, sent: string, status: number) {
  const path = documentPathOf(doc, sent);
  return path !== null && String(status) in (doc.paths[path]?.[method.toLowerCase()]?.responses ?? {});
}

/** What the test's answers broke, once every answer is read; the record starts again. */
export async function answersThatBrokeDocument(): Promise<string[]> {
  while (pending.length) {
    const reading = pending;
    pending = [];
    await Promise.all(reading);
  }
  const found = broken;
  broken = [];
  return found;
}
