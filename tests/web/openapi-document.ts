import type { TestProject } from "vitest/node";
import { buildApp } from "../../server/app";
import { type Config, testConfig } from "../../server/config";
import type { Document } from "../server/openapi-check";

declare module "vitest" {
  export interface ProvidedContext {
    /** the OpenAPI document the server publishes, which the panel's msw answers are held to (setup.ts) */
    openapi: Document;
  }
}

async function documentOf(config: Config): Promise<Document> {
  const app = await buildApp(config);
  try {
    await app.ready();
    return app.swagger() as unknown as Document;
  } finally {
    await app.close();
  }
}

/**
 * The panel tests' global setup: the server's OpenAPI document, made once a run as scripts/openapi.ts makes
 * it (buildApp over an empty in-memory database) rather than read from a copy that could fall behind. The
 * panel speaks to both payment processors, and some routes exist with one only (the test bank's step with
 * the simulator, a card's SetupIntent with Stripe): the Stripe server's operations are added to the
 * simulated one's, so that each screen's calls are held to the document of the server that answers them.
 */
export default async function provideOpenApiDocument(project: TestProject) {
  const document = await documentOf(testConfig());
  const withStripe = await documentOf(
    testConfig({
      payments: "stripe",
      stripeSecretKey: "sk_test_document",
      stripePublishableKey: "pk_test_document",
      stripeWebhookSecret: "whsec_document",
    }),
  );
  for (const [path, operations] of Object.entries(withStripe.paths))
    document.paths[path] = { ...operations, ...document.paths[path] };
  if (withStripe.components?.schemas)
    document.components = {
      ...document.components,
      schemas: { ...withStripe.components.schemas, ...document.components?.schemas },
    };
  project.provide("openapi", document);
}
