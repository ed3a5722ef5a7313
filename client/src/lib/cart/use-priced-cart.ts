import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import type { CartLine } from "@proav/shop-rules";
import type { PricedCartQuery as PricedCartResult } from "../../__generated__/graphql";
import { cartItems, PricedCartQuery } from "./priced-cart-query";

export type PricedCart = PricedCartResult["cart"];
type Product = PricedCart["lines"][number]["product"];

/** A line as a cart view shows it: its amounts only when the gateway priced exactly this cart. */
export interface ShownLine {
  product: Product;
  quantity: number;
  unitPrice: { amount: string } | null;
  lineTotal: { amount: string } | null;
}

export interface PricedCartView {
  /** The gateway's answer for the cart as it is now; null while it is asked for, or when asking failed. */
  priced: PricedCart | null;
  /** The lines to show: priced ones, or while a change is priced, the products already known without amounts. */
  lines: ShownLine[];
  /** A request for the current cart is under way. */
  pending: boolean;
  /** Asking the gateway for the current cart failed. */
  failed: boolean;
}

/**
 * The cart priced by the gateway, one request per cart content (cached). While a change (another quantity, a
 * removed line) is priced, the lines stay on screen with the new quantities and no amounts: a price is never
 * shown from an older answer or a sum of the browser's own.
 */
export function usePricedCart(cart: readonly CartLine[], skip = false): PricedCartView {
  const items = useMemo(() => cartItems(cart), [cart]);
  const { data, previousData, loading, error } = useQuery(PricedCartQuery, {
    variables: { items },
    skip: skip || items.length === 0,
    fetchPolicy: "cache-first",
    errorPolicy: "all",
  });
  return useMemo(() => {
    const priced = data?.cart ?? null;
    if (priced) return { priced, lines: priced.lines, pending: false, failed: false };
    const known = new Map((previousData?.cart.lines ?? []).map((l) => [l.product.id, l.product]));
    const lines = cart.flatMap((l) => {
      const product = known.get(l.id);
      return product ? [{ product, quantity: l.quantity, unitPrice: null, lineTotal: null }] : [];
    });
    return { priced: null, lines, pending: loading, failed: Boolean(error) && !loading };
  }, [data, previousData, loading, error, cart]);
}
