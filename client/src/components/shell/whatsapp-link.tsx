import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { WhatsAppIcon } from "./icons";
import { ShellProductQuery, WhatsAppProductFragment } from "./shell-queries";
import { productRefFromPath, whatsAppText, whatsAppUrl, type ChatLine } from "./whatsapp-message";
import { useCart } from "../../lib/shop-state/shop-store";

const CART_PATH = "/account/shopping-cart";

/**
 * The floating WhatsApp link (only when the gateway has a WHATSAPP_NUMBER). On a product page or the cart the
 * chat opens pre-filled with the products, part numbers, quantities and total. Products are read from the
 * Apollo cache only (the page has loaded them), so this link never makes a request of its own.
 */
export function WhatsAppLink({ number }: { number: string }) {
  const { t } = useTranslation();
  const lines = useChatLines();
  return (
    <a
      className="whatsapp-link"
      href={whatsAppUrl(number, whatsAppText(t, lines))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("layout.whatsapp.label")}
      data-testid="whatsapp-link"
    >
      <WhatsAppIcon />
    </a>
  );
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
