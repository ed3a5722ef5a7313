import { describe, expect, it } from "vitest";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { buildSchema, getOperationAST, parse } from "graphql";
import { staticCachePolicy, staticCacheControlPlugin } from "./static-cache-policy.js";

const typeDefs = /* GraphQL */ `
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
  type Query {
    ping: Boolean!
    products: [Product!]!
    brands: [Brand!]!
    cart: Cart
    plain: Plain
    short: Product @cacheControl(maxAge: 5)
  }
  type Product @cacheControl(maxAge: 60) { id: ID! price: Money! brands: [Brand!]! secret: String @cacheControl(scope: PRIVATE) }
  type Money @cacheControl(inheritMaxAge: true) { amount: String! }
  type Brand @cacheControl(maxAge: 300) { name: String! }
  type Cart @cacheControl(maxAge: 30, scope: PRIVATE) { count: Int! }
  type Plain { name: String! }
`;
const product = { id: "1", price: { amount: "1.00" }, brands: [{ name: "HP" }], secret: "s" };
const resolvers = {
  Query: {
    ping: () => true,
    products: () => [product],
    brands: () => [{ name: "HP" }],
    cart: () => ({ count: 1 }),
    plain: () => ({ name: "x" }),
    short: () => product,
  },
};
const schema = buildSchema(typeDefs);

const policy = (query: string) => {
  const document = parse(query);
  return staticCachePolicy(schema, document, getOperationAST(document)!);
};

// What Apollo's own plugin would answer for the same query, when every selected field resolves.
const QUERIES = [
  "{ ping }",
  "{ __typename }",
  "{ products { id price { amount } } }",
  "{ products { id brands { name } } }",
  "{ brands { name } }",
  "{ products { id secret } }",
  "{ cart { count } products { id } }",
  "{ plain { name } }",
  "{ short { id brands { name } } }",
  "query Q { ...F } fragment F on Query { products { ...P } } fragment P on Product { price { amount } brands { name } }",
  "{ products { ... on Product { id } } }",
];

async function headerWith(plugins: ConstructorParameters<typeof ApolloServer>[0]["plugins"], query: string) {
  const server = new ApolloServer({ typeDefs, resolvers, plugins });
  await server.start();
  const res = await server.executeOperation({ query });
  await server.stop();
  return res.http.headers.get("cache-control");
}

describe("staticCachePolicy", () => {
  it("takes the shortest maxAge of the selected fields, inheriting where the schema says so", () => {
    expect(policy("{ products { id price { amount } } }")).toEqual({ maxAge: 60, scope: undefined });
    expect(policy("{ brands { name } }")).toEqual({ maxAge: 300, scope: undefined });
    expect(policy("{ products { brands { name } } }").maxAge).toBe(60);
    expect(policy("{ short { id } }").maxAge).toBe(5);
  });

  it("makes root scalars and objects without a hint uncacheable, and a private field private", () => {
    expect(policy("{ ping }").maxAge).toBe(0);
    expect(policy("{ plain { name } }").maxAge).toBe(0);
    expect(policy("{ products { secret } }")).toEqual({ maxAge: 60, scope: "PRIVATE" });
    expect(policy("{ __typename }")).toEqual({});
  });

  it("follows fragments, nested and repeated", () => {
    expect(policy("{ ...A ...A } fragment A on Query { cart { count } }")).toEqual({ maxAge: 30, scope: "PRIVATE" });
  });

  it.each(QUERIES)("writes the same Cache-Control as Apollo's plugin: %s", async (query) => {
    const apollo = await headerWith([], query);
    const ours = await headerWith([ApolloServerPluginCacheControlDisabled(), staticCacheControlPlugin()], query);
    expect(ours).toBe(apollo);
  });
});
