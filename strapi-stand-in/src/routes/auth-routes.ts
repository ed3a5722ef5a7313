import { Router } from "express";
import type { Db } from "../db/open.js";
import type { SendResetMail } from "../users/reset-mail.js";
import { currentUser } from "../http/authenticate.js";
import { forbidden } from "../http/http-error.js";
import { changePassword, forgotPassword, login, register, resetPassword, signOutEverywhere } from "../users/auth-service.js";

/** users-permissions' local provider routes. */
export function authRouter(db: Db, secret: string, sendResetMail: SendResetMail, resetUrl: string): Router {
  const router = Router();
  router.post("/auth/local", async (req, res) => {
    res.json(await login(db, secret, req.body));
  });
  router.post("/auth/local/register", async (req, res) => {
    res.json(await register(db, secret, req.body));
  });
  router.post("/auth/forgot-password", async (req, res) => {
    res.json(await forgotPassword(db, req.body, (email, code) => sendResetMail(email, `${resetUrl}?code=${encodeURIComponent(code)}`)));
  });
  router.post("/auth/reset-password", async (req, res) => {
    res.json(await resetPassword(db, secret, req.body));
  });
  // Strapi v4's route (v3 has none): the signed-in user changes their password by giving the current one.
  router.post("/auth/change-password", async (req, res) => {
    const user = currentUser(res);
    if (!user) throw forbidden();
    res.json(await changePassword(db, secret, user, req.body));
  });
  // The shop's extension: ends every session of the caller, this one included (tokens issued before now are refused).
  router.post("/auth/sign-out-everywhere", (_req, res) => {
    const user = currentUser(res);
    if (!user) throw forbidden();
    res.json(signOutEverywhere(db, user));
  });
  return router;
}
