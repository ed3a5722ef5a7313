import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("shop", "routes/listing.tsx", { id: "shop" }),
  route("category/:slug", "routes/listing.tsx", { id: "category" }),
  route("account/shopping-cart", "routes/cart.tsx"),
  route("search", "routes/search.tsx"),
  route("account/wishlist", "routes/wishlist.tsx"),
  route("account/compare", "routes/compare.tsx"),
  // Accounts, checkout and orders (issue 5). Account screens share a frame (menu) rendered on the server; their
  // data needs the token in localStorage and arrives after hydration.
  route("account/login", "routes/account-login.tsx"),
  route("account/reset-password", "routes/account-reset-password.tsx"),
  route("account/checkout", "routes/account-checkout.tsx"),
  route("account/checkout/confirmation", "routes/account-checkout-confirmation.tsx"),
  layout("routes/account-layout.tsx", [
    route("account/user-information", "routes/account-user-information.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("account/invoices", "routes/account-invoices.tsx"),
    route("account/invoices/:number", "routes/account-order.tsx"),
    route("account/order-tracking", "routes/account-order-tracking.tsx"),
  ]),
  // Anything else is a designed 404 page with a real 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
