import { createHash } from "node:crypto";
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from "@apollo/server";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";

// Whole-response caching of anonymous reads. How long a response may be cached comes from the schema's
// @cacheControl hints (static-cache-policy.ts turns them into the response's policy and its `Cache-Control`
// header); this module caps that policy and caches anonymous query results under it.

export interface ResponseCacheOptions {
  /** Upper bound of every policy's max-age, in seconds (CACHE_TTL_SECONDS); 0 turns caching off. */
  maxAgeSeconds: number;
  cache: KeyValueCache<string>;
  /** Part of every cache key: responses hold absolute URLs built from it, so gateways with another origin sharing a Redis must not share them. */
  publicOrigin: string;
}

export function responseCachePlugins<TContext extends BaseContext>(options: ResponseCacheOptions): ApolloServerPlugin<TContext>[] {
  const policy = cachePolicyPlugin<TContext>(options.maxAgeSeconds);
  if (options.maxAgeSeconds <= 0) return [policy];
  const anonymous = async (rc: GraphQLRequestContext<TContext>) => authorization(rc) === undefined;
  return [
    policy,
    responseCachePlugin<TContext>({
      cache: options.cache,
      // Non-null for signed-in requests, so they never use the anonymous entries...
      sessionId: async (rc) => {
        const auth = authorization(rc);
        return auth === undefined ? null : createHash("sha256").update(auth).digest("hex");
      },
      // ...and they skip the cache altogether: no shopper's response is ever stored in a shared cache.
      shouldReadFromCache: anonymous,
      shouldWriteToCache: anonymous,
      // The operation's language too: the same query is another answer in Arabic (text, formatted prices).
      extraCacheKeyData: async (rc) => [options.publicOrigin, (rc.contextValue as { locale?: unknown }).locale ?? null],
    }),
  ];
}

/**
 * Caps the policy computed from the hints at `maxAgeSeconds`, and makes a signed-in shopper's response `private`
 * so that no shared HTTP cache (CDN, proxy) stores it. Runs when execution ends, after the hints were applied.
 */
export function cachePolicyPlugin<TContext extends BaseContext>(maxAgeSeconds: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart(rc) {
      const signedIn = authorization(rc) !== undefined;
      return {
        async executionDidStart(execution) {
          return {
            async executionDidEnd() {
              const policy = execution.overallCachePolicy;
              if (policy.maxAge !== undefined) policy.restrict({ maxAge: Math.max(0, maxAgeSeconds) });
              if (signedIn) policy.restrict({ scope: "PRIVATE" });
            },
          };
        },
      };
    },
  };
}

/** The shopper's credential: the Authorization header, or the session cookie the context read (SSR runs have no HTTP). */
function authorization(rc: GraphQLRequestContext<BaseContext>): string | undefined {
  const fromContext = (rc.contextValue as { credential?: unknown }).credential;
  return rc.request.http?.headers.get("authorization") || (typeof fromContext === "string" ? fromContext : undefined) || undefined;
}
