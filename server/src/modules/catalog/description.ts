import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { LRUCache } from "lru-cache";

// Product descriptions are Markdown written by catalogue editors, and the shop keeps a JWT in localStorage:
// whatever an editor (or an attacker with editor access) writes must never run in a shopper's page. Render,
// then sanitise with a strict allowlist: formatting only, no scripts, styles, event handlers or iframes.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "code",
    "pre",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
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
// keyed by the Markdown itself (an edited description is a new key). Bounded in bytes (key and HTML, UTF-16):
// least recently used go first.
const MEMO_MAX_BYTES = 8 * 1024 * 1024;
const memo = new LRUCache<string, { html: string | null }>({
  max: 5000,
  maxSize: MEMO_MAX_BYTES,
  sizeCalculation: (value, key) => 2 * (key.length + (value.html?.length ?? 0)) + 64,
});

export function descriptionHtml(markdown: string | null | undefined): string | null {
  if (!markdown?.trim()) return null;
  const hit = memo.get(markdown);
  if (hit !== undefined) return hit.html;
  const html = render(markdown);
  memo.set(markdown, { html });
  return html;
}
