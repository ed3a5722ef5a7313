import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { ShellProductQuery, WhatsAppProductFragment } from "./whatsapp-queries";
import { whatsAppText, type ChatLine } from "./whatsapp-message";
import { CART_PATH, productRefFromPath, whatsAppUrl } from "./whatsapp-route";
import { ChatAnchor } from "./whatsapp-link";
import { useCart } from "../../lib/shop-state/shop-store";

/**
 * The chat link on a product page or the cart, pre-filled with the products, part numbers, quantities and
 * total. Products are read from the Apollo cache only (the page has loaded them), so this link never makes a
 * request of its own. Loaded only on those pages (whatsapp-link.tsx).
 */
export function PrefilledWhatsAppLink({ number }: { number: string }) {
  const { t } = useTranslation();
  const lines = useChatLines();
  return <ChatAnchor href={whatsAppUrl(number, whatsAppText(t, lines))} label={t("layout.whatsapp.label")} />;
}

function useChatLines(): ChatLine[] {
  const { pathname } = useLocation();
  const ref = productRefFromPath(pathname);
  const { data } = useQuery(ShellProductQuery, { variables: ref ?? {}, skip: !ref, fetchPolicy: "cache-only" });
  const cartLines = useCartChatLines(pathname === CART_PATH);
  if (ref) {
    const p = data?.product;
    return p ? [{ title: p.title, partNumber: p.partNumber ?? null, quantity: 1, unitAmount: p.currentPrice.amount }] : [];
  }
  return cartLines;
}

/** The cart's lines whose products are in the cache (the cart page loaded them), in cart order. */
function useCartChatLines(enabled: boolean): ChatLine[] {
  const client = useApolloClient();
  const cart = useCart();
  if (!enabled) return [];
  return cart.flatMap((line) => {
    const id = client.cache.identify({ __typename: "Product", id: line.id });
    const p = id ? client.readFragment({ fragment: WhatsAppProductFragment, id }) : null;
    return p ? [{ title: p.title, partNumber: p.partNumber ?? null, quantity: line.quantity, unitAmount: p.currentPrice.amount }] : [];
  });
}
