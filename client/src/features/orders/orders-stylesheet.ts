import ordersStyles from "./orders.css?url";

/** The order list's, order's and invoice's stylesheet, linked by the routes that show them only. */
export const ordersStylesheet = { rel: "stylesheet", href: ordersStyles } as const;
