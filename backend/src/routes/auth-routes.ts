import { Router } from "express";
import type { Db } from "../db/open.js";
import type { Logger } from "../http/request-log.js";
import { forgotPassword, login, register, resetPassword } from "../users/auth-service.js";

/** users-permissions' local provider routes. */
export function authRouter(db: Db, secret: string, log: Logger | undefined): Router {
  const router = Router();
  router.post("/auth/local", async (req, res) => {
    res.json(await login(db, secret, req.body));
  });
  router.post("/auth/local/register", async (req, res) => {
    res.json(await register(db, secret, req.body));
  });
  router.post("/auth/forgot-password", (req, res) => {
    // The stand-in sends no mail: the reset code goes to the log, which is the developer's outbox.
    res.json(forgotPassword(db, req.body, (email, code) => log?.("password reset code", { email, code })));
  });
  router.post("/auth/reset-password", async (req, res) => {
    res.json(await resetPassword(db, secret, req.body));
  });
  return router;
}
