import { describe, expect, it } from "vitest";
import { buildSchema, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { loadTypeDefs } from "../graphql/type-defs.js";
import { operationCost } from "./operation-cost.js";

const schema = buildSchema(loadTypeDefs().join("\n"));

function cost(query: string, variables?: Record<string, unknown>) {
  const doc = parse(query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return operationCost(schema, op, fragments, variables);
}

describe("operationCost", () => {
  it("counts one point per field and multiplies a connection's items by `first`", () => {
    expect(cost(`{ ping }`)).toBe(1);
    expect(cost(`{ products(first: 10) { totalCount nodes { id title } } }`)).toBe(1 + 1 + 1 + 10 * 2);
  });

  it("counts a connection's own fields (facets) once, not once per item", () => {
    const q = (n: number) => `{ search(keyword: "hp", first: ${n}) { facets { onSale { value count } } nodes { id } } }`;
    expect(cost(q(100)) - cost(q(1))).toBe(99);
  });

  it("uses variables and schema defaults, not only literals", () => {
    const q = `query($n: Int) { products(first: $n) { nodes { id } } }`;
    expect(cost(q, { n: 100 })).toBe(1 + 1 + 100);
    expect(cost(`{ products { nodes { id } } }`)).toBe(1 + 1 + 24); // default first: 24
    expect(cost(q, { n: 5000 })).toBe(1 + 1 + 100); // capped like the resolver
  });

  it("counts productsByIds by its ids, fragments flattened, introspection free", () => {
    expect(cost(`query($ids: [ID!]!) { productsByIds(ids: $ids) { ...F } } fragment F on Product { id title }`, { ids: ["1", "2", "3"] })).toBe(1 + 3 * 2);
    expect(cost(`{ __schema { types { name } } }`)).toBe(0);
  });

  it("makes nested connections expensive", () => {
    const nested = `query($n: Int) { categories { products(first: $n) { nodes { brands { products(first: $n) { nodes { id } } } } } } }`;
    expect(cost(nested, { n: 100 })).toBeGreaterThan(100_000);
  });
});
