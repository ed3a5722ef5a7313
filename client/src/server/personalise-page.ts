import { SPOT_ATTRIBUTE, type SpotView } from "../lib/shop-state/personal-spots";

// Fills a shopper's spots into a shared page rendered for nobody (app/shared-pages.ts): for each element marked
// `data-spot`, the attribute values and text its view gives (personal-spots.ts, the same functions the components
// render with). A spot changes attribute values and a text with no element in it, so this works on the markup
// React wrote without parsing the whole page: the start tag runs to the first `>` (React escapes `>` in attribute
// values), the text to the next `<`. server/test/shared-pages.test.ts renders every shared page for shoppers with
// cookies both ways and finds the same bytes.

const MARK = ` ${SPOT_ATTRIBUTE}="`;

/** React's escaping of attribute values and text (escapeTextForBrowser), so a filled page is byte for byte React's. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

/** The start tag with each attribute of the view set (or taken out, for `false`). */
function fillTag(tag: string, attributes: SpotView["attributes"]): string {
  let out = tag;
  for (const [name, value] of Object.entries(attributes)) {
    const present = new RegExp(` ${name}="[^"]*"`);
    const written = value === false ? "" : ` ${name}="${value === true ? "" : escapeHtml(value)}"`;
    if (present.test(out)) out = out.replace(present, written);
    else if (written) out = `${out.slice(0, -1)}${written}>`;
  }
  return out;
}

/** The page with every spot filled in by `view` (null: the spot is left as rendered). */
export function personalisePage(html: string, view: (spot: string) => SpotView | null): string {
  const parts: string[] = [];
  let copied = 0;
  for (let mark = html.indexOf(MARK); mark !== -1; mark = html.indexOf(MARK, mark + MARK.length)) {
    const tagStart = html.lastIndexOf("<", mark);
    const tagEnd = html.indexOf(">", mark) + 1;
    const nameStart = mark + MARK.length;
    const spot = view(html.slice(nameStart, html.indexOf('"', nameStart)));
    if (!spot || tagStart < copied) continue;
    parts.push(html.slice(copied, tagStart), fillTag(html.slice(tagStart, tagEnd), spot.attributes));
    copied = tagEnd;
    if (spot.text !== undefined) {
      parts.push(escapeHtml(spot.text));
      copied = html.indexOf("<", tagEnd);
    }
  }
  parts.push(html.slice(copied));
  return parts.join("");
}
