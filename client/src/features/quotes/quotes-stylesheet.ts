import quotesStyles from "./quotes.css?url";

/** The quote pages' stylesheet (list, quote, acceptance, tracking), linked by the routes that show them only. */
export const quotesStylesheet = { rel: "stylesheet", href: quotesStyles } as const;
