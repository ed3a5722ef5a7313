import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// Two linters in one config:
//  - the GraphQL contract in schema/ (`npm run lint:schema`): everything an explorer user can see carries a
//    description, and no type is left that no query or mutation can reach;
//  - the TypeScript of every workspace (`npm run lint`): typescript-eslint's recommended rules, the rules of
//    hooks in the storefront, and the layers' import direction below. Both run in `npm test` with zero warnings.

// Layers import downwards only. Storefront (client/src): app > features > components > lib, and no feature
// imports another (the app composes them). Gateway (server/src): modules > backend; backend/ is the only code
// that speaks HTTP to Strapi and never climbs back up into modules/ or graphql/. Imports are relative, so each
// pattern names the folder an import climbs into.
const climbsInto = (folders, why) => ({ regex: `^(\\./|(\\.\\./)+)(${folders.join("|")})/`, message: why });
const layer = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });
const STOREFRONT_UP = "Storefront layers import downwards only: app > features > components > lib.";

// Walls between the gateway's modules (server/src/modules/<module>/): each has one public entry, its index.ts,
// and no code outside a module imports its other files. A module's own files import each other freely, so each
// module gets its own layer naming the others. Which module may import which is checked apart, for loops
// (server/src/modules/module-graph.test.ts).
const MODULES = ["account", "catalog", "einvoicing", "orders", "quotes", "search", "seo", "shop"];
const WALL = "Import a gateway module only through its index.js, never its other files (modules/<module>/index.ts).";
const otherModulesFiles = (module) => ({ regex: `^(\\.\\./)+(${MODULES.filter((m) => m !== module).join("|")})/(?!index\\.js$)`, message: WALL });
const anyModulesFiles = { regex: `^(\\./|(\\.\\./)+)(src/)?modules/(${MODULES.join("|")})/(?!index\\.js$)`, message: WALL };
const BELOW_MODULES = ["server/src/backend/**", "server/src/errors/**", "server/src/paging/**"];

const layers = [
  layer(["client/src/lib/**/*.{ts,tsx}"], [climbsInto(["components", "features", "app", "server"], STOREFRONT_UP)]),
  layer(["client/src/components/**/*.{ts,tsx}"], [climbsInto(["features", "app", "server"], STOREFRONT_UP)]),
  layer(
    ["client/src/features/**/*.{ts,tsx}"],
    [
      climbsInto(["features", "app", "server"], STOREFRONT_UP),
      // `../other-feature/...` from a feature's own folder: the app composes features, they never import each other.
      { regex: "^\\.\\./[^./][^/]*/", message: "A feature never imports another feature: move the shared part to components/ or lib/." },
    ],
  ),
  layer(
    ["server/src/backend/**/*.ts"],
    [
      climbsInto(
        ["modules", "graphql", "__generated__"],
        "backend/ sits below modules/ and graphql/ and knows no GraphQL schema: it never imports them or the generated types.",
      ),
    ],
  ),
  layer(
    ["server/src/errors/**/*.ts", "server/src/paging/**/*.ts"],
    [
      climbsInto(
        ["modules", "graphql", "backend", "__generated__"],
        "errors/ and paging/ sit below modules/ and backend/: they import neither, nor the generated types.",
      ),
    ],
  ),
  ...MODULES.map((module) => layer([`server/src/modules/${module}/**/*.ts`], [otherModulesFiles(module)])),
  layer(["server/src/**/*.ts", "server/test/**/*.ts"], [anyModulesFiles], ["server/src/modules/**", ...BELOW_MODULES]),
  // The stand-in imitates an outside system (the hosted Strapi), so it never reads the gateway's GraphQL code; the
  // extension's own rules it loads from strapi/shop (src/extension-rules.ts).
  layer(
    ["strapi-stand-in/**/*.ts"],
    [{ regex: "(^|/)__generated__/", message: "The stand-in never imports generated GraphQL code: write what it needs by hand." }],
  ),
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/__generated__/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "test-results/**",
      "playwright-report/**",
      "schema/published.graphql",
    ],
  },
  {
    files: ["schema/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      // schema/published.graphql (ignored above) is the generated copy for clients, not a source of the schema.
      parserOptions: { graphQLConfig: { schema: ["schema/**/*.graphql", "!schema/published.graphql"] } },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      "@graphql-eslint/require-description": [
        "error",
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      "@graphql-eslint/no-unreachable-types": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx,mts}"],
    extends: [tseslint.configs.recommended],
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a destructured-away field).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read raw GraphQL and REST JSON, untyped by nature, and assert on its shape.
    files: ["**/test/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The two rules of hooks. The plugin's React Compiler diagnostics (refs, set-state-in-effect, purity...) are
    // left off: the shop does not build with the compiler, and `refs` reads every use of useForm's object (which
    // holds the form's ref) as a ref read during render.
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  ...layers,
);
