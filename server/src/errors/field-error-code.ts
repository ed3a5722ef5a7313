// The kinds of input problems a shopper can correct (`FieldErrorCode` in schema/base.graphql), written by hand so
// the layers below the GraphQL modules (errors/, backend/) name them without importing generated code: codegen
// maps the schema's enum onto this one (`enumValues` in codegen.ts), and field-error-code.test.ts fails when the
// two lists drift apart. A value as well as a type: codegen re-exports it with a plain `export { }`, which the
// compiler accepts only for a name that is also a value.

export const FieldErrorCode = {
  REQUIRED: "REQUIRED",
  INVALID: "INVALID",
  TOO_LONG: "TOO_LONG",
  TOO_SHORT: "TOO_SHORT",
  OUT_OF_RANGE: "OUT_OF_RANGE",
  TOO_MANY: "TOO_MANY",
  DUPLICATE: "DUPLICATE",
  TAKEN: "TAKEN",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  WRONG_PASSWORD: "WRONG_PASSWORD",
  INVALID_CODE: "INVALID_CODE",
  ACCOUNT_BLOCKED: "ACCOUNT_BLOCKED",
  NOT_FOUND: "NOT_FOUND",
  PRODUCT_UNAVAILABLE: "PRODUCT_UNAVAILABLE",
  OUT_OF_STOCK: "OUT_OF_STOCK",
  OVER_LIMIT: "OVER_LIMIT",
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
