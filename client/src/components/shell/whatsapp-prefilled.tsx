import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { ShellProductQuery } from "./whatsapp-queries";
import { whatsAppText, type ChatLine } from "./whatsapp-message";
import { CART_PATH, productRefFromPath, whatsAppUrl } from "./whatsapp-route";
import { ChatAnchor } from "./whatsapp-link";
import { useCart } from "../../lib/shop-state/shop-store";
import { useLocale } from "../../lib/i18n/use-locale";
import { cartItems, PricedCartQuery } from "../../lib/cart/priced-cart-query";

/**
 * The chat link on a product page or the cart, pre-filled with the products, part numbers, quantities and
 * total. Read from the Apollo cache only (the page has loaded the product, or the gateway's price of the cart),
 * so this link never makes a request of its own; while a cart change is being priced it is the plain greeting.
 * Loaded only on those pages (whatsapp-link.tsx).
 */
export function PrefilledWhatsAppLink({ number }: { number: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { lines, total } = useChat();
  return <ChatAnchor href={whatsAppUrl(number, whatsAppText(t, locale, lines, total))} label={t("layout.whatsapp.label")} />;
}

function useChat(): { lines: ChatLine[]; total: string | null } {
  const { pathname } = useLocation();
  const ref = productRefFromPath(pathname);
  const product = useQuery(ShellProductQuery, { variables: ref ?? {}, skip: !ref, fetchPolicy: "cache-only" }).data?.product;
  const items = cartItems(useCart());
  const cart = useQuery(PricedCartQuery, { variables: { items }, skip: pathname !== CART_PATH || items.length === 0, fetchPolicy: "cache-only" }).data?.cart;
  if (ref) {
    if (!product) return { lines: [], total: null };
    const line = { title: product.title, partNumber: product.partNumber ?? null, quantity: 1, unitAmount: product.currentPrice.amount };
    return { lines: [line], total: product.currentPrice.amount };
  }
  if (!cart) return { lines: [], total: null };
  const lines = cart.lines.map((l) => ({
    title: l.product.title,
    partNumber: l.product.partNumber ?? null,
    quantity: l.quantity,
    unitAmount: l.unitPrice.amount,
  }));
  return { lines, total: cart.subTotal.amount };
}
