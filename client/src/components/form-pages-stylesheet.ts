import formPagesStyles from "./form-pages.css?url";

/**
 * What the account, checkout and order pages share (panels, forms, fields, buttons, totals). Their routes link it
 * before their features' own stylesheets, which build on it: later links win ties in the cascade.
 */
export const formPagesStylesheet = { rel: "stylesheet", href: formPagesStyles } as const;
