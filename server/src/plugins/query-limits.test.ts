import { describe, expect, it } from "vitest";
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { loadTypeDefs } from "../graphql/type-defs.js";
import { ConfigError, loadConfig } from "../config.js";
import { queryLimits } from "./query-limits.js";

const schema = buildSchema(loadTypeDefs().join("\n"));
const defaults = loadConfig({}).graphqlLimits;
const { validationRules, parseOptions } = queryLimits(defaults);

function errors(query: string): string[] {
  return validate(schema, parse(query, parseOptions), [...specifiedRules, ...validationRules]).map((e) => e.message);
}

// A copy of the storefront's product card (client/src/components/product-card.tsx), its heaviest selection;
// test/hostile-queries.test.ts sends the storefront's real operations.
const CARD = `fragment Card on Product { id slug title partNumber onSale discountPercent inStock badges
  price { amount formatted } salePrice { amount formatted } brands { id name }
  image { url alt isPlaceholder thumbnail { url width height } small { url width height } medium { url width height } } }`;

describe("query limits", () => {
  it("defaults to limits that fit the storefront and the explorer", () => {
    expect(defaults).toEqual({ maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 20, maxBodyBytes: 102_400 });
    expect(errors(getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true, inputValueDeprecation: true, oneOf: true }))).toEqual([]);
    expect(
      errors(`{ categories { id name slug subCategories { id name slug } } brands { id name slug }
      products(first: 24) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ...Card } } } } ${CARD}`),
    ).toEqual([]);
    // A full listing page: 100 cards plus the menus.
    expect(errors(`{ categories { name subCategories { name } } brands { name } products(first: 100) { nodes { ...Card } } } ${CARD}`)).toEqual([]);
  });

  it("refuses a deeper operation, counting fields rather than fragments", () => {
    const chain = (levels: number) => "products { nodes { brands { ".repeat(levels) + "id" + " } } }".repeat(levels);
    expect(errors(`{ ${chain(3)} }`)).toEqual([]); // depth 10
    expect(errors(`{ ${chain(4)} }`)).toEqual(["Query depth limit of 10 exceeded, found 13."]);
    const ofType = (n: number) => "ofType { ".repeat(n) + "name" + " }".repeat(n);
    expect(errors(`{ __type(name: "Product") { ${ofType(12)} } }`)).toEqual(["Query depth limit of 10 exceeded, found 14."]);
  });

  it("refuses too many aliases and too many directives (cost: operation-cost.test.ts)", () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ping`).join(" ");
    expect(errors(`{ ${aliases} }`)).toEqual(["Aliases limit of 15 exceeded, found 16."]);
    expect(errors(`{ ${"ping @include(if: true) ".repeat(21)} }`)).toEqual(["Directives limit of 20 exceeded, found 21."]);
  });

  it("stops parsing a document with too many tokens", () => {
    // graphql-js 16 spells it "more that"; accept the day it is fixed.
    expect(() => parse(`{ ${"ping ".repeat(2000)} }`, parseOptions)).toThrow(/^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/);
  });

  it("reads its limits from the environment and refuses nonsense with one clear line", () => {
    const env = {
      GRAPHQL_MAX_DEPTH: "12",
      GRAPHQL_MAX_ALIASES: "0",
      GRAPHQL_MAX_TOKENS: "5000",
      GRAPHQL_MAX_COST: "20000",
      GRAPHQL_MAX_DIRECTIVES: "5",
      GRAPHQL_MAX_BODY: "1mb",
    };
    expect(loadConfig(env).graphqlLimits).toEqual({ maxDepth: 12, maxAliases: 0, maxTokens: 5000, maxCost: 20000, maxDirectives: 5, maxBodyBytes: 1_048_576 });
    expect(loadConfig({ GRAPHQL_MAX_BODY: "64KB" }).graphqlLimits.maxBodyBytes).toBe(65_536);
    expect(loadConfig({ GRAPHQL_MAX_BODY: "4096" }).graphqlLimits.maxBodyBytes).toBe(4096);
    for (const [env, message] of [
      [{ GRAPHQL_MAX_DEPTH: "deep" }, 'GRAPHQL_MAX_DEPTH must be a whole number, got "deep"'],
      [{ GRAPHQL_MAX_DEPTH: "0" }, "GRAPHQL_MAX_DEPTH must be between 1 and 100, got 0"],
      [{ GRAPHQL_MAX_TOKENS: "10" }, "GRAPHQL_MAX_TOKENS must be between 100 and 100000, got 10"],
      [{ GRAPHQL_MAX_COST: "-1" }, 'GRAPHQL_MAX_COST must be a whole number, got "-1"'],
      [{ GRAPHQL_MAX_BODY: "lots" }, 'GRAPHQL_MAX_BODY must be a size such as 100kb or 1mb, got "lots"'],
      [{ GRAPHQL_MAX_BODY: "1gb" }, 'GRAPHQL_MAX_BODY must be a size such as 100kb or 1mb, got "1gb"'],
      [{ GRAPHQL_MAX_BODY: "20mb" }, "GRAPHQL_MAX_BODY must be between 1024 and 10485760 bytes, got 20971520"],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
