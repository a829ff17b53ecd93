import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes `<file>.br` and `<file>.gz` beside each built asset, compressed once at their best, so that the
 * server sends them as they are (server/plugins/panel.ts, preCompressed) instead of compressing per request
 * or not at all.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    closeBundle() {
      const assets = here("./dist/assets");
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = join(assets, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Two dependencies of dependencies swapped at build time for lighter equivalents (scripts/size.ts measures
 * what every screen downloads first):
 * - qs (Refine's query strings) keeps objects it has seen in `side-channel`, whose fallbacks for browsers
 *   without WeakMap bring object-inspect and get-intrinsic (~9 KB gzip) to every signed-in screen: the same
 *   channel on WeakMap and Map.
 * - antd's Table imports Tree for column filters drawn as a tree (`filterMode: "tree"`), which no list
 *   uses (the filters are the FilterBar above the table): Tree (~15 KB gzip) loads only if one ever renders.
 * Development and the tests keep the originals.
 */
function lighterDependencies(): Plugin {
  const SIDE_CHANNEL = "\0side-channel-on-weakmap";
  const LAZY_TREE = "\0antd-table-lazy-tree";
  return {
    name: "lighter-dependencies",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replaceAll("\\", "/");
      if (source === "side-channel" && from.includes("/node_modules/qs/")) return SIDE_CHANNEL;
      if (source === "../../../tree" && from.endsWith("/antd/es/table/hooks/useFilter/FilterDropdown.js"))
        return LAZY_TREE;
      return null;
    },
    load(id) {
      if (id === SIDE_CHANNEL)
        return `module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var store = function (key) {
    return key !== null && (typeof key === "object" || typeof key === "function") ? objects : others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError("Side channel does not contain " + (Object(key) === key ? "the given object key" : String(key)));
    },
    delete: function (key) { return store(key).delete(key); },
    get: function (key) { return store(key).get(key); },
    has: function (key) { return store(key).has(key); },
    set: function (key, value) { store(key).set(key, value); },
  };
  return channel;
};`;
      if (id === LAZY_TREE)
        return `import { createElement, lazy, Suspense } from "react";
const Tree = lazy(() => import("antd/es/tree"));
export default function LazyTree(props) {
  return createElement(Suspense, { fallback: null }, createElement(Tree, props));
}`;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), lighterDependencies(), precompressAssets()],
  resolve: {
    alias: {
      "@server": here("./server"),
      "@web": here("./src"),
      "@resources": here("./resources"),
      "@common": here("./common"),
    },
  },
  server: {
    // `npm run dev` serves the panel with hot reload and forwards the API to a running `npm run serve`.
    proxy: { "/api": "http://127.0.0.1:8000" },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // scripts/size.ts reads it to know which chunks each route loads first.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @refinedev/antd is one module that imports react-markdown (its MarkdownField) and @refinedev/core
        // imports papaparse (CSV import/export): the panel uses neither, but those packages do not declare
        // themselves free of side effects, so their code would ship with every screen. They have none.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          // antd declares its own modules free of side effects, but the react-component packages it is built
          // on (rc-*, @rc-component/*) and its styling helpers declare nothing, so a module that imports one
          // name from their index (antd's form context: rc-field-form's FormProvider) brought the whole
          // package (rc-field-form's fields, lists and validators) to every screen with an input. Their
          // modules only define components and helpers.
          {
            test: /node_modules\/(rc-[a-z-]+|@rc-component\/[a-z-]+|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors))\//,
            sideEffects: false,
          },
          {
            test: /node_modules\/(react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|hast-[a-z-]+|unified|vfile[a-z-]*|unist-[a-z-]+|property-information|papaparse)\//,
            sideEffects: false,
          },
        ],
      },
    },
  },
  test: {
    // Both cores: the suite is CPU-bound (jsdom rendering, argon2).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "common",
          environment: "node",
          include: ["tests/common/**/*.test.ts"],
          // wall.test.ts runs ESLint over sample files: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          setupFiles: ["tests/server/setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          globals: true,
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/web/setup.ts"],
          // React, antd and Refine load once per worker instead of once per file (most of the suite's time);
          // setup.ts resets the DOM, msw handlers, storage and the URL after every test.
          isolate: false,
          // Whole screens render in jsdom in seconds on a busy machine. One setting for every file: with
          // isolate: false a file's own vi.setConfig or configure() held only for the first file of a worker.
          testTimeout: 90_000,
          server: { deps: { inline: [/@refinedev\/react-router/, /react-router/] } },
        },
      },
    ],
  },
});
