import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Every route also serves Arabic under /ar: the gateway mounts the same build twice, the second time with the
// React Router basename /ar (client/src/server/ssr-handler.ts), so this list names each page once.
export default [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("shop", "routes/listing.tsx", { id: "shop" }),
  route("category/:slug", "routes/listing.tsx", { id: "category" }),
  route("account/shopping-cart", "routes/cart.tsx"),
  route("search", "routes/search.tsx"),
  route("account/wishlist", "routes/wishlist.tsx"),
  route("account/compare", "routes/compare.tsx"),
  // Layout variants of the menu data set, static pages, recently viewed.
  // Unknown variants answer 404 from their loaders.
  route("home/:variant", "routes/home.tsx", { id: "home-variant" }),
  route("shop/:layout", "routes/listing.tsx", { id: "shop-layout" }),
  route("product/:layout/:slug", "routes/product.tsx", { id: "product-layout" }),
  route("account/recent-viewed-product", "routes/recently-viewed.tsx"),
  route("page/about-us", "routes/about.tsx"),
  route("page/contact-us", "routes/contact.tsx"),
  route("page/faqs", "routes/faqs.tsx"),
  route("page/page-404", "routes/not-found.tsx", { id: "page-404" }),
  // Requests for quote: the form (from the cart or a product page), posting to its own action.
  route("quote-request", "routes/quote-request.tsx"),
  // Guests find a quote by number and e-mail (POST forms), see it, download its PDF and accept it.
  route("quotes/track", "routes/quote-track.tsx"),
  // Accounts, checkout and orders. Account screens share a frame (the account menu); their forms post to their
  // route actions with the `session` cookie, so they work before hydration.
  route("account", "routes/account-redirect.tsx", { id: "account-index" }),
  route("account/orders", "routes/account-redirect.tsx", { id: "account-orders" }),
  route("account/login", "routes/account-login.tsx"),
  route("account/reset-password", "routes/account-reset-password.tsx"),
  // Where every Logout control posts (a GET shows the same button): ends the server's session cookie too.
  route("account/logout", "routes/account-logout.tsx"),
  route("account/checkout", "routes/account-checkout.tsx"),
  route("account/checkout/confirmation", "routes/account-checkout-confirmation.tsx"),
  layout("routes/account-layout.tsx", [
    route("account/user-information", "routes/account-user-information.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("account/invoices", "routes/account-invoices.tsx"),
    route("account/invoices/:number", "routes/account-order.tsx"),
    route("account/order-tracking", "routes/account-order-tracking.tsx"),
    route("account/quotes", "routes/account-quotes.tsx"),
    route("account/quotes/:number", "routes/account-quote.tsx"),
  ]),
  // Where the cart, wishlist and compare forms post without JavaScript (a resource route: no page).
  route("cart-actions", "routes/cart-actions.ts"),
  // Anything else is a designed 404 page with a real 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
