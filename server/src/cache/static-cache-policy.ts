import {
  Kind,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";

// The response's cache policy from the schema's @cacheControl hints, computed once per document instead of per
// resolved field. Apollo's own cache control plugin hooks every field of every response (a `willResolveField`
// call, a policy object and a promise callback per field): on a 50-product query that is most of what Apollo
// itself costs. Without a per-field hook Apollo doesn't wrap the resolvers at all.
//
// The rules are Apollo's (plugin/cacheControl): a field's hint is its return type's hint, then the field's own;
// a field returning an object type without a hint, and a root field without one, is not cacheable (maxAge 0)
// unless it inherits its parent's maxAge; the response's policy is the shortest maxAge and PRIVATE as soon as one
// field is private. The one difference: Apollo counts only the fields that actually resolved, this counts every
// field the operation selects (under a null parent, in an untaken @skip branch), so it is never more permissive.
// No resolver sets a dynamic hint (`info.cacheControl` is not provided); a field that needs one would need Apollo's
// plugin back.

type CacheScope = "PUBLIC" | "PRIVATE";
export interface CacheHint {
  maxAge?: number;
  scope?: CacheScope;
}
type Hint = { maxAge?: number; scope?: CacheScope; inheritMaxAge?: boolean };

function hintFromDirectives(directives: readonly ConstDirectiveNode[] | undefined): Hint | undefined {
  const directive = directives?.find((d) => d.name.value === "cacheControl");
  if (!directive?.arguments) return undefined;
  const arg = (name: string) => directive.arguments!.find((a) => a.name.value === name)?.value;
  const scopeNode = arg("scope");
  const scopeName = scopeNode?.kind === Kind.ENUM ? scopeNode.value : undefined;
  const scope = scopeName === "PUBLIC" || scopeName === "PRIVATE" ? scopeName : undefined;
  const inherit = arg("inheritMaxAge");
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, scope };
  const maxAge = arg("maxAge");
  return { maxAge: maxAge?.kind === Kind.INT ? parseInt(maxAge.value, 10) : undefined, scope };
}

function typeHint(type: GraphQLCompositeType): Hint {
  for (const node of [type.astNode, ...(type.extensionASTNodes ?? [])]) {
    const hint = hintFromDirectives(node?.directives);
    if (hint) return hint;
  }
  return {};
}

/** The hint one resolved field adds to the response's policy (Apollo's `willResolveField`, statically). */
function fieldHint(field: GraphQLField<unknown, unknown>, isRoot: boolean): CacheHint {
  let maxAge: number | undefined;
  let scope: CacheScope | undefined;
  let inheritMaxAge = false;
  const target = getNamedType(field.type);
  if (isCompositeType(target)) {
    const t = typeHint(target);
    maxAge = t.maxAge;
    scope = t.scope;
    inheritMaxAge = !!t.inheritMaxAge;
  }
  const f = hintFromDirectives(field.astNode?.directives) ?? {};
  if (f.inheritMaxAge && maxAge === undefined) {
    inheritMaxAge = true;
    if (f.scope) scope = f.scope;
  } else {
    if (f.maxAge !== undefined) maxAge = f.maxAge;
    if (f.scope !== undefined) scope = f.scope;
  }
  // Apollo's default maxAge (0) for objects without a hint and for root fields.
  if (maxAge === undefined && ((isCompositeType(target) && !inheritMaxAge) || isRoot)) maxAge = 0;
  return { maxAge, scope };
}

function restrict(policy: CacheHint, hint: CacheHint) {
  if (hint.maxAge !== undefined && (policy.maxAge === undefined || hint.maxAge < policy.maxAge)) policy.maxAge = hint.maxAge;
  if (hint.scope !== undefined && policy.scope !== "PRIVATE") policy.scope = hint.scope;
}

/** The policy of one operation of a document: the most restrictive hint among the fields it selects. */
export function staticCachePolicy(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CacheHint {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const policy: CacheHint = {};
  const root = schema.getRootType(operation.operation);
  if (!root) return policy;
  // Each (type, selection set) once: fragments used in many places, or cycles (refused by validation anyway).
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, isRoot: boolean, spreads: readonly string[]) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || spreads.includes(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        const key = `${type?.name}:${name}:${isRoot}`;
        if (isCompositeType(type) && !visited.has(key)) {
          visited.add(key);
          walk(fragment.selectionSet, type, isRoot, [...spreads, name]);
        }
        continue;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        if (isCompositeType(type)) walk(sel.selectionSet, type, isRoot, spreads);
        continue;
      }
      // Introspection (__typename, __schema, __type) never carried a hint in Apollo either.
      if (sel.name.value.startsWith("__")) continue;
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[sel.name.value] : undefined;
      if (!field) continue;
      restrict(policy, fieldHint(field, isRoot));
      const child = getNamedType(field.type);
      if (sel.selectionSet && isCompositeType(child)) walk(sel.selectionSet, child, false, spreads);
    }
  };
  walk(operation.selectionSet, root, true, []);
  return policy;
}

const UNCACHEABLE = "no-store";
const CACHEABLE_HEADER = /^max-age=(\d+), (public|private)$/;

/**
 * Replaces Apollo's cache control plugin (register `ApolloServerPluginCacheControlDisabled()` with it): restricts
 * each executed operation's policy to its static policy, and writes `Cache-Control` exactly as Apollo's does.
 * Policies are remembered per parsed document; Apollo's document store hands out the same parsed document for
 * the same query text, so a repeated query costs one lookup.
 */
export function staticCacheControlPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  const policies = new WeakMap<DocumentNode, Map<string | null, CacheHint>>();
  const policyOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CacheHint => {
    let byName = policies.get(document);
    if (!byName) policies.set(document, (byName = new Map()));
    const name = operation.name?.value ?? null;
    let policy = byName.get(name);
    if (!policy) byName.set(name, (policy = staticCachePolicy(schema, document, operation)));
    return policy;
  };
  return {
    async requestDidStart() {
      return {
        async executionDidStart(rc) {
          if (rc.operation) rc.overallCachePolicy.restrict(policyOf(rc.schema, rc.document, rc.operation));
        },
        async willSendResponse({ response, overallCachePolicy }) {
          const existing = response.http.headers.get("cache-control");
          let hint: CacheHint = { maxAge: overallCachePolicy.maxAge, scope: overallCachePolicy.scope };
          if (existing === UNCACHEABLE) return;
          if (existing) {
            const match = CACHEABLE_HEADER.exec(existing);
            if (!match) return; // a header someone else wrote on purpose: left as it is
            const own = { maxAge: Number(match[1]), scope: (match[2] === "public" ? "PUBLIC" : "PRIVATE") as CacheScope };
            hint = { ...hint };
            restrict(hint, own);
          }
          const cacheable = hint.maxAge !== undefined && hint.maxAge > 0;
          if (cacheable && response.body.kind === "single" && !response.body.singleResult.errors) {
            response.http.headers.set("cache-control", `max-age=${hint.maxAge}, ${(hint.scope ?? "PUBLIC").toLowerCase()}`);
          } else {
            response.http.headers.set("cache-control", UNCACHEABLE);
          }
        },
      };
    },
  };
}
