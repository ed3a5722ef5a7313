import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { makeVar, type ReactiveVar } from "@apollo/client";
import { useReactiveVar } from "@apollo/client/react";
import { COOKIE_NAMES, EMPTY_STATE, parseShopCookies, shopCookie, type CartLine, type ListEntry, type ShopState } from "@proav/shop-rules";
import { NOTICE_PARAM } from "./shop-intent";
import { isShopLimit, type LimitNotice } from "./limit-notice";

// Cart, wishlist and compare as Apollo reactive variables. On the server a fresh store is made for every render
// (module-level vars would leak one shopper's cart into another's page), from the cookies the request carried
// (`RequestShopState`, given by entry.server). In the browser one store lives for the session, seeded from the
// same cookies (document.cookie, the same parser): a shared page's HTML may have been rendered for nobody and had
// the shopper's spots filled in from those cookies (personal-spots.ts), and the hydrated page matches it exactly.
// The lists never travel in the page's data.

/** On the server: the cart, wishlist and compare cookies of the request being rendered. */
export const RequestShopState = createContext<ShopState>(EMPTY_STATE);

export interface ShopStore {
  cart: ReactiveVar<CartLine[]>;
  wishlist: ReactiveVar<ListEntry[]>;
  compare: ReactiveVar<ListEntry[]>;
  notice: ReactiveVar<LimitNotice | null>;
}

function writeCookie(name: string, value: CartLine[] | ListEntry[]) {
  document.cookie = shopCookie(name, value, location.protocol === "https:");
}

/** `onNextChange` fires once: re-register after every change, or only the first change would be saved. */
function persist<T extends CartLine[] | ListEntry[]>(variable: ReactiveVar<T>, cookie: string) {
  const listen = () =>
    variable.onNextChange((value) => {
      writeCookie(cookie, value);
      listen();
    });
  listen();
}

/** The limit a change posted without JavaScript ran into: /cart-actions names it in the page it returns to. */
function postedNotice(search: string): LimitNotice | null {
  const limit = new URLSearchParams(search).get(NOTICE_PARAM);
  return limit && isShopLimit(limit) ? { limit, at: 0 } : null;
}

function createStore(initial: ShopState, notice: LimitNotice | null): ShopStore {
  return {
    cart: makeVar(initial.cart),
    wishlist: makeVar(initial.wishlist),
    compare: makeVar(initial.compare),
    notice: makeVar<LimitNotice | null>(notice),
  };
}

let browserStore: ShopStore | undefined;

function browserStoreFor(initial: ShopState, notice: LimitNotice | null): ShopStore {
  if (!browserStore) {
    browserStore = createStore(initial, notice);
    persist(browserStore.cart, COOKIE_NAMES.cart);
    persist(browserStore.wishlist, COOKIE_NAMES.wishlist);
    persist(browserStore.compare, COOKIE_NAMES.compare);
  }
  return browserStore;
}

const ShopStoreContext = createContext<ShopStore | null>(null);

export function ShopStoreProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const initial = useContext(RequestShopState);
  const [store] = useState(() =>
    typeof document === "undefined" ? createStore(initial, postedNotice(search)) : browserStoreFor(parseShopCookies(document.cookie), postedNotice(search)),
  );
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}

export function useShopStore(): ShopStore {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error("useShopStore must be used inside <ShopStoreProvider>");
  return store;
}

/** The three lists at once (the personal spots read them together). */
export function useShopState(): ShopState {
  const store = useShopStore();
  return { cart: useReactiveVar(store.cart), wishlist: useReactiveVar(store.wishlist), compare: useReactiveVar(store.compare) };
}

export function useCart(): CartLine[] {
  return useReactiveVar(useShopStore().cart);
}
export function useWishlist(): ListEntry[] {
  return useReactiveVar(useShopStore().wishlist);
}
export function useCompare(): ListEntry[] {
  return useReactiveVar(useShopStore().compare);
}
