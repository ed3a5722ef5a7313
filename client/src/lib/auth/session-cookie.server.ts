// The gateway's `session` cookie (server/src/http/session-cookie.ts): HttpOnly, so only the server sees it. The
// gateway sets and clears it itself when an action signs in or out through GraphQL; pages only ask whether a
// request has one, to render the signed-in form of a page (checkout) for a browser without JavaScript.

export const SESSION_COOKIE = "session";

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((part) => {
    const [name, value] = part.split("=", 2);
    return name?.trim() === SESSION_COOKIE && Boolean(value?.trim());
  });
}
