import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import type { ShopSellerQuery } from "../../__generated__/graphql";

export const ShopSellerDocument = graphql(`
  query ShopSeller {
    shop {
      legalName
      addressLines
      email
      phone
      trn
      bankTransfer { bankName accountName iban swift }
    }
  }
`);

export type Seller = ShopSellerQuery["shop"];

/**
 * The seller block of invoices and the bank details of bank-transfer orders, from the gateway's configuration
 * (one cached request, shared by every order screen). Null while loading or when the gateway cannot answer:
 * callers then fall back to the shop's name and "details by e-mail".
 */
export function useSeller(): Seller | null {
  const { data } = useQuery(ShopSellerDocument, { fetchPolicy: "cache-first" });
  return data?.shop ?? null;
}
