import type { FormEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { runShopIntent } from "../lib/shop-state/actions";
import { readShopIntent, type ShopIntent, type ShopIntentName } from "../lib/shop-state/shop-intent";
import { useShopStore } from "../lib/shop-state/shop-store";
import { useLocalizedPath } from "../lib/i18n/use-locale";

/**
 * A cart, wishlist or compare change as a real form. Before hydration or without JavaScript it posts to
 * /cart-actions, which makes the change on the server and comes back to this page; once hydrated the submit is
 * handled here, through the store, with no round trip. A submit button may carry its own `name="intent"` (the
 * cart line's minus and plus), and a `quantity` field inside the form is sent along.
 */
export function ShopForm({
  intent,
  id,
  className,
  onChanged,
  children,
}: {
  intent?: ShopIntentName;
  id?: string;
  className?: string;
  /** After the change is made in the browser: whether it went through without running into a limit. */
  onChanged?: (ok: boolean, intent: ShopIntent) => void;
  children: ReactNode;
}) {
  const store = useShopStore();
  // The page to come back to; /cart-actions drops a previous notice flag from it (returnPath).
  // (React Router's location is inside the page's locale, and so is /cart-actions' redirect back to it.)
  const { pathname, search } = useLocation();
  const localize = useLocalizedPath();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const change = readShopIntent(new FormData(event.currentTarget, submitter));
    if (!change) return;
    // Made first: `onChanged?.(...)` would skip evaluating its arguments when there is no callback.
    const ok = runShopIntent(store, change);
    onChanged?.(ok, change);
  };
  return (
    <form method="post" action={localize("/cart-actions")} className={className} onSubmit={onSubmit}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <input type="hidden" name="returnTo" value={pathname + search} />
      {children}
    </form>
  );
}
