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

export default defineConfig({
  plugins: [react(), precompressAssets()],
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
