import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
