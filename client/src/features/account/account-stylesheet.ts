import accountStyles from "./account.css?url";

/** The stylesheet of the account, checkout and order screens, linked by their routes only. */
export const accountStylesheet = { rel: "stylesheet", href: accountStyles } as const;
