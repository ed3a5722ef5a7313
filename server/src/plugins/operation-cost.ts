import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  valueFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";

// The cost of an operation: one point per field in the response, with a list's fields counted once per item it
// may hold. Computed after variables are known, so `first: $n` costs as much as `first: 100` (a static rule
// sees only literals, and a partner passing `first` as a variable would not be limited at all).
//   `first`        the value asked for (literal, variable or schema default; `last` when given), at most MAX_FIRST
//   `ids`          the number of ids
//   edges / nodes  of a connection: its `first` items each; the connection's other fields (totalCount, facets)
//                  are there once, however many items a page holds
//   other lists    assumed to hold LIST_GUESS items (brands, categories and sub-categories are small lists)

const MAX_FIRST = 100;
const LIST_GUESS = 10;

type Fragments = Record<string, FragmentDefinitionNode>;

export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  variables: Record<string, unknown> = {},
): number {
  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(schema, operation.selectionSet, root, fragments, variables, new Set()) : 0;
}

function selectionCost(
  schema: GraphQLSchema,
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  fragments: Fragments,
  variables: Record<string, unknown>,
  seen: Set<string>,
  /** Items per page of the connection whose selection this is (its `first`). */
  pageItems = 1,
): number {
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments[sel.name.value];
      if (!fragment || seen.has(sel.name.value)) continue; // cycles are refused by validation anyway
      const type = schema.getType(fragment.typeCondition.name.value);
      if (isCompositeType(type))
        total += selectionCost(schema, fragment.selectionSet, type, fragments, variables, new Set(seen).add(sel.name.value), pageItems);
      continue;
    }
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
      if (isCompositeType(type)) total += selectionCost(schema, sel.selectionSet, type, fragments, variables, seen, pageItems);
      continue;
    }
    const name = sel.name.value;
    if (name.startsWith("__")) continue; // introspection and __typename are free
    const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!field) continue;
    total += 1;
    if (!sel.selectionSet) continue;
    const child = getNamedType(field.type);
    if (!isCompositeType(child)) continue;
    const argValue = (argName: string): unknown => {
      const def = field.args.find((a) => a.name === argName);
      if (!def) return undefined;
      const node = sel.arguments?.find((a) => a.name.value === argName);
      return node ? valueFromAST(node.value, def.type, variables) : def.defaultValue;
    };
    // A backward page holds `last` items when given (it has no default), else `first`.
    const first = argValue("last") ?? argValue("first");
    const ids = argValue("ids");
    let items = 1;
    let childPage = 1;
    const isConnection = /Connection$/.test(child.name);
    if (typeof first === "number" && isConnection) childPage = Math.max(0, Math.min(first, MAX_FIRST));
    else if (typeof first === "number") items = Math.max(0, Math.min(first, MAX_FIRST));
    else if (Array.isArray(ids)) items = ids.length;
    else if (/Connection$/.test(parent.name) && (name === "edges" || name === "nodes")) items = pageItems;
    else if (isListType(getNullableType(field.type))) items = LIST_GUESS;
    total += items * selectionCost(schema, sel.selectionSet, child, fragments, variables, seen, childPage);
  }
  return total;
}

/** Refuses operations over `maxCost` with a 400 before any resolver (and so any backend call) runs. */
export function operationCostPlugin<TContext extends BaseContext>(maxCost: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, request }) {
          if (!operation) return;
          const fragments: Fragments = {};
          for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
          const cost = operationCost(schema, operation, fragments, request.variables ?? {});
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost}.`, {
              extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
