import { describe, expect, it, vi } from "vitest";
import { buildSchema, coerceInputValue, GraphQLError, parse, validate, type GraphQLFormattedError, type GraphQLInputType } from "graphql";
import { createFormatError, GENERIC_MESSAGE } from "./format-error.js";

const schema = buildSchema(`
  type Query { product(id: ID): Product products(sort: Sort, filter: Filter): [Node] }
  interface Node { id: ID }
  type Product implements Node { id: ID title: String }
  enum Sort { NEWEST PRICE_ASC }
  input Filter { text: String brandSlug: String }
`);

/** The messages graphql-js really writes, so the test breaks if their wording changes. */
function validationMessages(query: string): string[] {
  return validate(schema, parse(query)).map((e) => e.message);
}

const production = createFormatError({ production: true });

describe("formatError in production", () => {
  it("replaces an unexpected error's message, keeps where it happened, and reports the original", () => {
    const onHidden = vi.fn();
    const format = createFormatError({ production: true, onHidden });
    const original = new Error("connect ECONNREFUSED 10.0.0.7:1337");
    const formatted: GraphQLFormattedError = {
      message: "connect ECONNREFUSED 10.0.0.7:1337",
      locations: [{ line: 1, column: 3 }],
      path: ["brands"],
      extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["Error: connect ECONNREFUSED", "at /srv/app/http.js:12"] },
    };
    expect(format(formatted, original)).toEqual({
      message: GENERIC_MESSAGE,
      locations: [{ line: 1, column: 3 }],
      path: ["brands"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(onHidden).toHaveBeenCalledWith(original);
  });

  it("treats an error without a code as unexpected", () => {
    expect(production({ message: "secret detail" }, new Error("secret detail"))).toEqual({
      message: GENERIC_MESSAGE,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(production({ message: "x", extensions: { code: 42 } }, undefined).message).toBe(GENERIC_MESSAGE);
  });

  it.each([
    ["BAD_USER_INPUT", "`first` must be between 0 and 100."],
    ["BACKEND_UNAVAILABLE", "The catalogue service is unreachable (products)."],
    ["BACKEND_TIMEOUT", "The catalogue service took too long to answer (brands)."],
    ["NOT_FOUND", "Not found (product)."],
    ["GRAPHQL_VALIDATION_FAILED", "Query depth limit of 10 exceeded, found 13."],
    ["GRAPHQL_PARSE_FAILED", "Syntax Error: Document contains more than 2000 tokens. Parsing aborted."],
    ["BAD_REQUEST", "Operation batching disabled."],
  ])("keeps a %s error as it is", (code, message) => {
    const formatted = { message, path: ["products"], extensions: { code, backendStatus: 503 } };
    expect(production(formatted, new GraphQLError(message))).toEqual(formatted);
  });

  it.each([
    ["a field", "{ product { titel } }", 'Cannot query field "titel" on type "Product".'],
    ["an argument", "{ product(idd: 1) { id } }", 'Unknown argument "idd" on field "Query.product".'],
    ["a type", "{ product { ... on Produkt { id } } }", 'Unknown type "Produkt".'],
    ["an enum value", "{ products(sort: NEWES) { id } }", 'Value "NEWES" does not exist in "Sort" enum.'],
    ["an input field", '{ products(filter: { txt: "a" }) { id } }', 'Field "txt" is not defined by type "Filter".'],
    ["an interface field", "{ products { title } }", 'Cannot query field "title" on type "Node".'],
  ])("removes the schema suggestions from %s", (_what, query, expected) => {
    const [message] = validationMessages(query);
    expect(message).toMatch(/Did you mean/);
    expect(production({ message: message!, extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }, undefined).message).toBe(expected);
  });

  it("removes suggestions from variable errors too (they come from execution, not validation)", () => {
    let message = "";
    coerceInputValue("NEWES", schema.getType("Sort") as GraphQLInputType, (_path, _value, error) => {
      message = `Variable "$sort" got invalid value "NEWES"; ${error.message}`;
    });
    expect(message).toMatch(/Did you mean the enum value "NEWEST"\?$/);
    expect(production({ message, extensions: { code: "BAD_USER_INPUT" } }, undefined).message).toBe(
      'Variable "$sort" got invalid value "NEWES"; Value "NEWES" does not exist in "Sort" enum.',
    );
  });
});

describe("formatError while developing", () => {
  it("passes everything through, suggestions and internal messages included", () => {
    const onHidden = vi.fn();
    const format = createFormatError({ production: false, onHidden });
    const internal = { message: "boom at /srv/app", extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["..."] } };
    const suggestion = { message: 'Cannot query field "titel" on type "Product". Did you mean "title"?', extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    expect(format(internal, new Error("boom"))).toBe(internal);
    expect(format(suggestion, undefined)).toBe(suggestion);
    expect(onHidden).not.toHaveBeenCalled();
  });
});
