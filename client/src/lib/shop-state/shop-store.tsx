import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { makeVar, type ReactiveVar } from "@apollo/client";
import { useReactiveVar } from "@apollo/client/react";
import { COOKIE_NAMES, shopCookie, type CartLine, type ListEntry, type ShopState } from "@proav/shop-rules";
import { NOTICE_PARAM } from "./shop-intent";
import { isShopLimit, type LimitNotice } from "./limit-notice";

// Cart, wishlist and compare as Apollo reactive variables. On the server a fresh store is made for every render
// (module-level vars would leak one shopper's cart into another's page); in the browser one store lives for the
// session, seeded from what the server read from the cookies, so the hydrated page matches the HTML exactly.

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

export function ShopStoreProvider({ initial, children }: { initial: ShopState; children: ReactNode }) {
  const { search } = useLocation();
  const [store] = useState(() => (typeof document === "undefined" ? createStore : browserStoreFor)(initial, postedNotice(search)));
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}

export function useShopStore(): ShopStore {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error("useShopStore must be used inside <ShopStoreProvider>");
  return store;
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
