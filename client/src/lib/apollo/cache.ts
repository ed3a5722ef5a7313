import { InMemoryCache } from "@apollo/client";

// One cache configuration for server and browser: the browser restores what the server extracted, so the
// two must normalise identically.
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Money, images and page info have no identity of their own: keep them inside their parent.
      Money: { keyFields: false },
      ProductImage: { keyFields: false },
      ImageFormat: { keyFields: false },
      PageInfo: { keyFields: false },
    },
  });
}
