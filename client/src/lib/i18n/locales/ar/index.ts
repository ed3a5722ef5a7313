/**
 * Arabic (Modern Standard Arabic, written for the UAE shop), the same areas and keys as ../en/ (each file is
 * typed against its English twin, see ../translation.ts; parity.test.ts walks both). Served under `/ar/...`:
 * registered in ../../config.ts and ../../shell-strings.server.ts; route areas load per locale
 * (../../route-strings.ts).
 * Plurals use all six of i18next's Arabic suffixes (_zero, _one, _two, _few, _many, _other) where English has
 * _one/_other. Numbers inside strings go through i18next's `{{count, number}}`, which formats with the locale
 * given to i18next: register Arabic as "ar" with Latin digits (Node 20 and current browsers format "ar" with
 * Latin digits; the money and date rules in @proav/shop-rules (packages/shop-rules/src/locale-format.ts) pin `nu-latn` explicitly).
 */
import type { EnStrings } from "../en/index";
import type { ArabicPlural, Translation } from "../translation";
import { common } from "./common";
import { layout } from "./layout";
import { account } from "./account";
import { catalog } from "./catalog";
import { components } from "./components";
import { cart } from "./cart";
import { compare } from "./compare";
import { wishlist } from "./wishlist";
import { search } from "./search";
import { product } from "./product";
import { listing } from "./listing";
import { home } from "./home";
import { pages } from "./pages";
import { checkout } from "./checkout";
import { orders } from "./orders";
import { quoteRequest } from "./quoteRequest";
import { quotes } from "./quotes";

/** Every Arabic string, the shape of EnStrings with Arabic's plural keys. */
export type ArStrings = Translation<EnStrings, ArabicPlural>;

/** The shell areas (shipped inside the HTML, see ../../config.ts). */
export const shellStrings = { common, layout, account, catalog, components } as const;

/** The route areas, each for its route to register (a route module should import its own file, not this one). */
export const routeStrings = { cart, compare, wishlist, search, product, listing, home, pages, checkout, orders, quoteRequest, quotes } as const;

/** The whole Arabic resource, ready for `resources: { ar: { translation: ar } }`. */
export const ar: ArStrings = { ...shellStrings, ...routeStrings };
