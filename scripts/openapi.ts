/**
 * `tsx scripts/openapi.ts [file]`: the OpenAPI document the server serves at /api/openapi.json, built by
 * buildApp over an empty in-memory database, written to `file` (its folder made) or to standard output.
 * `npm run lint:api` lints it with Redocly (redocly.yaml).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildApp } from "../server/app";
import { testConfig } from "../server/config";

const app = await buildApp(testConfig());
try {
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
  } else process.stdout.write(document);
} finally {
  await app.close();
}
