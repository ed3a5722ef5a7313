import type { CodegenConfig } from "@graphql-codegen/cli";

// The schema in schema/ is the contract. This file turns it into:
//  - typed resolvers for the gateway, whose parent types are the backend's REST shapes (mappers), so a resolver
//    can never return a field the schema lacks or forget one it has;
//  - typed documents for the storefront (client preset), so every query's result is typed where it is used.
// Generated files are never edited by hand; `npm test` fails when they are stale.
const config: CodegenConfig = {
  // schema/published.graphql is the committed copy for clients (npm run schema:publish), not a source.
  schema: ["schema/**/*.graphql", "!schema/published.graphql"],
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/__generated__/**"],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    "server/src/__generated__/resolvers-types.ts": {
      // The enums mapped below are values as well as types, imported as such (see errors/field-error-code.ts):
      // codegen re-exports them with `export { }`, never `export type { }` (dotansimha/graphql-code-generator#7589).
      plugins: [{ typescript: { useTypeImports: false } }, "typescript-resolvers"],
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
          ProductConnection: "../modules/catalog/index.js#ProductPage",
          ProductEdge: "../modules/catalog/index.js#ProductEdgeModel",
          Customer: "../backend/rest-types.js#RestUser",
          AuthPayload: "../backend/rest-types.js#RestAuth",
          Address: "../backend/rest-types.js#RestAddress",
          Order: "../modules/orders/index.js#OrderModel",
          OrderLine: "../backend/rest-types.js#RestOrderLine",
          OrderAddress: "../backend/rest-types.js#RestAddressFields",
          OrderStatusChange: "../modules/orders/index.js#OrderStatusChangeModel",
          OrderConnection: "../modules/orders/index.js#OrderPage",
          OrderEdge: "../modules/orders/index.js#OrderEdgeModel",
          Cart: "../modules/orders/index.js#PricedCart",
          CartLine: "../modules/orders/index.js#PricedCartLine",
          Shop: "../modules/shop/index.js#SellerDetails",
          InvoiceSeller: "../modules/shop/index.js#SellerDetails",
          Company: "../backend/rest-types.js#RestCompany",
          CompanyAddress: "../backend/rest-types.js#RestCompany",
          TaxInvoice: "../modules/orders/index.js#OrderModel",
          TaxCreditNote: "../modules/orders/index.js#OrderModel",
          BankTransferInstructions: "../modules/orders/index.js#OrderModel",
          TaxInvoiceLine: "../modules/orders/index.js#TaxInvoiceLineModel",
          EDocument: "../modules/orders/index.js#EDocumentModel",
          Quote: "../backend/rest-types.js#RestQuote",
          QuoteLine: "../backend/rest-types.js#RestQuoteLine",
          QuoteConnection: "../modules/quotes/index.js#QuotePage",
          QuoteEdge: "../modules/quotes/index.js#QuoteEdgeModel",
          QuoteRequested: "../modules/quotes/index.js#QuoteRequestedModel",
        },
        // Enums that code below the modules (errors/, backend/) names are written by hand there and only mapped
        // here, so no layer under the GraphQL one imports this generated file.
        enumValues: { FieldErrorCode: "../errors/field-error-code.js#FieldErrorCode" },
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
