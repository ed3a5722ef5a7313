import { GraphQLError } from "graphql";
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";

// The gateway serves queries and mutations over HTTP. The schema has no Subscription type, and graphql-js refuses
// a subscription only while executing it, with an uncoded error that read as our own bug ("Internal server error",
// logged with a stack). It is the client's mistake: refuse it before execution, with a code and a 400.

const SERVED = new Set(["query", "mutation"]);

export function servedOperationsPlugin<T extends BaseContext>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (!operation || SERVED.has(operation.operation)) return;
          throw new GraphQLError(`The gateway does not serve ${operation.operation} operations: send a query or a mutation.`, {
            extensions: { code: "OPERATION_NOT_SUPPORTED", http: { status: 400 } },
          });
        },
      };
    },
  };
}
