import { Router, type RequestHandler } from "express";
import type { Db } from "../db/open.js";
import { currentUser } from "../http/authenticate.js";
import { authMessages, badRequest, forbidden } from "../http/http-error.js";
import { publicUser, updateOwnProfile } from "../users/auth-service.js";

const deny: RequestHandler = () => {
  throw forbidden();
};

/**
 * `/users/me` is open to the public role and answers 400 without a token (sample 17). `GET /users`, `/users/count`
 * and `/users/:id` answer 403 to everyone, as on the hosted Strapi, whose extension never grants `user.find`,
 * `count` or `findone`: ids are sequential, so `/users/:id` would show every customer's e-mail, names and phone.
 * `PUT /users/me` (the shop's extension) and `PUT /users/:id` change the caller's own profile only (403 for anyone
 * else's id); a new e-mail needs `currentPassword`.
 */
export function usersRouter(db: Db): Router {
  const router = Router();
  router.get("/users/me", (_req, res) => {
    const user = currentUser(res);
    if (!user) {
      const details = authMessages("No authorization header was found");
      throw badRequest("No authorization header was found", details);
    }
    res.json(publicUser(db, user));
  });
  router.put("/users/me", async (req, res) => {
    const user = currentUser(res);
    if (!user) throw forbidden();
    res.json(await updateOwnProfile(db, user, req.body));
  });
  router.get(["/users", "/users/count", "/users/:id"], deny);
  router.post("/users", deny);
  // The authenticated role may update a user only through an ownership policy: one's own record, never another's.
  router.put("/users/:id", async (req, res) => {
    const user = currentUser(res);
    if (!user || String(req.params.id) !== String(user.id)) throw forbidden();
    res.json(await updateOwnProfile(db, user, req.body));
  });
  router.delete("/users/:id", deny);
  return router;
}
