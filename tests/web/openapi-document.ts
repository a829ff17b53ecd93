import type { TestProject } from "vitest/node";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Document } from "../server/openapi-check";

declare module "vitest" {
  export interface ProvidedContext {
    /** the OpenAPI document the server publishes, which the panel's msw answers are held to (setup.ts) */
    openapi: Document;
  }
}

/**
 * The panel tests' global setup: the server's OpenAPI document, made once a run as scripts/openapi.ts makes
 * it (buildApp over an empty in-memory database) rather than read from a copy that could fall behind.
 */
export default async function provideOpenApiDocument(project: TestProject) {
  const app = await buildApp(testConfig());
  try {
    await app.ready();
    project.provide("openapi", app.swagger() as unknown as Document);
  } finally {
    await app.close();
  }
}
