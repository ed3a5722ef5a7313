// What the request log may keep of a URL. A GET /graphql query string carries the operation and its variables
// (a password, even in a refused GET mutation): dropped whole. Elsewhere a form submitted as GET by an old page,
// a bookmark or a bot can put a credential in the query: the values of password-like names are masked, the rest
// (search words, filters, paging) is kept because it is what makes a log line useful.

const SECRET_NAMES = /^(password|passwordconfirmation|currentpassword|newpassword|code|token|jwt|identifier|email)$/i;

export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (path === "/graphql") return `${path}?[redacted]`;
  const parts = url
    .slice(q + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const raw = eq < 0 ? part : part.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, " "));
      } catch {
        // A malformed name is kept as sent; it cannot match a secret's name anyway.
      }
      return eq >= 0 && SECRET_NAMES.test(name.trim()) ? `${raw}=[redacted]` : part;
    });
  return `${path}?${parts.join("&")}`;
}
