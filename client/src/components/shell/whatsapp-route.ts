// Where the WhatsApp floating link points, decided on every page (the message itself, built only on the pages
// that pre-fill it, is in whatsapp-message.ts).

export const CART_PATH = "/account/shopping-cart";

/** A wa.me click-to-chat link; the number is digits only (validated by the gateway's config). */
export function whatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The product a path shows, or null: `/product/{slug}`, `/product/{id}` and the layout variants such as
 * `/product/extended/{id}` (the last segment is the product).
 */
export function productRefFromPath(pathname: string): { id: string } | { slug: string } | null {
  const match = /^\/product\/(?:[a-z-]+\/)?([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let param: string;
  try {
    param = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return /^\d{1,12}$/.test(param) ? { id: param } : { slug: param };
}

/** Pages whose chat opens pre-filled with what the shopper is looking at: a product, or the cart. */
export function prefillsChat(pathname: string): boolean {
  return pathname === CART_PATH || productRefFromPath(pathname) !== null;
}
