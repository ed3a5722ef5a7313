import { useEffect, useState, type ComponentType } from "react";
import { useApolloClient } from "@apollo/client/react";
import { cleanKeyword } from "../../lib/search/clean-keyword";
import type { SuggestionListProps } from "./suggestion-list";
import type { SuggestionOption } from "./suggestion-options";

// The query and the list's rendering load with the first suggestion asked for (or when the box gets focus), not
// with every page: most visits never type in the search box.
const loadSuggestions = () => import("./suggestion-list");
export const preloadSuggestions = () => void loadSuggestions();

export const SUGGEST_DELAY_MS = 250;
export const SUGGEST_MIN_LENGTH = 2;

/** The keyword worth asking suggestions for, or null (too short or blank). */
export function suggestionKeyword(raw: string): string | null {
  const keyword = cleanKeyword(raw);
  return keyword.length >= SUGGEST_MIN_LENGTH ? keyword : null;
}

/**
 * The option the arrow keys move to: down from the last option (or up from the first) goes back to the text
 * box (-1), and on round, as in the ARIA combobox pattern's examples.
 */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

export interface Suggestions {
  keyword: string;
  /** Products, then categories, sub-categories and brands, in the order the arrow keys walk them. */
  options: SuggestionOption[];
  /** Renders the options (loaded on demand with the query). */
  List: ComponentType<SuggestionListProps>;
}

/**
 * Products, categories and brands matching what the shopper types, asked for once typing pauses (250 ms). A
 * newer keyword aborts the request for an older one, so answers never arrive out of order; a failed request
 * shows no suggestions rather than an error (the search page is one Enter away).
 */
export function useSearchSuggestions(text: string): Suggestions | null {
  const client = useApolloClient();
  const keyword = suggestionKeyword(text);
  const [result, setResult] = useState<Suggestions | null>(null);
  useEffect(() => {
    if (!keyword) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      loadSuggestions()
        .then(async ({ SearchSuggestionsQuery, suggestionOptions, SuggestionList }) => {
          const { data } = await client.query({
            query: SearchSuggestionsQuery,
            variables: { keyword },
            fetchPolicy: "cache-first",
            context: { fetchOptions: { signal: controller.signal } },
          });
          if (controller.signal.aborted) return;
          setResult(data?.searchSuggestions ? { keyword, options: suggestionOptions(data.searchSuggestions), List: SuggestionList } : null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResult(null);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [client, keyword]);
  // While a newer keyword is on its way the previous suggestions stay, instead of flickering away.
  return keyword ? result : null;
}
