import { Fragment, type ReactNode } from "react";

// A translated sentence with React nodes in it ("{{price}} each", "Free delivery from {{amount}}"): the
// translation keeps its word order, and the node (a <Price> with its isolated Arabic symbol) is rendered as itself,
// not flattened to text. react-i18next's <Trans> does this too, but brings an HTML parser into the framework
// chunk every page loads (4 KB gzipped, over the home page's budget); plain {{placeholders}} need none.
//
//   const each = sentenceWithNodes({ price: <Price money={unitPrice} /> });
//   each.render(t("checkout.review.each", each.options))
//
// `t` is called by the caller, so the key stays checked against the string tables.

// Control characters never appear in our strings, so they mark where each node goes.
const MARK = "\u0001";

export function sentenceWithNodes<Name extends string>(nodes: Record<Name, ReactNode>) {
  const names = Object.keys(nodes) as Name[];
  // Typed per placeholder, so i18next's types still check that the sentence gets every value it names.
  const markers = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])) as Record<Name, string>;
  return {
    /** t's options: every placeholder becomes a marker (left unescaped; the text is never parsed as markup). */
    options: { ...markers, interpolation: { escapeValue: false } },
    /** The translated text with each marker replaced by its node. */
    render(text: string): ReactNode[] {
      return text
        .split(new RegExp(`${MARK}(\\d+)${MARK}`))
        .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[names[Number(part)]!]}</Fragment> : part))
        .filter((part) => part !== "");
    },
  };
}

/**
 * A sentence with one value isolated in `<bdi>` (a part, order or phone number), so the value never reorders
 * inside right-to-left text. Made once per placeholder name, at module level:
 *
 *   const PART = isolatedValue("partNumber");
 *   PART.render(t("product.partNumber", PART.options), product.partNumber)
 */
export function isolatedValue<Name extends string>(name: Name) {
  const marker = `${MARK}0${MARK}`;
  return {
    options: { [name]: marker, interpolation: { escapeValue: false } } as Record<Name, string> & { interpolation: { escapeValue: false } },
    render(text: string, value: string): ReactNode[] {
      return text
        .split(marker)
        .flatMap((part, i) => (i === 0 ? [part] : [<bdi key={i}>{value}</bdi>, part]))
        .filter((part) => part !== "");
    },
  };
}
