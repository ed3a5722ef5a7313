import quoteRequestStyles from "./quote-request.css?url";

/** The request-for-quote page's stylesheet, linked by its route only (after the form pages' shared one). */
export const quoteRequestStylesheet = { rel: "stylesheet", href: quoteRequestStyles } as const;
