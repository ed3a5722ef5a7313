import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";

// What shoppers type, in Arabic and English, and what they must find first: the real gateway over HTTP against
// the stand-in backend (its seed has the Arabic names of every category and sub-category), on both search paths:
// the index (SEARCH_INDEX=true) and the backend fallback (SEARCH_INDEX=false, Strapi's `_contains`, expanded to
// stems and synonyms). Each row: the keyword, the request's language, the sub-categories the first results must
// be in (each of the first three in at least one), and the category or sub-category the header must suggest.

const WORKSTATIONS = ["tower-workstations", "rack-workstations", "mobile-workstations"];
const SOFTWARE = ["cad-software", "bim-software", "rendering-software"];

interface Row {
  keyword: string;
  lang: "ar" | "en";
  first: string[];
  suggests?: string;
}

const TABLE: Row[] = [
  // The Arabic names of categories and sub-categories, with and without the article.
  { keyword: "محطات العمل", lang: "ar", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "محطات عمل", lang: "ar", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "واجهات الصوت", lang: "ar", first: ["audio-interfaces"], suggests: "audio-interfaces" },
  { keyword: "برمجيات", lang: "ar", first: SOFTWARE, suggests: "aec-software" },
  // Plural and singular, article or not.
  { keyword: "شاشات", lang: "ar", first: ["displays"], suggests: "displays" },
  { keyword: "شاشة", lang: "ar", first: ["displays"], suggests: "displays" },
  { keyword: "انتاج", lang: "ar", first: ["switchers"], suggests: "switchers" },
  { keyword: "الإنتاج", lang: "ar", first: ["switchers"], suggests: "switchers" },
  // Everyday words (synonyms.ts).
  { keyword: "لابتوب", lang: "ar", first: ["mobile-workstations"], suggests: "mobile-workstations" },
  { keyword: "كمبيوتر", lang: "ar", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "مايك", lang: "ar", first: ["audio-interfaces"] },
  { keyword: "كاميرا", lang: "ar", first: ["cameras"] },
  { keyword: "سماعات", lang: "ar", first: ["headphones", "studio-monitors"] },
  { keyword: "رخصة", lang: "ar", first: SOFTWARE },
  // English: a category's name outranks the word in an accessory's title, typo or not.
  { keyword: "wrkstation", lang: "en", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "workstation", lang: "en", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "laptop", lang: "en", first: ["mobile-workstations"], suggests: "mobile-workstations" },
  { keyword: "computer", lang: "en", first: WORKSTATIONS, suggests: "workstations" },
  { keyword: "monitor", lang: "en", first: ["displays", "studio-monitors"] },
  { keyword: "audio interfaces", lang: "en", first: ["audio-interfaces"], suggests: "audio-interfaces" },
  { keyword: "software", lang: "en", first: SOFTWARE, suggests: "aec-software" },
  { keyword: "licence", lang: "en", first: SOFTWARE },
  { keyword: "headphones", lang: "en", first: ["headphones"], suggests: "headphones" },
  { keyword: "camera", lang: "en", first: ["cameras"] },
];

const QUERY = `query($k: String!) {
  search(keyword: $k, first: 3) { totalCount nodes { title subCategories { slug } } }
  searchSuggestions(keyword: $k) { categories { slug name } subCategories { slug name } }
}`;

interface Answer {
  search: { totalCount: number; nodes: { title: string; subCategories: { slug: string }[] }[] };
  searchSuggestions: { categories: { slug: string; name: string }[]; subCategories: { slug: string; name: string }[] };
}

let backend: Awaited<ReturnType<typeof startTestBackend>>;
const gateways: Record<string, { url: string; close(): Promise<void> }> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  gateways.index = await startGateway(backend.url, { SEARCH_INDEX: "true" });
  gateways.backend = await startGateway(backend.url, { SEARCH_INDEX: "false" });
});
afterAll(async () => {
  for (const g of Object.values(gateways)) await g.close();
  await backend?.close();
});

async function ask(url: string, lang: string, keyword: string): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": lang },
    body: JSON.stringify({ query: QUERY, variables: { k: keyword } }),
  });
  const body = (await res.json()) as { data: Answer; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe.each(["index", "backend"])("what shoppers type, on the %s path", (path) => {
  it.each(TABLE)("$keyword ($lang)", async ({ keyword, lang, first, suggests }) => {
    const { search, searchSuggestions } = await ask(gateways[path]!.url, lang, keyword);
    expect(search.totalCount, "found nothing").toBeGreaterThan(0);
    for (const node of search.nodes) {
      expect(
        node.subCategories.some((s) => first.includes(s.slug)),
        `${node.title} is in ${node.subCategories.map((s) => s.slug).join(", ")}`,
      ).toBe(true);
    }
    if (suggests) {
      const slugs = [...searchSuggestions.categories, ...searchSuggestions.subCategories].map((c) => c.slug);
      expect(slugs).toContain(suggests);
    }
  });
});

describe("category suggestions in Arabic", () => {
  it("names the suggested categories in the request's language", async () => {
    const { searchSuggestions } = await ask(gateways.index!.url, "ar", "محطات");
    expect(searchSuggestions.categories.map((c) => c.name)).toContain("محطات العمل");
    expect(searchSuggestions.subCategories.map((c) => c.name)).toContain("محطات عمل محمولة");
  });
});
