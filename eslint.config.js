import { builtinModules } from "node:module";
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import specifiers, as regular expressions, for the wall between the halves: the panel (src/, resources/)
// never loads server code, the server never loads panel code, and common/ loads neither nor Node.
const SERVER = "^(@server|(\\.{1,2}/)+server)(/|$)";
const PANEL = "^(@web|@resources|(\\.{1,2}/)+(src|resources))(/|$)";
const NODE = `^(node:.*|${builtinModules.filter((m) => !m.startsWith("_")).join("|")})(/.*)?$`;
// common/api's Zod schemas: the panel takes their types (erased) and never their values, so zod stays out of
// the bundle; enums.ts and limits.ts hold the values it needs.
const ZOD_SCHEMAS = "^(@common|(\\.{1,2}/)+common)/api(/(index|page|catalog|people|lines|records))?$";

// The panel's imports run one way: resources/ loads src/ (the kit), src/ loads resources/ only in App.tsx.
const RESOURCES = "^(@resources|(\\.{1,2}/)+resources)(/|$)";

// The props whose text a person reads (antd's and ours); eslint-plugin-i18next checks them and JSX text.
const SHOWN_PROPS = [
  "^(title|label|placeholder|alt|aria-label|aria-description|message|description|extra|help|tooltip)$",
  "^(okText|cancelText|content|text|emptyText|empty|subTitle|notFoundContent|checkedChildren|unCheckedChildren)$",
  "^(noun|consequence|intro|summaryTitle|submitLabel|verb|fetchFailed|inactive|addonBefore|addonAfter|prefix|suffix)$",
];
// Every screen has moved its texts into the catalogues (issue 21): a literal text is an error.
const I18N_RULE_LEVEL = "error";

// server/modules/<area>/: one folder per area of the API, reached from outside only by server/modules/index.ts.
const MODULES = "^(\\.\\./)+modules(/|$)";
// From a file of server/modules/<a>/, another area: "../<b>/…" (or a way round through modules/).
const OTHER_MODULE = "^(\\.\\./[^./]|(\\.\\./){2,}modules(/|$))";
// The places several modules share, named for what they are (docs/architecture.md, "Server modules"), and
// the workers' and the metrics' folders, which serve the modules and read none of them.
const SHARED_PLACES = [
  "company",
  "db",
  "http",
  "jobs",
  "messages",
  "metrics",
  "money",
  "payments-events",
  "people",
  "refills",
  "security",
  "units",
];
const SERVER_WALL = [PANEL, "The server does not load panel code: move what both need to common/."];

const PANEL_WALL = [
  [SERVER, "The panel runs in the browser: take shared code from common/ (@common/…), never from server/."],
  [ZOD_SCHEMAS, "Import only types from common/api (values: @common/api/enums, @common/api/limits).", true],
];

const restrict = (...patterns) => [
  "error",
  {
    patterns: patterns.map(([regex, message, allowTypeImports = false]) => ({
      regex,
      message,
      allowTypeImports,
    })),
  },
];

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Migrations run against the schema as it stood when each was written, not against today's types
    // (Kysely's own advice): their database handle is Kysely<any>.
    files: ["server/db/migrations/**/*.ts", "server/db/migrate.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["resources/**/*.{ts,tsx}", "src/App.tsx", "src/signed-in.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict(...PANEL_WALL) },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/App.tsx", "src/signed-in.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(...PANEL_WALL, [
        RESOURCES,
        "src/ is the kit resources/ is built from: only src/App.tsx and src/signed-in.ts, where the app is composed, load resources/.",
      ]),
    },
  },
  {
    // Every text a person reads comes from the catalogues (src/i18n): no literal text in JSX, nor in the
    // props that show text. Other props (names, sizes, paths, keys) are code.
    files: ["src/**/*.tsx", "resources/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        I18N_RULE_LEVEL,
        {
          mode: "jsx-only",
          "jsx-attributes": { include: SHOWN_PROPS },
          words: { exclude: ["[^A-Za-zÀ-ÿ]*"] },
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict(SERVER_WALL) },
  },
  {
    // A module does not reach into another: what two modules need lives in a shared place named for it.
    files: ["server/modules/*/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(SERVER_WALL, [
        OTHER_MODULE,
        "A module does not import another module: move what both need to a shared place named for what it is (server/money/, server/people/, server/refills/…; docs/architecture.md).",
      ]),
    },
  },
  {
    // The shared places serve the modules and know none of them; the conventions layer (server/http/: routes,
    // lists, errors, the catalogue kit) is one of them.
    files: SHARED_PLACES.map((place) => `server/${place}/**/*.ts`),
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(SERVER_WALL, [
        MODULES,
        "A shared place knows no module: what it needs of one moves here, or to another shared place.",
      ]),
    },
  },
  {
    // The providers' adapters know nothing of HTTP or of the tables: their types are their own.
    files: ["server/integrations/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(SERVER_WALL, [
        "^(\\.\\./)+(db|http|modules)(/|$)",
        "An adapter knows nothing of HTTP or of the tables: define the type it needs here or in common/.",
      ]),
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict(
        [SERVER, "common/ is pure code both halves load: it cannot depend on the server."],
        [PANEL, "common/ is pure code both halves load: it cannot depend on the panel."],
        [NODE, "common/ runs in the browser too: no Node modules."],
      ),
    },
  },
);
