import MiniSearch from "minisearch";
import { LRUCache } from "lru-cache";
import type { RestBrand, RestProductCategory, RestSubCategory } from "../../backend/rest-types.js";
import type { TaxonomyNames } from "../../backend/localized-catalog.js";
import { searchWords } from "./normalise.js";
import { withStems } from "./stem.js";
import { expandKeyword, searchQuery } from "./search-query.js";

// Category, sub-category and brand names, searchable like products (same normaliser): the header suggests the
// ones a shopper is typing, and a search that finds nothing offers the ones close to what was typed. English and
// Arabic names alike (an Arabic name is a second entry for the same item), stemmed and with synonyms as products
// are (search-query.ts): "محطات عمل" suggests Workstations, "لابتوب" Mobile Workstations.

type Kind = "category" | "subCategory" | "brand";
interface TaxonomyEntry {
  key: string;
  kind: Kind;
  name: string;
}

export interface TaxonomyMatches {
  categories: RestProductCategory[];
  subCategories: RestSubCategory[];
  brands: RestBrand[];
}

export class TaxonomyIndex {
  private readonly engine = new MiniSearch<TaxonomyEntry>({
    fields: ["name"],
    idField: "key",
    tokenize: (text) => withStems(searchWords(text)),
    processTerm: (term) => term,
  });
  private readonly entries = new Map<string, RestProductCategory | RestSubCategory | RestBrand>();
  /** Answers per text and mode: the header asks the same prefixes again and again (a new index starts empty). */
  private readonly answers = new LRUCache<string, TaxonomyMatches>({ max: 2000 });

  constructor(categories: readonly RestProductCategory[], brands: readonly RestBrand[], names: TaxonomyNames | null = null) {
    const localNames = { category: names?.categories, subCategory: names?.subCategories, brand: names?.brands };
    const add = (kind: Kind, item: RestProductCategory | RestSubCategory | RestBrand) => {
      const key = `${kind}:${item.id}`;
      this.entries.set(key, item);
      this.engine.add({ key, kind, name: item.name });
      const local = localNames[kind]?.[item.id];
      if (local) {
        this.entries.set(`${key}:ar`, item);
        this.engine.add({ key: `${key}:ar`, kind, name: local });
      }
    };
    for (const c of categories) {
      add("category", c);
      for (const s of c.sub_categories ?? []) add("subCategory", { ...s, product_category: c.id });
    }
    for (const b of brands) add("brand", b);
  }

  /**
   * Names matching every word of the text: by prefix while typing (`typing`), or close to it (two typos
   * forgiven in longer words) for "did you mean".
   */
  match(text: string, mode: "typing" | "close"): TaxonomyMatches {
    const key = `${mode}:${searchWords(text).join(" ")}`;
    const known = this.answers.get(key);
    if (known) return known;
    const found: TaxonomyMatches = { categories: [], subCategories: [], brands: [] };
    const query = searchQuery(expandKeyword(text), {
      prefix: mode === "typing" ? "all" : "none",
      fuzzy: (term) => (term.length >= 5 ? (mode === "typing" ? 1 : 2) : term.length >= 3 && mode === "close" ? 1 : false),
    });
    const seen = new Set<string>();
    for (const r of this.engine.search(query)) {
      const item = this.entries.get(r.id as string)!;
      const [kind, id] = (r.id as string).split(":") as [Kind, string];
      // Matched by its English and its Arabic name: once.
      if (seen.has(`${kind}:${id}`)) continue;
      seen.add(`${kind}:${id}`);
      if (kind === "category") found.categories.push(item as RestProductCategory);
      else if (kind === "subCategory") found.subCategories.push(item as RestSubCategory);
      else found.brands.push(item as RestBrand);
    }
    this.answers.set(key, found);
    return found;
  }
}
