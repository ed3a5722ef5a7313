import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from "graphql";

// Limits on what one GraphQL operation may ask for. The API is public (storefront, mobile app, partners), so a
// single request must not be able to make the gateway or the backend do unbounded work.

export interface QueryLimits {
  /** Deepest field nesting, fragments flattened; `__schema` (the explorer's introspection) is not counted. */
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens in the document, checked while parsing so a huge document is never fully parsed. */
  maxTokens: number;
  /** Roughly the number of field values the response could hold; enforced by operation-cost.ts. */
  maxCost: number;
  maxDirectives: number;
}

// Armor prefixes every rejection with "Syntax Error:", which is wrong for a valid document that is merely too big.
// Reported through the validation context, Apollo answers 400 with GRAPHQL_VALIDATION_FAILED and the limit.
const report = (context: ValidationContext | null, error: GraphQLError) => {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, "")));
};

export function queryLimits(limits: QueryLimits): { validationRules: ValidationRule[]; parseOptions: ParseOptions } {
  const onRejection = { onReject: [report], propagateOnRejection: false };
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...onRejection },
    maxAliases: { n: limits.maxAliases, ...onRejection },
    // Cost is checked by operationCostPlugin once variables are known (armor's rule sees only literal `first`).
    costLimit: { enabled: false },
    maxDirectives: { n: limits.maxDirectives, ...onRejection },
    // Armor's Apollo token plugin throws from a hook, which Apollo answers with HTTP 500, and it rewrites every
    // unexpected error into a validation error carrying the internal message. graphql-js counts tokens itself.
    maxTokens: { enabled: false },
    // Armor's masking misses "Did you mean the enum value ...?" and errors from variables; formatError does it.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return { validationRules, parseOptions: { maxTokens: limits.maxTokens } };
}
