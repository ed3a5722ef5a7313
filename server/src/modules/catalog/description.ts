import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Product descriptions are Markdown written by catalogue editors, and the shop keeps a JWT in localStorage:
// whatever an editor (or an attacker with editor access) writes must never run in a shopper's page. Render,
// then sanitise with a strict allowlist: formatting only, no scripts, styles, event handlers or iframes.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "em", "b", "i", "code", "pre", "blockquote", "a", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: {
    // Headings inside a product page sit below its h1.
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
};

function render(markdown: string): string | null {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html, ALLOWED).trim() || null;
}

// Rendering and sanitising costs about a millisecond; descriptions rarely change, so keep recent results,
// keyed by the Markdown itself (an edited description is a new key). Bounded: oldest entries go first.
const MEMO_SIZE = 2000;
const memo = new Map<string, string | null>();

export function descriptionHtml(markdown: string | null | undefined): string | null {
  if (!markdown?.trim()) return null;
  const hit = memo.get(markdown);
  if (hit !== undefined) return hit;
  const html = render(markdown);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(markdown, html);
  return html;
}
