/**
 * Prints, as one CSS text, the styles antd's CSS-in-JS would compute in the browser for the components the panel
 * imports, under the panel's theme (src/theme.ts). The build puts it in a
 * stylesheet ahead of the panel's own (vite.config.ts, antdStylesAtBuild): antd's documented static extraction
 * (its "Server Side Rendering" guide, whole export; @ant-design/static-style-extract renders the same way). The
 * text ends with the map of what it holds (`.data-ant-cssinjs-cache-path`), which @ant-design/cssinjs reads in the
 * browser before its first style: a component found there uses the file's rules instead of serialising its own
 * at run time, the main-thread work Lighthouse measured on a phone (issue 40). A component or theme not in the
 * map is styled at run time as before, so a missing one costs time, never looks.
 *
 * It runs in its own Node process (`tsx scripts/antd-styles.ts`) with NODE_ENV=production: antd names its
 * class hashes differently in development, and the names must be those of the production bundle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import * as antd from "antd";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { appTheme } from "../src/theme";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every name imported from "antd" in src/ and resources/: the panel's components, kept up to date by the code itself. */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry))
        for (const [, list] of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"antd"/g))
          for (const name of list.split(",")) {
            const bare = name.replace(/^\s*type\s+/, "").trim();
            if (bare && !name.trim().startsWith("type ")) names.add(bare.split(/\s+as\s+/)[0]);
          }
    }
  };
  walk(join(ROOT, "src"));
  walk(join(ROOT, "resources"));
  return names;
}

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * What a component needs to register all the styles the panel uses: props without which it renders nothing (or
 * throws), and the parts with styles of their own (a tag's colours, an input's kinds, a table's pages), drawn
 * as @ant-design/static-style-extract 2 draws them.
 */
const RENDER: Record<string, (component: AnyComponent) => ReactNode> = {
  Dropdown: (C) => createElement(C, { menu: { items: [] } }, createElement("span")),
  Menu: (C) => createElement(C, { items: [] }),
  Tooltip: (C) => createElement(C, { title: "" }, createElement("span")),
  Popconfirm: (C) => createElement(C, { title: "" }, createElement("span")),
  // Preset colours (`color="green"`) and statuses (`color="success"`) are styles of their own.
  Tag: (C) => [createElement(C, { key: 1, color: "blue" }), createElement(C, { key: 2, color: "success" })],
  Input: (C) => {
    const input = C as AnyComponent & Record<"Search" | "TextArea" | "Password", AnyComponent>;
    return [input, input.Search, input.TextArea, input.Password].map((part, key) =>
      createElement(part, { key }),
    );
  },
  Space: (C) => {
    const space = C as AnyComponent & { Compact: AnyComponent };
    return [
      createElement(C, { key: 1 }),
      createElement(space.Compact, { key: 2 }, createElement(antd.Button)),
    ];
  },
  Layout: (C) => {
    const { Header, Sider, Content } = antd.Layout;
    return createElement(C, null, createElement(Header), createElement(Sider), createElement(Content));
  },
  // A list's pages; a table draws its Pagination only when it has rows.
  Table: (C) => [createElement(C, { key: 1 }), createElement(antd.Pagination, { key: 2, total: 100 })],
};

/** Names that are no component to draw: hooks' namespaces and providers. */
const NOT_DRAWN = new Set(["ConfigProvider", "Grid", "theme"]);

function main() {
  const antdExports = antd as unknown as Record<string, unknown>;
  const drawn = [...importedFromAntd()]
    .filter((name) => /^[A-Z]/.test(name) && !NOT_DRAWN.has(name) && antdExports[name] !== undefined)
    .sort();
  const cache = createCache();
  const problems: string[] = [];
  const render = (theme: antd.ThemeConfig, name: string) => {
    const component = antdExports[name] as AnyComponent;
    const node = RENDER[name]?.(component) ?? createElement(component);
    try {
      renderToString(
        createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme }, node)),
      );
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const name of drawn) render(appTheme, name);
  for (const problem of problems) console.error(`antd-styles: not extracted, styled at run time: ${problem}`);
  process.stdout.write(extractStyle(cache, true));
}

main();
