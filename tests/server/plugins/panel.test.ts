import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { closeApp, makeApp } from "../helpers";

/**
 * The panel as a browser receives it: assets pre-compressed and cached for a year, index.html checked on
 * every visit, and security headers on pages and API answers alike.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "panel-"));
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
fs.writeFileSync(
  path.join(dir, "index.html"),
  '<!doctype html><head><script type="module" src="/assets/index-AbC123.js"></script></head><div id=root></div>',
);
// The build's manifest: the entry shares a chunk with the signed-in half, which has one of its own.
fs.mkdirSync(path.join(dir, ".vite"));
fs.writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-AbC123.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared-1.js" },
    "src/signed-in.ts": {
      file: "assets/signed-in-2.js",
      isDynamicEntry: true,
      imports: ["_shared.js", "_refine.js"],
    },
    "_refine.js": { file: "assets/refine-3.js" },
    "src/pages/login/LoginPage.tsx": { file: "assets/LoginPage-4.js", isDynamicEntry: true },
    // A customer's refills: the screen's module, the customer's variant with a chunk of its own and one it
    // shares with the entry.
    "resources/transactions/TransactionList.tsx": {
      file: "assets/TransactionList-5.js",
      isDynamicEntry: true,
    },
    "resources/transactions/CustomerTransactionList.tsx": {
      file: "assets/CustomerTransactionList-6.js",
      isDynamicEntry: true,
      imports: ["_cards.js", "_shared.js"],
    },
    "_cards.js": { file: "assets/cards-7.js" },
  }),
);
fs.mkdirSync(path.join(dir, "assets"));
const asset = path.join(dir, "assets", "index-AbC123.js");
fs.writeFileSync(asset, script);
fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
fs.writeFileSync(`${asset}.gz`, gzipSync(script));
fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
// The compiled server lives beside the panel (npm run build writes dist/server/).
fs.mkdirSync(path.join(dir, "server"));
fs.writeFileSync(path.join(dir, "server", "main.js"), 'const secret = "server source";');
const app = await makeApp({ staticDir: dir });
afterAll(async () => {
  await closeApp(app);
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the panel's files", () => {
  it("send an asset brotli-compressed when the browser takes it, else gzip, else as it is; cached for a year", async () => {
    const br = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);

    const gz = await get("/assets/index-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("never let a browser keep index.html or a file without a hashed name", async () => {
    for (const url of ["/", "/login", "/transactions/4", "/robots.txt"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("never send the compiled server that shares dist/ with the panel", async () => {
    for (const url of [
      "/server/main.js",
      "/server/",
      "/server/../server/main.js",
      "/%73erver/main.js",
      "//server/main.js",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("server source");
    }
  });
});

describe("the page a signed-in address gets", () => {
  it("names the signed-in half's own files as module preloads, and a customer's plain screen's; a public page's names none", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const url of ["/", "/transactions/4", "/rentals", "/rentals/4/receipt", "/nowhere"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(preloads(page.body), url).toEqual(["/assets/signed-in-2.js", "/assets/refine-3.js"]);
      expect(page.body, url).toContain("<div id=root></div>");
    }
    // A screen a customer sees drawn without antd: its modules too, with or without a final slash or a query.
    for (const url of ["/transactions", "/transactions/", "/transactions?status=failed"]) {
      expect(preloads((await get(url)).body), url).toEqual([
        "/assets/signed-in-2.js",
        "/assets/refine-3.js",
        "/assets/TransactionList-5.js",
        "/assets/CustomerTransactionList-6.js",
        "/assets/cards-7.js",
      ]);
    }
    for (const url of [
      "/login",
      "/signup/demo",
      "/forgot-password/confirm",
      "/hijack/abc/",
      "/terms-and-conditions",
    ]) {
      expect(preloads((await get(url)).body), url).toEqual([]);
    }
  });
});

describe("security headers", () => {
  it("on a page: a CSP allowing only the panel and Stripe.js, never framed, nosniff, no referrer, no HSTS on http", async () => {
    const page = await get("/login");
    const csp = String(page.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self' https://js.stripe.com",
      "frame-src": "https://js.stripe.com https://hooks.stripe.com",
      "connect-src": "'self' https://api.stripe.com",
      "frame-ancestors": "'none'",
      "object-src": "'none'",
    });
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    expect((await get("/api/health/")).headers["x-content-type-options"]).toBe("nosniff");
  });

  it("behind a TLS proxy (TRUST_PROXY=on): HSTS and upgrade-insecure-requests", async () => {
    const proxied = await makeApp({ staticDir: dir, trustProxy: true });
    try {
      const page = await proxied.inject({ method: "GET", url: "/login" });
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await closeApp(proxied);
    }
  });
});

describe("the panel's page", () => {
  it("names its icon, which the build ships (public/ is copied beside index.html), so no visit asks for /favicon.ico", () => {
    const root = path.join(import.meta.dirname, "..", "..", "..");
    const html = fs.readFileSync(path.join(root, "index.html"), "utf8");
    const icon = /<link rel="icon" type="image\/svg\+xml" href="\/([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe("favicon.svg");
    expect(fs.readFileSync(path.join(root, "public", icon!), "utf8")).toMatch(/^<svg [^>]*viewBox=/);
  });
});
