import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("shop", "routes/listing.tsx", { id: "shop" }),
  route("category/:slug", "routes/listing.tsx", { id: "category" }),
  route("account/shopping-cart", "routes/cart.tsx"),
  route("search", "routes/search.tsx"),
  route("account/wishlist", "routes/wishlist.tsx"),
  route("account/compare", "routes/compare.tsx"),
  // Anything else is a designed 404 page with a real 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
