import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { sentenceWithNodes } from "./sentence-with-nodes";

// A real i18next instance with the placeholders in either order, as an Arabic translation might put them.
const i18n = i18next.createInstance();
await i18n.init({
  lng: "en",
  resources: {
    en: { translation: { each: "{{price}} each", free: "From {{amount}}: add {{missing}} <b>more</b>." } },
    ar: { translation: { free: "أضف {{missing}} (من {{amount}})" } },
  },
});
// This instance's keys are not the app's typed string tables, so its t is called untyped here.
type LooseT = (key: string, options: object) => string;
const html = (nodes: ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);
const render = (t: LooseT, key: string, nodes: Record<string, ReactNode>) => {
  const sentence = sentenceWithNodes(nodes);
  return sentence.render(t(key, sentence.options));
};

describe("sentenceWithNodes", () => {
  it("puts each node where its placeholder is, as the node itself", () => {
    expect(html(render(i18n.t as unknown as LooseT, "each", { price: <bdi>12.00</bdi> }))).toBe("<bdi>12.00</bdi> each");
  });

  it("follows the translation's word order, and text stays text (escaped, never parsed as markup)", () => {
    const nodes = { amount: <i>500</i>, missing: <i>62</i> };
    expect(html(render(i18n.t as unknown as LooseT, "free", nodes))).toBe("From <i>500</i>: add <i>62</i> &lt;b&gt;more&lt;/b&gt;.");
    const ar = i18n.getFixedT("ar") as unknown as LooseT;
    expect(html(render(ar, "free", nodes))).toBe("أضف <i>62</i> (من <i>500</i>)");
  });
});
