/** The search results page (/search?keyword=...). */
export const search = {
  meta: {
    title: "Search: {{keyword}} | ProAV Shop UAE",
    titleEmpty: "Search | ProAV Shop UAE",
  },
  heading: "Results for “{{keyword}}”",
  resultsHeading: "Results",
  headingEmpty: "Search the catalogue",
  hint: "Type a product name, a part number or a word from the description in the search box above.",
  count_one: "{{count, number}} product",
  count_other: "{{count, number}} products",
  failed: {
    heading: "Search is taking a break",
    text: "We couldn't search just now. Please try again in a moment.",
  },
  noMatch: {
    heading: "No products match “{{keyword}}”",
    text: "Check the spelling, try fewer words or a part number, or browse the categories.",
    browse: "Browse all products",
  },
} as const;
