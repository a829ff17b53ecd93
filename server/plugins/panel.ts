import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import {
  type BuildManifest,
  CUSTOMER_SCREEN_MODULES,
  customerScreenModulesAt,
  firstLoadFiles,
  SIGNED_IN_MODULE,
} from "../../common/build-manifest";
import { PUBLIC_PAGE_PATH } from "../../common/public-pages";
import { MESSAGES } from "../http/errors";

/** Hashed file names (`dist/assets/`): a file's content never changes under its name. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `npm run build` compiles the server into dist/server/, inside the folder served here: never sent, however
 * the address spells it (escaped letters, doubled slashes, dot segments).
 */
function inServerBuild(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return true;
  }
  return path.posix.normalize(`/${decoded}`).startsWith("/server/");
}

/**
 * index.html for signed-in addresses: the same page, naming the signed-in half's files (Refine, the layout,
 * the resources and what they import) as module preloads. The browser then fetches them beside the entry
 * instead of after it has run, which is when the entry asks for them. An address whose screen a customer
 * sees drawn without antd (CUSTOMER_SCREEN_MODULES) names that screen's modules too. The public pages' page
 * names none: a visitor signing in does not download the signed-in half before the sign-in form shows.
 * `pageAt(url)` gives the page for an address (without its query string).
 */
function signedInPages(dir: string, html: string): (url: string) => string {
  const manifestFile = path.join(dir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return () => html;
  const manifest: BuildManifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  if (!manifest[SIGNED_IN_MODULE]) return () => html;
  const entry = firstLoadFiles(manifest, []);
  const withPreloads = (modules: readonly string[]) => {
    const links = [...firstLoadFiles(manifest, [SIGNED_IN_MODULE, ...modules])]
      .filter((file) => file.endsWith(".js") && !entry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("");
    return html.replace("</head>", `${links}</head>`);
  };
  const anyScreen = withPreloads([]);
  // A build without one of these screens (a test's manifest) leaves its address the common page.
  const screens = new Map(
    Object.values(CUSTOMER_SCREEN_MODULES)
      .filter((modules) => modules.every((module) => manifest[module]))
      .map((modules) => [modules, withPreloads(modules)]),
  );
  return (url) => screens.get(customerScreenModulesAt(url) ?? []) ?? anyScreen;
}

/**
 * The built panel (dist/) with the single-page fallback; unknown /api paths stay JSON 404s. Assets go out
 * pre-compressed (the build writes .br and .gz beside each, vite.config.ts) and cached for a year; every
 * other file, index.html first, is checked again on each visit so that a new release is seen at once.
 */
export function registerPanel(app: FastifyInstance): void {
  const dir = app.config.staticDir;
  const hasPanel = !!dir && fs.existsSync(path.join(dir, "index.html"));
  const signedInPage = hasPanel
    ? signedInPages(dir, fs.readFileSync(path.join(dir, "index.html"), "utf8"))
    : () => "";
  if (hasPanel) {
    app.register(fastifyStatic, {
      root: dir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !inServerBuild(pathName),
      setHeaders: (res, filePath) => {
        const inAssets = path.relative(dir!, filePath).split(path.sep)[0] === "assets";
        res.setHeader("cache-control", inAssets ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0];
    if (
      url === "/api" ||
      url.startsWith("/api/") ||
      !hasPanel ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    if (url.startsWith("/assets/") || inServerBuild(url)) {
      // Hashed file names: a missing one is a stale client, not a page. The server's files are no page either.
      return reply.status(404).send({ detail: MESSAGES.notFound });
    }
    reply.header("cache-control", "no-cache");
    if (PUBLIC_PAGE_PATH.test(url)) return reply.type("text/html").sendFile("index.html", dir!);
    return reply.type("text/html; charset=utf-8").send(signedInPage(url));
  });
}
