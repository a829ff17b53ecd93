import { readAnswers } from "./openapi-answers";

/**
 * After the browser tests: the run fails if any answer of its server broke the OpenAPI document (issue 39,
 * item 4), naming each call, its status and what the document says otherwise. The server (server.ts) wrote
 * them as it answered; it still runs at this point (Playwright stops the webServer after the teardown).
 */
export default function checkAnswersAgainstDocument() {
  const port = process.env.E2E_PORT ?? "8787";
  const { checked, violations } = readAnswers(port);
  console.log(`OpenAPI document: ${checked} answers checked, ${violations.length} violations`);
  if (violations.length === 0) return;
  const seen = new Set<string>();
  const lines = violations
    .map((v) => `${v.call} → ${v.status}: ${v.problem}`)
    .filter((line) => !seen.has(line) && seen.add(line));
  throw new Error(
    `${violations.length} answers broke the OpenAPI document (${lines.length} distinct):\n${lines.join("\n")}`,
  );
}
