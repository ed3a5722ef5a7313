import type { InvoiceSellerResolvers } from "../../__generated__/resolvers-types.js";
import { sellerAddress } from "./seller-config.js";

// The seller a tax invoice names: the same configured details as `Shop`, the address in the operation's language.
export const InvoiceSeller: InvoiceSellerResolvers = {
  addressLines: (seller, _args, ctx) => sellerAddress(seller, ctx.locale),
};
