import { expect, test } from "@playwright/test";

/** The real server is up with the demo company and serves the panel for any non-API path. */
test("the server reports healthy with a live worker", async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get("/api/health/")).json()).worker.alive, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const health = await (await request.get("/api/health/")).json();
  expect(health.status).toBe("ok");
  expect(health.database.dialect).toBe("sqlite");
});

test("unknown API paths are JSON 404s and other paths get the panel", async ({ request }) => {
  const api = await request.get("/api/no-such-call/");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: "Not found." });
  const page = await request.get("/some/deep/link");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
