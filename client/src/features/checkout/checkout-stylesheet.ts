import checkoutStyles from "./checkout.css?url";

/** The checkout's and its confirmation's stylesheet, linked by those routes only. */
export const checkoutStylesheet = { rel: "stylesheet", href: checkoutStyles } as const;
