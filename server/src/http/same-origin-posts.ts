import type { RequestHandler } from "express";

// Cross-site request forgery defence for the storefront's forms (route actions: cart, sign in, checkout...).
// The session cookie is SameSite=Lax, so a cross-site post carries no session; but it also carries none of the
// shop's cookies, and an action answering it would overwrite the shopper's cart or sign them into someone else's
// account. So a browser's post from another site is refused: Sec-Fetch-Site (every current browser) must say
// same-origin (or none: typed or bookmarked), and an Origin header, when sent, must be the shop's own. Requests
// without either are not from a browser page, which is what forgery needs. /graphql has Apollo's own defence
// (csrfPrevention: no simple requests).

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginPosts(publicOrigin: string): RequestHandler {
  const own = new URL(publicOrigin).origin;
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    const crossSite = (typeof site === "string" && site !== "same-origin" && site !== "none") || (typeof origin === "string" && origin !== own);
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("Forbidden: this form must be sent from the shop's own pages.");
  };
}
