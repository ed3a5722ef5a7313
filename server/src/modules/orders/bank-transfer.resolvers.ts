import type { BankTransferInstructionsResolvers } from "../../__generated__/resolvers-types.js";
import { aed } from "./stored-amounts.js";

// How a bank-transfer order is paid (parent: the order): the shop's account from configuration (a sample one until
// SHOP_BANK_IBAN is set, so the shopper is always told where to pay), the order number as the reference.
export const BankTransferInstructions: BankTransferInstructionsResolvers = {
  account: (_o, _args, ctx) => ctx.seller.bankTransfer,
  reference: (o) => o.number,
  amount: (o) => aed(o.total),
};
