import type { Response } from "express";
import { currentUser } from "./authenticate.js";
import { forbidden } from "./http-error.js";
import type { UserRow } from "../users/user-repo.js";

/** Routes the public role may not use answer 403 without a token, as Strapi's permissions do (sample 19). */
export function requireUser(res: Response): UserRow {
  const user = currentUser(res);
  if (!user) throw forbidden();
  return user;
}
