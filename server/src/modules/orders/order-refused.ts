import type { OrderRefused, OrderRefusedCode } from "../../__generated__/resolvers-types.js";
import type { UserInputError } from "../../errors/user-input.js";

/**
 * placeOrder's refusal as the schema's typed result. Its code is the reason a client most needs to act on: a
 * product gone (the cart must change), then the payment limit (another method), then anything else to correct.
 */
export function orderRefused(error: UserInputError): OrderRefused & { __typename: "OrderRefused" } {
  const codes = new Set(error.fields.map((f) => f.code));
  const code: OrderRefusedCode =
    codes.has("PRODUCT_UNAVAILABLE") || codes.has("OUT_OF_STOCK") ? "PRODUCT_UNAVAILABLE" : codes.has("OVER_LIMIT") ? "OVER_PAYMENT_LIMIT" : "INVALID_INPUT";
  return { __typename: "OrderRefused", code, message: error.message, fields: error.fields };
}
