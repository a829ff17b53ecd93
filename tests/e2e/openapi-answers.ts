import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Violation } from "../server/openapi-check";

/**
 * Where the browser tests' server (server.ts) writes, a JSON line each, the answers it held to the OpenAPI
 * document (`{"checked":1}`) and what they broke (a Violation): one file per port, so that suites on other
 * ports never mix.
 */
export const answersFile = (port: string) => path.join(os.tmpdir(), `refill-e2e-openapi-${port}.jsonl`);

/** What the run's server recorded: how many answers were held to the document, and what they broke. */
export function readAnswers(port: string): { checked: number; violations: Violation[] } {
  const file = answersFile(port);
  if (!fs.existsSync(file)) return { checked: 0, violations: [] };
  const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
  const parsed = lines.map((line) => JSON.parse(line) as Violation | { checked: number });
  return {
    checked: parsed.filter((l) => "checked" in l).length,
    violations: parsed.filter((l): l is Violation => "problem" in l),
  };
}
