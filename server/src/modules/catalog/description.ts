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

export function descriptionHtml(markdown: string | null | undefined): string | null {
  if (!markdown?.trim()) return null;
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html, ALLOWED).trim() || null;
}
