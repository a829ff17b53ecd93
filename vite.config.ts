import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * What the production build resolves differently, so that each route downloads only what it uses
 * (`npm run size`, issue item 6). The tests and `npm run dev` keep the packages as published.
 * - `@refinedev/antd` from the TypeScript sources it ships (src/) instead of its one-file dist: one module
 *   cannot be split, so with the dist every screen (and `/`) loaded everything any screen took from it (the
 *   layout's menu with the lists' PageHeader, the forms' hooks, the show pages' buttons). Same version, same
 *   code, one module per component.
 * - `side-channel` (qs, used by Refine's URL sync): a WeakMap for objects and a Map for the rest, as the
 *   original's WeakMap flavour does; drops object-inspect, get-intrinsic and ten small shims (~10 KB gzip).
 * - `resize-observer-polyfill` (antd): the polyfill gives the native ResizeObserver whenever there is one,
 *   and every browser the build targets has it.
 * - `@ant-design/icons/<Name>` (pro-components' PageHeader, under Refine's List and Show): the CommonJS
 *   copy of the icons and their base component; the ES module of the same icon instead.
 * - the 33 message tables of pro-components (`@ant-design/pro-provider/es/locale/*`), which that PageHeader
 *   pulls in with its theme context: nothing in the panel reads a message from them (no call of their
 *   `getMessage`), but each table holds the others alive, so they cannot be tree-shaken (~10 KB gzip).
 */
const REFINE_ANTD_SOURCE = here("./node_modules/@refinedev/antd/src");

function lighterDependencies(): Plugin {
  const modules: Record<string, string> = {
    // CommonJS, as qs require()s it.
    "side-channel": `module.exports = function getSideChannel() {
  let objects, others;
  const store = (key, create) => {
    const isObject = key !== null && (typeof key === "object" || typeof key === "function");
    if (isObject) return objects || (create ? (objects = new WeakMap()) : undefined);
    return others || (create ? (others = new Map()) : undefined);
  };
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError("Side channel does not contain " + (Object(key) === key ? "the given object key" : String(key)));
    },
    delete: (key) => !!store(key, false)?.delete(key),
    get: (key) => store(key, false)?.get(key),
    has: (key) => !!store(key, false)?.has(key),
    set(key, value) {
      store(key, true).set(key, value);
    },
  };
  return channel;
};
`,
    "resize-observer-polyfill": "export default globalThis.ResizeObserver;\n",
  };
  const PREFIX = "\0lighter:";
  return {
    name: "lighter-dependencies",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      if (id in modules) return PREFIX + id;
      if (id === "@refinedev/antd") return REFINE_ANTD_SOURCE + "/index.tsx";
      const inRefineAntd = /^@(components|contexts|definitions|hooks)(\/.*)?$/.exec(id);
      if (inRefineAntd && importer?.startsWith(REFINE_ANTD_SOURCE))
        return this.resolve(`${REFINE_ANTD_SOURCE}/${inRefineAntd[1]}${inRefineAntd[2] ?? ""}`, importer);
      const icon = /^@ant-design\/icons\/(\w+)$/.exec(id);
      if (icon) return this.resolve(`@ant-design/icons/es/icons/${icon[1]}`);
      return undefined;
    },
    load(id) {
      if (id.startsWith(PREFIX)) return modules[id.slice(PREFIX.length)];
      if (/\/@ant-design\/pro-provider\/es\/locale\/\w+\.js$/.test(id)) return "export default {};\n";
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), lighterDependencies()],
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
      // Refine's antd sources re-export their types without `type` (their own build knew them from the
      // whole program); compiled one file at a time, those names are shimmed (as undefined) instead of
      // failing. Only types: our own code is type-checked, and Refine's dist is built from the same files.
      shimMissingExports: true,
      onLog(level, log, handler) {
        if (log.code === "SHIMMED_EXPORT" && log.message.includes("@refinedev/antd/src/")) return;
        handler(level, log);
      },
      treeshake: {
        // Modules that may be dropped when nothing uses what they export: Refine's markdown field and CSV
        // import/export (the panel has neither) and the lazily loaded notification bridge, which
        // providers/notifications.tsx re-exports for the tests.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /node_modules\/(react-markdown|remark-[a-z-]+|papaparse)\//, sideEffects: false },
          { test: /src\/providers\/notification-bridge\.tsx$/, sideEffects: false },
        ],
        // A bare `Object.keys(x);` whose result nobody reads (pro-components' message tables) can go.
        manualPureFunctions: ["Object.keys"],
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
