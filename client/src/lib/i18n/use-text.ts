import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";
import { DEFAULT_NAMESPACE } from "./config";

/**
 * The translation function for small components rendered dozens of times on one page: prices, "incl. VAT",
 * badges and the product card's labels. `useTranslation` gives every instance its own state, a fixed `t` and
 * event subscriptions; a page of product cards had about 120 of them, a quarter of the work of hydrating it on a
 * phone. These components need none of that: the language cannot change while a page is open (another locale is
 * another document, rendered by the server) and their strings are the shell's, loaded before the first render.
 * So they share one `t` per i18next instance, which also remembers the strings asked for without options.
 * Anything that reacts to the language or loads strings keeps using `useTranslation`.
 */
export function useText(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return textFor(i18n);
}

const translators = new WeakMap<I18n, TFunction>();

function textFor(i18n: I18n): TFunction {
  let text = translators.get(i18n);
  if (!text) {
    const t = i18n.getFixedT(null, DEFAULT_NAMESPACE);
    const remembered = new Map<string, string>();
    // A route's strings arriving later may fill a key that was missing: forget everything remembered then.
    i18n.store.on("added", () => remembered.clear());
    const lookup = (key: string, options?: unknown): unknown => {
      if (options !== undefined) return (t as (k: string, o: unknown) => unknown)(key, options);
      let value = remembered.get(key);
      if (value === undefined) {
        value = String((t as (k: string) => unknown)(key));
        remembered.set(key, value);
      }
      return value;
    };
    text = lookup as TFunction;
    translators.set(i18n, text);
  }
  return text;
}
