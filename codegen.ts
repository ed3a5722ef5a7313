import type { CodegenConfig } from "@graphql-codegen/cli";

// The schema in schema/ is the contract. This file turns it into:
//  - typed resolvers for the gateway, whose parent types are the backend's REST shapes (mappers), so a resolver
//    can never return a field the schema lacks or forget one it has;
//  - typed documents for the storefront (client preset), so every query's result is typed where it is used.
// Generated files are never edited by hand; `npm test` fails when they are stale.
const config: CodegenConfig = {
  schema: "schema/**/*.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/__generated__/**"],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    "server/src/__generated__/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        contextType: "../context.js#GatewayContext",
        mappers: {
          Product: "../backend/rest-types.js#RestProduct",
          Brand: "../backend/rest-types.js#RestBrand",
          ProductCategory: "../backend/rest-types.js#RestProductCategory",
          SubCategory: "../backend/rest-types.js#RestSubCategory",
          ProductConnection: "../modules/catalog/product-page.js#ProductPage",
          ProductEdge: "../modules/catalog/product-page.js#ProductEdgeModel",
          Customer: "../backend/rest-types.js#RestUser",
          AuthPayload: "../backend/rest-types.js#RestAuth",
          Address: "../backend/rest-types.js#RestAddress",
          Order: "../modules/orders/order-model.js#OrderModel",
          OrderLine: "../backend/rest-types.js#RestOrderLine",
          OrderAddress: "../backend/rest-types.js#RestAddressFields",
          OrderStatusChange: "../modules/orders/order-model.js#OrderStatusChangeModel",
          OrderConnection: "../modules/orders/order-model.js#OrderPage",
          OrderEdge: "../modules/orders/order-model.js#OrderEdgeModel",
          Cart: "../modules/orders/cart.js#PricedCart",
          CartLine: "../modules/orders/cart.js#PricedCartLine",
          Shop: "../modules/shop/seller-config.js#SellerDetails",
        },
        scalars: { ID: { input: "string", output: "string | number" } },
      },
    },
    "client/src/__generated__/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: "string" },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
