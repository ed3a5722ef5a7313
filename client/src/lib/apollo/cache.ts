import { InMemoryCache } from "@apollo/client";

// One cache configuration for server and browser: the browser restores what the server extracted, so the
// two must normalise identically.
//
// Money, images and page info have no identity of their own and live inside their parent. Different pages
// select different fields of them (a card wants the thumbnail, the product page the large image), so they are
// merged rather than replaced: replacing would drop the other page's fields and make it refetch.
export function createCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    ...options,
    typePolicies: {
      Money: { keyFields: false, merge: true },
      ProductImage: { keyFields: false, merge: true },
      ImageFormat: { keyFields: false, merge: true },
      PageInfo: { keyFields: false, merge: true },
    },
  });
}
