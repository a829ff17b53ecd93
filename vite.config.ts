import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
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
 * antd's styles worked out at build time (scripts/antd-styles.ts, in a Node process of its own) and linked from
 * index.html ahead of the panel's own stylesheet, where antd would have put them at run time: the browser then
 * parses one stylesheet instead of running antd's CSS-in-JS for each component on every first visit (issue 40).
 * The link is disabled, so not fetched: the pages drawn without antd (the sign-in page) never load it, and
 * src/antd-styles.ts turns it on for every other one. Development and the tests keep computing them at run time.
 */
function antdStylesAtBuild(): Plugin {
  let href = "";
  return {
    name: "antd-styles-at-build",
    apply: "build",
    buildStart() {
      const css = execFileSync(process.execPath, ["--import", "tsx", here("./scripts/antd-styles.ts")], {
        cwd: here("."),
        env: { ...process.env, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "inherit"],
        maxBuffer: 64 * 1024 * 1024,
      });
      const fileName = `assets/antd-${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
      this.emitFile({ type: "asset", fileName, source: css });
      href = `/${fileName}`;
    },
    transformIndexHtml() {
      // Disabled, so not fetched: src/antd-styles.ts turns it on for every screen but the sign-in page.
      return [
        {
          tag: "link",
          attrs: { rel: "stylesheet", href, disabled: true, "data-antd-styles": true },
          injectTo: "head-prepend",
        },
      ];
    },
  };
}

/**
 * Parts of dependencies swapped at build time for lighter equivalents (scripts/size.ts measures what every
 * screen downloads first):
 * - qs (Refine's query strings) keeps objects it has seen in `side-channel`, whose fallbacks for browsers
 *   without WeakMap bring object-inspect and get-intrinsic (~9 KB gzip) to every signed-in screen: the same
 *   channel on WeakMap and Map.
 * - resize-observer-polyfill (antd's size observers, ~3 KB): every browser the panel supports has
 *   ResizeObserver, and the polyfill hands that over when it exists anyway.
 * - rc-table measures the scrollbar's size as each table mounts, for a fixed or sticky header, the only
 *   parts that use it: a box added to the page and measured, a layout of the whole page in the middle of the
 *   render that shows a list's page, done again when it is painted (issue 40: 35-47 ms of a cold staff
 *   /transactions at 2× CPU). No list has such a header: the measure is made only for a table that has one
 *   (SCROLLBAR_ONLY_FOR_FIXED_HEADERS below).
 * - antd components that import others for something the panel draws rarely or never get those others as
 *   lazy components, loaded only if that ever renders (LAZY_PARTS below): the same component once loaded.
 * Development and the tests keep the originals.
 */
function lighterDependencies(): Plugin {
  const SIDE_CHANNEL = "\0side-channel-on-weakmap";
  const NATIVE_RESIZE_OBSERVER = "\0native-resize-observer";
  const RC_TABLE = /\/node_modules\/rc-table\/es\/Table\.js$/;
  const LAZY = "\0antd-lazy:";
  return {
    name: "lighter-dependencies",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replaceAll("\\", "/");
      if (source === "side-channel" && from.includes("/node_modules/qs/")) return SIDE_CHANNEL;
      if (source === "resize-observer-polyfill") return NATIVE_RESIZE_OBSERVER;
      const part = LAZY_PARTS.findIndex((p) => p.source === source && from.endsWith(p.importer));
      return part >= 0 ? `${LAZY}${part}` : null;
    },
    transform(code, id) {
      if (!RC_TABLE.test(id.replaceAll("\\", "/"))) return null;
      let patched = code;
      for (const [before, after] of SCROLLBAR_ONLY_FOR_FIXED_HEADERS) {
        if (!patched.includes(before))
          throw new Error(
            `lighter-dependencies: rc-table's Table.js no longer has ${JSON.stringify(before)}`,
          );
        patched = patched.replace(before, after);
      }
      return { code: patched, map: null };
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
      if (id === NATIVE_RESIZE_OBSERVER) return "export default globalThis.ResizeObserver;";
      if (id.startsWith(LAZY)) {
        const { module, fallback, extra = "", whenIdle = false } = LAZY_PARTS[Number(id.slice(LAZY.length))];
        if (!whenIdle)
          return `import { createElement, lazy, Suspense } from "react";
const Part = lazy(() => import(${JSON.stringify(module)}));
export default function LazyPart(props) {
  return createElement(Suspense, { fallback: ${fallback} }, createElement(Part, props));
}
${extra}`;
        // Asked for once the browser is idle after the first render that draws it, from then on at once. Every
        // idle part drawn meanwhile (a table's 25 checkboxes, its sorters' tooltips, its page-size select) waits
        // for the same idle moment (firstIdle): one render of the table, not one per part.
        return `import { createElement, lazy, Suspense, useEffect, useState } from "react";
import { firstIdle } from ${JSON.stringify(here("./src/components/layout/whenIdle.ts"))};
const Part = lazy(() => import(${JSON.stringify(module)}));
let wanted = false;
export default function LazyPart(props) {
  const [now, setNow] = useState(wanted);
  useEffect(() => {
    if (now) return undefined;
    let drawn = true;
    firstIdle().then(() => { wanted = true; if (drawn) setNow(true); });
    return () => { drawn = false; };
  }, [now]);
  if (!now) return ${fallback};
  return createElement(Suspense, { fallback: ${fallback} }, createElement(Part, props));
}
${extra}`;
      }
      return null;
    },
  };
}

/**
 * rc-table's layout effect that measures the scrollbar (rc-table 7.54), run only for a table with a fixed
 * header (`scroll.y`) or a sticky one, and again if it gets one. The build stops if rc-table changes it.
 */
const SCROLLBAR_ONLY_FOR_FIXED_HEADERS: [string, string][] = [
  ["if (!tailor || !useInternalHooks) {", "if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {"],
  [
    "setSupportSticky(isStyleSupport('position', 'sticky'));\n  }, []);",
    "setSupportSticky(isStyleSupport('position', 'sticky'));\n  }, [fixHeader, isSticky]);",
  ],
];

/**
 * antd's imports made lazy at build (lighterDependencies): `importer` (a path's end) imports `source`, which
 * becomes a component that loads `module` on its first render (`whenIdle`: once the browser is idle after it,
 * for a part that must not hold up a list's first rows) and shows `fallback` (an expression over `props`)
 * meanwhile. scripts/size.ts lists the modules among the chunks loaded later.
 */
const LAZY_PARTS: {
  importer: string;
  source: string;
  module: string;
  fallback: string;
  extra?: string;
  whenIdle?: boolean;
}[] = [
  // Table's column filter drawn as a tree (`filterMode: "tree"`): no list has one (~15 KB).
  {
    importer: "/antd/es/table/hooks/useFilter/FilterDropdown.js",
    source: "../../../tree",
    module: "antd/es/tree",
    fallback: "null",
  },
  // Table's column filter dropdowns: the lists filter in their FilterBar above the table, no column has
  // `filters` or `filterDropdown`. flattenKeys is a helper the table calls on every render (copied).
  {
    importer: "/antd/es/table/hooks/useFilter/index.js",
    source: "./FilterDropdown",
    module: "antd/es/table/hooks/useFilter/FilterDropdown",
    fallback: "props.children",
    extra: `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}`,
  },
  // Table's row selection (checkboxes or radios in a first column): only the transactions list selects rows
  // (bulk retry and resolve, for members), and its checkboxes may arrive a moment after the rows.
  {
    importer: "/antd/es/table/hooks/useSelection.js",
    source: "../../checkbox",
    module: "antd/es/checkbox",
    fallback: "null",
    whenIdle: true,
  },
  {
    importer: "/antd/es/table/hooks/useSelection.js",
    source: "../../radio",
    module: "antd/es/radio",
    fallback: "null",
    whenIdle: true,
  },
  // The selection column's menu of choices (`rowSelection.selections`): no table has one (~17 KB with the
  // menu it opens).
  {
    importer: "/antd/es/table/hooks/useSelection.js",
    source: "../../dropdown",
    module: "antd/es/dropdown",
    fallback: "props.children",
  },
  // The "Click to sort" tooltip of a sortable column's title: the title shows at once, its tooltip when the
  // browser is idle.
  {
    importer: "/antd/es/table/hooks/useSorter.js",
    source: "../../tooltip",
    module: "antd/es/tooltip",
    fallback: "props.children",
    whenIdle: true,
  },
  // Card's tabs (`tabList`): no card has any.
  { importer: "/antd/es/card/Card.js", source: "../tabs", module: "antd/es/tabs", fallback: "null" },
  // A form label's tooltip (the "?" after a few labels): the label's icon shows at once.
  {
    importer: "/antd/es/form/FormItemLabel.js",
    source: "../tooltip",
    module: "antd/es/tooltip",
    fallback: "props.children",
  },
  // The page-size choice of a table's pagination: a record's tables have no pages, and a list's first rows
  // show before it (a phone's list folds its filters' selects away).
  {
    importer: "/antd/es/pagination/Pagination.js",
    source: "../select",
    module: "antd/es/select",
    fallback: "null",
    whenIdle: true,
  },
  // The panel's Select (src/components/selects/Select.ts): a screen shows before its selects' code arrives, with a box
  // that looks the same (src/components/selects/SelectLoading.tsx) meanwhile.
  {
    importer: "/src/components/selects/Select.ts",
    source: "antd/es/select",
    module: "antd/es/select",
    fallback: "createElement(SelectLoading, props)",
    extra: `import SelectLoading from ${JSON.stringify(here("./src/components/selects/SelectLoading.tsx"))};`,
  },
  // Table's virtual body (`virtual`, for thousands of rows at once): the lists page on the server.
  {
    importer: "/antd/es/table/InternalTable.js",
    source: "./RcTable/VirtualTable",
    module: "antd/es/table/RcTable/VirtualTable",
    fallback: "null",
  },
  // The deposit refund's choice of card or cash, inside its confirmation: radios bring antd's form hooks.
  {
    importer: "/resources/rentals/desk/RefundDepositButton.tsx",
    source: "antd/es/radio/group",
    module: "antd/es/radio/group",
    fallback: "null",
  },
  // Input.OTP (one-time codes): no form has one.
  { importer: "/antd/es/input/index.js", source: "./OTP", module: "antd/es/input/OTP", fallback: "null" },
  // Result's illustrations (~10 KB: 403, 404, 500), shown only for those statuses: an empty area of their size.
  ...(["noFound", "serverError", "unauthorized"] as const).map((name) => ({
    importer: "/antd/es/result/index.js",
    source: `./${name}`,
    module: `antd/es/result/${name}`,
    fallback: `createElement("svg", { width: ${name === "noFound" ? 252 : name === "serverError" ? 254 : 251}, height: 294 })`,
  })),
];

/** Web tests of the panel in Spanish (the "web-es" project below). */
const SPANISH_WEB_TESTS = "tests/web/**/*spanish.test.{ts,tsx}";

export default defineConfig({
  plugins: [react(), lighterDependencies(), antdStylesAtBuild(), precompressAssets()],
  resolve: {
    alias: {
      "@server": here("./server"),
      "@web": here("./src"),
      "@resources": here("./resources"),
      "@common": here("./common"),
    },
  },
  server: {
    // `npm run dev` serves the panel with hot reload and forwards the API to a running `npm run dev:server`.
    proxy: { "/api": "http://127.0.0.1:8000" },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // scripts/size.ts reads it to know which chunks each route loads first.
    manifest: true,
    // A lazy module's JavaScript is not preloaded with a link per file: Vite's helper appended one
    // `<link rel="modulepreload">` to the head for each file the module imports, all at once (115 for the
    // staff's /transactions, ~3 ms of a mid-range phone's main thread each), and looked through every link
    // already there for each. The browser fetches a module's imports itself as it reads the module; its
    // stylesheets still come through the helper, which waits for them. Lighthouse, in turns with the links
    // (docs/benchmarks.md, 29 November 2026, 21:20 UTC): the staff's /transactions 37 → 40 and /dashboard
    // 42 → 45, blocking time 650-740 ms less, LCP ~1 s sooner; the customer's screens the same.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    rolldownOptions: {
      // Asked for by the inlining of small chunks (below): no chunk keeps exports only another might use.
      preserveEntrySignatures: false,
      output: {
        // Everything the entry imports statically in one chunk: every page loads all of it first, and as
        // ~40 chunks (rolldown splits it by which lazy screens share each part) it compressed ~20 KB worse.
        codeSplitting: {
          groups: [{ name: "initial", tags: ["$initial"] }],
          // A module shared by several lazy screens is a chunk of its own, and many are tiny (an icon, a
          // hook): a customer's /transactions loaded 45 files, the staff's 124, the dashboard 103. Each costs
          // the phone's main thread a task as it arrives (its response, its compile), ~8-15 ms unthrottled
          // in Lighthouse's trace, which its simulation multiplies by the CPU slowdown. Those under 4 KB are
          // copied into each chunk that imports them instead: 19, 52 and 48 files; the customer's bytes the
          // same, the staff's ~30 KB more (brotli), since it needs strict execution order (each module run
          // from a wrapper as it is first imported). Lighthouse in turns, median of 5 (docs/benchmarks.md,
          // 30 November 2026, 21:40 UTC): customer /transactions 66 → 77, /rent-now 61 → 82, the staff's
          // /transactions 57 → 55 and /dashboard 64 → 65 (within their run-to-run spread). Since 1 December
          // those under 8 KB: 13, 38 and 38 files, the same bytes summed over every route (-60 KB of 19.4 MB
          // gzip); in turns, median of 5, the staff's /transactions 81 → 87 and /dashboard 87 → 89, the
          // customer's /transactions 98 → 96 (runs 84-98 both). 16 KB: fewer files again (9, 28, 29) but
          // +150 KB summed over the routes (four record pages over their ceilings), the staff's list 84.
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
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
          // The panel's shared components only define components and hooks, but a screen that takes one name
          // from a folder's index (a column helper from lists/index.ts) otherwise got every module that index
          // names, with what they import (a record's page loaded the lists' filter bar, its form and selects).
          { test: /\/src\/components\//, sideEffects: false },
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
          isolate: false,
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
          exclude: [SPANISH_WEB_TESTS],
          setupFiles: ["tests/web/setup.ts"],
          globalSetup: ["tests/web/openapi-document.ts"],
          // React, antd and Refine load once per worker instead of once per file (most of the suite's time);
          // setup.ts resets the DOM, msw handlers, storage and the URL after every test.
          isolate: false,
          // Whole screens render in jsdom in seconds on a busy machine. One setting for every file: with
          // isolate: false a file's own vi.setConfig or configure() held only for the first file of a worker.
          testTimeout: 90_000,
          server: { deps: { inline: [/@refinedev\/react-router/, /react-router/] } },
        },
      },
      {
        extends: true,
        test: {
          // The panel in Spanish: its setup speaks Spanish before a file loads anything, so that texts a
          // module reads as it loads (menu labels, filters) are Spanish too. Its own workers: with
          // isolate: false, a module loaded in one language keeps its texts for the worker's later files.
          name: "web-es",
          environment: "jsdom",
          globals: true,
          include: [SPANISH_WEB_TESTS],
          setupFiles: ["tests/web/setup.ts", "tests/web/i18n/spanish-setup.ts"],
          globalSetup: ["tests/web/openapi-document.ts"],
          isolate: false,
          testTimeout: 90_000,
          server: { deps: { inline: [/@refinedev\/react-router/, /react-router/] } },
        },
      },
    ],
  },
});
