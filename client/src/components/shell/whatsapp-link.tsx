import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "./icons";
import { prefillsChat, whatsAppUrl } from "./whatsapp-route";

// The pre-filled variant reads products from the cache and formats a priced message: code only the product
// pages and the cart need, so it loads with them. The server renders it in full (the HTML's link is pre-filled
// before any JavaScript runs); in the browser React keeps that HTML until the chunk arrives.
const PrefilledWhatsAppLink = lazy(() => import("./whatsapp-prefilled").then((m) => ({ default: m.PrefilledWhatsAppLink })));

/**
 * The floating WhatsApp link (only when the gateway has a WHATSAPP_NUMBER): a greeting everywhere, and on a
 * product page or the cart a chat pre-filled with the products, part numbers, quantities and total.
 */
export function WhatsAppLink({ number }: { number: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const greeting = <ChatAnchor href={whatsAppUrl(number, t("layout.whatsapp.general"))} label={t("layout.whatsapp.label")} />;
  if (!prefillsChat(pathname)) return greeting;
  return (
    <Suspense fallback={greeting}>
      <PrefilledWhatsAppLink number={number} />
    </Suspense>
  );
}

export function ChatAnchor({ href, label }: { href: string; label: string }) {
  return (
    <a className="whatsapp-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} data-testid="whatsapp-link">
      <WhatsAppIcon />
    </a>
  );
}
