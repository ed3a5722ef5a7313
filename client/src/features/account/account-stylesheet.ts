import accountStyles from "./account.css?url";

/** The account screens' stylesheet (sign-in, the account frame, profile, addresses), linked by their routes only. */
export const accountStylesheet = { rel: "stylesheet", href: accountStyles } as const;
