import { ApolloLink } from "@apollo/client";
import { Observable } from "rxjs";
import { print, type DocumentNode } from "graphql";

// During server rendering, queries run inside the gateway process (Apollo Server's executeOperation) with the
// same context as /graphql: no HTTP hop, same validation, same DataLoaders for the whole page.

export interface InProcessResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}
export type InProcessExecute = (operation: { query: string; variables?: Record<string, unknown>; operationName?: string }) => Promise<InProcessResult>;

const printed = new WeakMap<DocumentNode, string>();
function printOnce(doc: DocumentNode): string {
  let text = printed.get(doc);
  if (text === undefined) printed.set(doc, (text = print(doc)));
  return text;
}

export function inProcessLink(execute: InProcessExecute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let closed = false;
        execute({ query: printOnce(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (closed) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!closed) observer.error(error);
          });
        return () => {
          closed = true;
        };
      }),
  );
}
